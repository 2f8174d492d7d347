import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_FIGURES, ACHIEVEMENT_KEYS, ACHIEVEMENTS, achievementProgress, type AchievementFigures } from './achievements';

const none: AchievementFigures = { lessons_taught: 0, students_reached: 0, contents_viewed: 0, collections_made: 0, favourites: 0 };

describe('achievements', () => {
  it('lists every achievement once, in the order of the keys, none achieved without usage', () => {
    const list = achievementProgress(none);
    expect(list.map((a) => a.key)).toEqual([...ACHIEVEMENT_KEYS]);
    expect(list.every((a) => !a.achieved && a.progress === 0 && a.goal > 0)).toBe(true);
  });

  it('reaches a goal exactly at the figure and caps the progress there', () => {
    const byKey = (figures: Partial<AchievementFigures>) => new Map(achievementProgress({ ...none, ...figures }).map((a) => [a.key, a]));
    expect(byKey({ lessons_taught: 1 }).get('first_lesson')).toEqual({ key: 'first_lesson', progress: 1, goal: 1, achieved: true });
    expect(byKey({ lessons_taught: 9 }).get('ten_lessons')).toEqual({ key: 'ten_lessons', progress: 9, goal: 10, achieved: false });
    expect(byKey({ lessons_taught: 10 }).get('ten_lessons')?.achieved).toBe(true);
    expect(byKey({ students_reached: 250 }).get('hundred_students')).toEqual({ key: 'hundred_students', progress: 100, goal: 100, achieved: true });
    expect(byKey({ favourites: 4 }).get('collector')?.achieved).toBe(false);
    expect(byKey({ favourites: 5 }).get('collector')?.achieved).toBe(true);
  });

  it('reads each achievement from its own figure only', () => {
    for (const figure of ACHIEVEMENT_FIGURES) {
      const achieved = achievementProgress({ ...none, [figure]: 1000 }).filter((a) => a.achieved).map((a) => a.key);
      const expected = ACHIEVEMENT_KEYS.filter((k) => ACHIEVEMENTS[k].figure === figure);
      expect(achieved, figure).toEqual(expected);
    }
  });

  it('every figure has an achievement and the keys are distinct', () => {
    expect(new Set(ACHIEVEMENT_KEYS).size).toBe(ACHIEVEMENT_KEYS.length);
    const used = new Set(ACHIEVEMENT_KEYS.map((k) => ACHIEVEMENTS[k].figure));
    expect([...used].sort()).toEqual([...ACHIEVEMENT_FIGURES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from './constants';
import { achievedCount, QUESTS, questProgress } from './quests';

describe('child quests', () => {
  it('caps progress at the goal and is achieved from the goal on', () => {
    const quest = { key: 'q', goal: 3, measure: { kind: 'favourites' } } as const;
    expect(questProgress(quest, 0)).toEqual({ key: 'q', progress: 0, goal: 3, achieved: false });
    expect(questProgress(quest, 2)).toEqual({ key: 'q', progress: 2, goal: 3, achieved: false });
    expect(questProgress(quest, 3)).toEqual({ key: 'q', progress: 3, goal: 3, achieved: true });
    expect(questProgress(quest, 9)).toEqual({ key: 'q', progress: 3, goal: 3, achieved: true });
  });

  it('has unique keys, positive goals and only known content types', () => {
    expect(new Set(QUESTS.map((q) => q.key)).size).toBe(QUESTS.length);
    for (const quest of QUESTS) {
      expect(quest.goal).toBeGreaterThan(0);
      if (quest.measure.kind === 'viewedContents' && 'contentTypes' in quest.measure)
        for (const type of quest.measure.contentTypes) expect(CONTENT_TYPES).toContain(type);
    }
  });

  it('counts achieved quests', () => {
    const list = [questProgress(QUESTS[0], 5), questProgress(QUESTS[1], 1), questProgress(QUESTS[2], 3)];
    expect(achievedCount(list)).toBe(2);
  });
});

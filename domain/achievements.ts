/**
 * Achievements on the profile (issue 12: "computed from usage"): each is a goal on one figure of
 * the person's own records over all time. The keys are stable (the profile labels them
 * `profile.achievements.<key>`); the server (server/dashboards/achievements.ts) counts the
 * figures, `achievementProgress` turns them into the document's list.
 */
import type { AchievementProgress } from './dashboards';

/** What the server counts, per person, over all time. */
export const ACHIEVEMENT_FIGURES = ['lessons_taught', 'students_reached', 'contents_viewed', 'collections_made', 'favourites'] as const;
export type AchievementFigure = (typeof ACHIEVEMENT_FIGURES)[number];
export type AchievementFigures = Record<AchievementFigure, number>;

/** The achievements in the order the profile shows them. */
export const ACHIEVEMENT_KEYS = ['first_lesson', 'ten_lessons', 'hundred_students', 'first_collection', 'explorer', 'collector'] as const;
export type AchievementKey = (typeof ACHIEVEMENT_KEYS)[number];

export interface AchievementRule {
  figure: AchievementFigure;
  goal: number;
}

export const ACHIEVEMENTS: Readonly<Record<AchievementKey, AchievementRule>> = {
  /** Taught a first lesson (lessons whose teacher is the person). */
  first_lesson: { figure: 'lessons_taught', goal: 1 },
  ten_lessons: { figure: 'lessons_taught', goal: 10 },
  /** Distinct students who joined the person's lessons. */
  hundred_students: { figure: 'students_reached', goal: 100 },
  /** Made a first collection (authored, draft or published). */
  first_collection: { figure: 'collections_made', goal: 1 },
  /** Opened ten different library items. */
  explorer: { figure: 'contents_viewed', goal: 10 },
  /** Favourited five items or collections. */
  collector: { figure: 'favourites', goal: 5 },
};

/**
 * Each achievement with its progress towards the goal. Progress stops at the goal (a bar is full,
 * never over-full); `achieved` once the figure reaches it.
 */
export function achievementProgress(figures: AchievementFigures): AchievementProgress[] {
  return ACHIEVEMENT_KEYS.map((key) => {
    const { figure, goal } = ACHIEVEMENTS[key];
    const value = Math.max(0, Math.floor(figures[figure]));
    return { key, progress: Math.min(value, goal), goal, achieved: value >= goal };
  });
}

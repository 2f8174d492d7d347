/**
 * Child quests (seed 2.6 "My children and child quests"): small goals a home student reaches by
 * using the library, defined here as data so the server computes them (server/routes/childQuests.ts)
 * and the shell names them (i18n `family.quests.<key>`) from one list. Progress always comes from
 * the child's own records: their `viewed` activities of library items (distinct items, by the
 * item's content type) and their favourites.
 */
import type { CONTENT_TYPES } from './constants';

export type QuestContentType = (typeof CONTENT_TYPES)[number];

/** What a quest counts. */
export type QuestMeasure =
  /** Distinct library items the child opened, optionally only of these content types. */
  | { kind: 'viewedContents'; contentTypes?: readonly QuestContentType[] }
  /** Favourites the child keeps (items and collections). */
  | { kind: 'favourites' };

export interface QuestDefinition {
  key: string;
  goal: number;
  measure: QuestMeasure;
}

/** Films, as a child would call them: anything watched rather than read or listened to. */
export const FILM_CONTENT_TYPES = ['video', '360_video', 'series'] as const satisfies readonly QuestContentType[];

export const QUESTS = [
  { key: 'exploreStoryWorlds', goal: 3, measure: { kind: 'viewedContents', contentTypes: ['story_world'] } },
  { key: 'watchFilms', goal: 5, measure: { kind: 'viewedContents', contentTypes: FILM_CONTENT_TYPES } },
  { key: 'saveFavourites', goal: 3, measure: { kind: 'favourites' } },
  { key: 'viewItems', goal: 10, measure: { kind: 'viewedContents' } },
] as const satisfies readonly QuestDefinition[];

export type QuestKey = (typeof QUESTS)[number]['key'];

/** One quest as the API reports it (`GET /users/{id}/quests`). */
export interface QuestProgress {
  key: string;
  /** What the child has done towards the goal, never above it. */
  progress: number;
  goal: number;
  achieved: boolean;
}

/** The quest's progress from the number of records it counts. */
export function questProgress(quest: QuestDefinition, count: number): QuestProgress {
  const done = Math.max(0, Math.floor(count));
  return { key: quest.key, progress: Math.min(done, quest.goal), goal: quest.goal, achieved: done >= quest.goal };
}

/** How many quests of a list are achieved (the parent's summary). */
export function achievedCount(quests: readonly QuestProgress[]): number {
  return quests.filter((q) => q.achieved).length;
}

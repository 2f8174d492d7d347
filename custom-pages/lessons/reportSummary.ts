/**
 * The lesson report's sums (seed 2.6 Report tab): per multiple-choice task, how many students
 * chose each choice; per rating task, the average and how many gave each value. Pure.
 */
import type { RaRecord } from 'react-admin';
import { RATING_TOTAL } from '../../domain/lessons';

export interface Count {
  /** The choice's index, or the rating value. */
  value: number;
  count: number;
}

/** Answers to one task: those of `entityId` = taskId. */
export function answersTo(experiences: readonly RaRecord[], taskId: string): RaRecord[] {
  return experiences.filter((e) => String(e.entityId) === taskId);
}

/** Each choice's count (a student choosing several counts once for each). */
export function choiceCounts(choices: readonly string[], answers: readonly RaRecord[]): Count[] {
  const counts = choices.map((_c, value) => ({ value, count: 0 }));
  for (const answer of answers) {
    const chosen = new Set(Array.isArray(answer.choices) ? answer.choices.map((c) => Number(c)) : []);
    for (const index of chosen) if (counts[index]) counts[index]!.count += 1;
  }
  return counts;
}

export interface RatingSummary {
  /** Average of the ratings given, rounded to one decimal; null without ratings. */
  average: number | null;
  count: number;
  /** 1 to RATING_TOTAL, each with how many gave it. */
  perValue: Count[];
}

export function ratingSummary(answers: readonly RaRecord[]): RatingSummary {
  const ratings = answers.map((a) => Number(a.rating)).filter((r) => Number.isInteger(r) && r >= 1 && r <= RATING_TOTAL);
  const perValue = Array.from({ length: RATING_TOTAL }, (_v, i) => ({ value: i + 1, count: ratings.filter((r) => r === i + 1).length }));
  const average = ratings.length === 0 ? null : Math.round((ratings.reduce((s, r) => s + r, 0) / ratings.length) * 10) / 10;
  return { average, count: ratings.length, perValue };
}

/** A share as a whole percentage (0 when nobody answered). */
export const percentOf = (count: number, total: number): number => (total === 0 ? 0 : Math.round((count / total) * 100));

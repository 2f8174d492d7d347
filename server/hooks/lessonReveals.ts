/**
 * Quiz mode (issue 25): what a lesson's teacher may reveal and what the class is told.
 * - `revealedTasks` names quiz tasks of the lesson's plan only (multiple choice with correct
 *   choices, domain/quiz.ts `isQuizTask`): anything else is 422 `lessonRevealNotQuiz` on the
 *   relationship; a reveal cannot be taken back (422 `lessonRevealFinal`): the class has seen it.
 * - a new reveal is announced as `revealed` (with the task ids only, never the answer) and the
 *   leaderboard switched on or off as `leaderboard`, so students' screens read again.
 */
import { eq } from 'drizzle-orm';
import { lesson_plan_tasks } from '../../resources';
import { isQuizTask } from '../../domain/quiz';
import { lessonReveals } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import { publishLessonEvent } from '../live/lessonEvents';
import type { WriteContext } from './types';

const REVEALED = 'revealedTasksIds';
const k = tableOf(lesson_plan_tasks);

async function storedReveals(ctx: WriteContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ taskId: lessonReveals.to })
    .from(lessonReveals.table)
    .where(eq(lessonReveals.from, Number(ctx.record!.id)));
  return rows.map((r) => String(r.taskId));
}

async function quizTaskIdsOfPlan(ctx: WriteContext): Promise<Set<string>> {
  const rows = (await ctx.db
    .select({ id: k.columns.id!, taskType: k.columns.taskType!, correctChoices: k.columns.correctChoices! })
    .from(k.table)
    .where(eq(k.columns.lessonPlanId!, Number(ctx.record!.lessonPlanId)))) as { id: number; taskType: string; correctChoices: string[] | null }[];
  return new Set(rows.filter((r) => isQuizTask({ taskType: r.taskType, correctChoices: r.correctChoices ?? [] })).map((r) => String(r.id)));
}

/**
 * Checks an update's reveals and returns the tasks newly revealed (none when the update names
 * no reveals). Runs before the write, so it still sees the stored reveals.
 */
export async function checkReveals(ctx: WriteContext): Promise<string[]> {
  if (!(REVEALED in ctx.values)) return [];
  const asked = [...new Set((ctx.values[REVEALED] as unknown[]).map(String))];
  ctx.values[REVEALED] = asked;
  const pointer = ctx.pointerOf('revealedTasks');
  const quiz = await quizTaskIdsOfPlan(ctx);
  if (asked.some((id) => !quiz.has(id))) throw ApiError.of({ status: 422, identifier: 'lessonRevealNotQuiz', pointer });
  const stored = await storedReveals(ctx);
  if (stored.some((id) => !asked.includes(id))) throw ApiError.of({ status: 422, identifier: 'lessonRevealFinal', pointer });
  return asked.filter((id) => !stored.includes(id));
}

/** Tells the class's screens what changed: new reveals, a leaderboard switched. */
export async function announceQuiz(ctx: WriteContext & { id: string }, newlyRevealed: readonly string[]): Promise<void> {
  if (newlyRevealed.length > 0) await publishLessonEvent(ctx.db, ctx.id, 'revealed', { taskIds: newlyRevealed });
  const { values, record } = ctx;
  if ('leaderboard' in values && Boolean(values.leaderboard) !== Boolean(record!.leaderboard))
    await publishLessonEvent(ctx.db, ctx.id, 'leaderboard', { on: Boolean(values.leaderboard) });
}

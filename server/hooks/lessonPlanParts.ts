/**
 * A lesson plan's activities and tasks are written as part of their plan:
 * - a teacher (the kit's `self` grant) writes only into their own plan (403 on the relationship
 *   for a plan they can see but do not own: a colleague's shared plan, a product template; the
 *   generic check already answered 404 for one they cannot see); lesson_plan_admin admins into
 *   any plan;
 * - never into a plan in use: creating, changing or deleting a part is 422 `lessonPlanInUseEdit`
 *   (the part's plan is edited, not deleted);
 * - the part's `author` is its plan's author, and a task's `lessonPlan` is its activity's plan,
 *   so the plan's author reaches all of it and the plan's readers read it whole;
 * - a task is complete for its type (domain/taskTypes.ts), and the fields its type does not use
 *   are cleared, so switching a task from rating to discussion leaves no stale rating style (nor
 *   a multiple-choice task's correct choices, quiz mode); correct choices must be the task's own.
 */
import { eq } from 'drizzle-orm';
import { isUnscoped } from '../../resources/kit';
import { lesson_plan_activities, lesson_plans } from '../../resources';
import { TASK_CHOICES_MIN } from '../../domain/constants';
import { cleanChoices, cleanCorrectChoices, TASK_FIELD_EMPTY, TASK_TYPE_FIELDS, taskProblem, type TaskType, type TaskTypeField } from '../../domain/taskTypes';
import { tableOf } from '../db/tables';
import { ApiError, forbidden, notFound } from '../jsonapi/errors';
import { inUseError, planInUse } from './lessonPlans';
import type { ResourceHooks, WriteContext } from './types';

interface Plan {
  id: number;
  authorId: number | null;
}

async function planById(ctx: WriteContext, id: unknown): Promise<Plan> {
  const c = tableOf(lesson_plans).columns;
  const rows = (await ctx.db.select({ id: c.id!, authorId: c.authorId! }).from(tableOf(lesson_plans).table).where(eq(c.id!, Number(id)))) as Plan[];
  if (!rows[0]) throw notFound();
  return rows[0];
}

async function planOfActivity(ctx: WriteContext, activityId: unknown): Promise<Plan> {
  const c = tableOf(lesson_plan_activities).columns;
  const rows = (await ctx.db
    .select({ planId: c.lessonPlanId! })
    .from(tableOf(lesson_plan_activities).table)
    .where(eq(c.id!, Number(activityId)))) as { planId: number }[];
  if (!rows[0]) throw notFound();
  return planById(ctx, rows[0].planId);
}

/**
 * The plan may take this write: not in use, and (for a part arriving in it) the viewer's own
 * unless they manage every plan. A part already in a plan needs no second look at its owner: the
 * kit's `self` grant reached the part through its author, who is the plan's author.
 */
async function assertPlanWritable(ctx: WriteContext, plan: Plan, relation: string, arriving: boolean): Promise<void> {
  if (arriving && !ctx.grants.some(isUnscoped) && String(plan.authorId) !== ctx.viewer.id) throw forbidden(ctx.pointerOf(relation));
  if (await planInUse(ctx.db, plan.id)) throw inUseError('update', ctx.pointerOf(relation));
}

/**
 * Checks the plan the part is in before and after the write (they differ when a part moves) and
 * returns the plan it ends up in.
 */
async function checkPlans(ctx: WriteContext, relation: string, planOf: (id: unknown) => Promise<Plan>): Promise<Plan> {
  const key = `${relation}Id`;
  const before = ctx.record ? await planOf(ctx.record[key]) : undefined;
  if (before) await assertPlanWritable(ctx, before, relation, false);
  if (ctx.op === 'delete' || !(key in ctx.values) || String(ctx.values[key]) === String(ctx.record?.[key])) return before!;
  const after = await planOf(ctx.values[key]);
  await assertPlanWritable(ctx, after, relation, true);
  return after;
}

export const lessonPlanActivitiesHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const plan = await checkPlans(ctx, 'lessonPlan', (id) => planById(ctx, id));
    if (ctx.op !== 'delete') ctx.values.authorId = plan.authorId === null ? null : String(plan.authorId);
  },
};

/** The task as it will be stored: type-specific fields of other types emptied, choices cleaned. */
function applyTaskType(ctx: WriteContext): void {
  const { values, record } = ctx;
  const current = (name: string): unknown => (name in values ? values[name] : record?.[name]);
  const taskType = current('taskType') as TaskType;
  const used = new Set<TaskTypeField>(TASK_TYPE_FIELDS[taskType] ?? []);
  for (const [field, empty] of Object.entries(TASK_FIELD_EMPTY) as [TaskTypeField, unknown][]) {
    const key = field === 'content' ? 'contentId' : field;
    if (!used.has(field)) {
      const value = current(key);
      if (value != null && JSON.stringify(value) !== JSON.stringify(empty)) values[key] = empty;
    }
  }
  if (used.has('choices') && 'choices' in values) values.choices = cleanChoices(values.choices as string[] | null);
  if (used.has('correctChoices') && 'correctChoices' in values) values.correctChoices = cleanCorrectChoices(values.correctChoices as string[] | null);
  const problem = taskProblem({
    taskType,
    choices: current('choices') as string[] | null,
    multipleSelection: current('multipleSelection') as boolean | null,
    correctChoices: current('correctChoices') as string[] | null,
    ratingStyle: current('ratingStyle') as string | null,
    content: current('contentId') as string | null,
  });
  if (problem)
    throw ApiError.of({
      status: 422,
      identifier: problem.identifier,
      pointer: ctx.pointerOf(problem.field),
      ...(problem.field === 'choices' ? { values: { count: TASK_CHOICES_MIN } } : {}),
    });
}

export const lessonPlanTasksHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    const plan = await checkPlans(ctx, 'activity', (id) => planOfActivity(ctx, id));
    if (ctx.op === 'delete') return;
    ctx.values.lessonPlanId = String(plan.id);
    ctx.values.authorId = plan.authorId === null ? null : String(plan.authorId);
    applyTaskType(ctx);
  },
};

/**
 * Lessons (issue 11; seed 1, 3 and 4):
 * - starting one: the teacher is the viewer and the school theirs (a class's school for those who
 *   manage every school); the server draws the passphrase, sets the start and puts the lesson at
 *   its plan's first activity. Whether a class is named follows domain/lessons.ts `classFitsMode`:
 *   `front_no_class` names none (422 `lessonClassNotAllowed`), `front_class` needs one (422
 *   `fieldNoBlank`), `remote` may go without (the quick session, where guests type a name); a
 *   class named is an active class of the viewer's school. A plan is active at most once per
 *   class: 409 `lessonActive` (809), checked here and held by the unique index under concurrent
 *   starts (jsonapi/dbErrors.ts);
 * - changing one: ended is final (422 `lessonEnded`); ending sets the end date; the current step
 *   is an activity of the lesson's plan and, optionally, one of that activity's tasks (422
 *   `lessonStepNotInPlan`); mode, plan and class are fixed after the start (403);
 * - every change the class should see is announced as a live event (live/lessonEvents.ts): `step`
 *   for a new step or pacing, `ended` for the end; quiz reveals and the leaderboard
 *   (lessonReveals.ts) as `revealed` and `leaderboard`.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { classes, lesson_plan_activities, lesson_plan_tasks, lessons, users } from '../../resources';
import { isUnscoped } from '../../resources/kit';
import { classFitsMode, GUEST_SOURCE, newPassphrase, type TeachingMode } from '../../domain/lessons';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { lessonStudents } from '../db/queries/lessonRows';
import { endSessionsWhere } from '../auth/sessions';
import { ApiError, forbidden } from '../jsonapi/errors';
import { publishLessonEvent } from '../live/lessonEvents';
import { announceQuiz, checkReveals } from './lessonReveals';
import type { ResourceHooks, WriteContext } from './types';

const activities = tableOf(lesson_plan_activities);
const tasks = tableOf(lesson_plan_tasks);
const l = tableOf(lessons);
const guests = tableOf(users).columns;

/** Attempts at drawing a passphrase no active lesson has (about a million exist). */
const PASSPHRASE_DRAWS = 20;

/** A passphrase no active lesson uses now; the unique index refuses the rare concurrent twin. */
export async function drawPassphrase(db: Db): Promise<string> {
  for (let i = 0; i < PASSPHRASE_DRAWS; i++) {
    const passphrase = newPassphrase((bound) => randomInt(bound));
    const taken = await db.select({ id: l.columns.id! }).from(l.table).where(and(eq(l.columns.passphrase!, passphrase), eq(l.columns.state!, 'active'))).limit(1);
    if (taken.length === 0) return passphrase;
  }
  throw ApiError.of({ status: 409, identifier: 'conflict', detail: 'No free passphrase; please try again' });
}

/** The plan's first activity (its introduction is a lesson's first step), or null for an empty plan. */
export async function firstActivityId(db: Db, planId: string | number): Promise<string | null> {
  const rows = (await db
    .select({ id: activities.columns.id! })
    .from(activities.table)
    .where(eq(activities.columns.lessonPlanId!, Number(planId)))
    .orderBy(asc(activities.columns.position!), asc(activities.columns.id!))
    .limit(1)) as { id: number }[];
  return rows[0] ? String(rows[0].id) : null;
}

/** 409 `lessonActive` when the plan already has an active lesson for the class. */
export async function assertNoActiveLesson(db: Db, planId: string | number, classId: string | number | null): Promise<void> {
  if (classId === null) return;
  const rows = await db
    .select({ id: l.columns.id! })
    .from(l.table)
    .where(and(eq(l.columns.lessonPlanId!, Number(planId)), eq(l.columns.classId!, Number(classId)), eq(l.columns.state!, 'active')))
    .limit(1);
  if (rows.length > 0) throw ApiError.of({ status: 409, identifier: 'lessonActive' });
}

async function checkClass(ctx: WriteContext, mode: TeachingMode, classId: string | null): Promise<string | null> {
  const pointer = ctx.pointerOf('class');
  if (!classFitsMode(mode, classId !== null))
    throw ApiError.of({ status: 422, identifier: classId === null ? 'fieldNoBlank' : 'lessonClassNotAllowed', pointer });
  if (classId === null) return null;
  const c = tableOf(classes).columns;
  const rows = (await ctx.db
    .select({ organizationId: c.organizationId!, state: c.state! })
    .from(tableOf(classes).table)
    .where(eq(c.id!, Number(classId)))) as { organizationId: number; state: string }[];
  const found = rows[0];
  if (!found || (!ctx.grants.some(isUnscoped) && String(found.organizationId) !== ctx.viewer.organizationId))
    throw ApiError.of({ status: 404, identifier: 'notFound', pointer });
  if (found.state !== 'active') throw ApiError.of({ status: 422, identifier: 'lessonClassArchived', pointer });
  return String(found.organizationId);
}

async function beforeCreate(ctx: WriteContext): Promise<void> {
  const v = ctx.values;
  const classId = v.classId == null ? null : String(v.classId);
  const classSchool = await checkClass(ctx, v.mode as TeachingMode, classId);
  await assertNoActiveLesson(ctx.db, String(v.lessonPlanId), classId);
  v.teacherId = v.teacherId ?? ctx.viewer.id;
  v.organizationId = ctx.grants.some(isUnscoped) && classSchool !== null ? classSchool : ctx.viewer.organizationId;
  v.state = 'active';
  v.startDate = new Date();
  v.endDate = null;
  v.passphrase = await drawPassphrase(ctx.db);
  v.currentActivityId = await firstActivityId(ctx.db, String(v.lessonPlanId));
  v.currentTaskId = null;
}

const FIXED = { mode: 'mode', lessonPlan: 'lessonPlanId', class: 'classId' } as const;

/** The step asked for, checked against the lesson's plan: an activity, and a task of it or its intro. */
async function checkStep(ctx: WriteContext): Promise<void> {
  const v = ctx.values;
  const planId = Number(ctx.record!.lessonPlanId);
  if ('currentTaskId' in v && v.currentTaskId != null) {
    const rows = (await ctx.db
      .select({ activityId: tasks.columns.activityId!, planId: tasks.columns.lessonPlanId! })
      .from(tasks.table)
      .where(eq(tasks.columns.id!, Number(v.currentTaskId)))) as { activityId: number; planId: number }[];
    const task = rows[0];
    const activityAsked = 'currentActivityId' in v ? v.currentActivityId : undefined;
    if (!task || task.planId !== planId || (activityAsked != null && String(activityAsked) !== String(task.activityId)))
      throw ApiError.of({ status: 422, identifier: 'lessonStepNotInPlan', pointer: ctx.pointerOf('currentTask') });
    v.currentActivityId = String(task.activityId);
    return;
  }
  if (!('currentActivityId' in v)) return;
  if (v.currentActivityId == null) throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: ctx.pointerOf('currentActivity') });
  const rows = await ctx.db
    .select({ id: activities.columns.id! })
    .from(activities.table)
    .where(and(eq(activities.columns.id!, Number(v.currentActivityId)), eq(activities.columns.lessonPlanId!, planId)));
  if (rows.length === 0) throw ApiError.of({ status: 422, identifier: 'lessonStepNotInPlan', pointer: ctx.pointerOf('currentActivity') });
  // A new activity without a task opens at the activity's introduction.
  v.currentTaskId = null;
}

async function beforeUpdate(ctx: WriteContext): Promise<void> {
  const { record, values } = ctx;
  if (record!.state === 'ended') throw ApiError.of({ status: 422, identifier: 'lessonEnded', pointer: '/data' });
  for (const [relation, key] of Object.entries(FIXED))
    if (key in values && String(values[key] ?? '') !== String(record![key] ?? '')) throw forbidden(ctx.pointerOf(relation));
  if (values.state === 'ended') values.endDate = new Date();
  await checkStep(ctx);
  NEWLY_REVEALED.set(ctx.values, await checkReveals(ctx));
}

/** What beforeUpdate found newly revealed, for afterWrite to announce (the same write's context). */
const NEWLY_REVEALED = new WeakMap<object, string[]>();

const same = (a: unknown, b: unknown): boolean => String(a ?? '') === String(b ?? '');

export const lessonsHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op === 'create') await beforeCreate(ctx);
    else if (ctx.op === 'update') await beforeUpdate(ctx);
  },
  async afterWrite(ctx) {
    if (ctx.op !== 'update') return;
    const { record, values } = ctx;
    // A new pacing changes what students' screens follow: announced as a step, so they refetch.
    const moved = ['currentActivityId', 'currentTaskId', 'pacing'].some((k) => k in values && !same(values[k], record![k]));
    if (moved) {
      const activityId = 'currentActivityId' in values ? values.currentActivityId : record!.currentActivityId;
      const taskId = 'currentTaskId' in values ? values.currentTaskId : record!.currentTaskId;
      await publishLessonEvent(ctx.db, ctx.id, 'step', { activityId: activityId == null ? null : String(activityId), taskId: taskId == null ? null : String(taskId) });
    }
    if (values.state === 'ended' && record!.state !== 'ended') await afterLessonEnded(ctx.db, ctx.id);
    await announceQuiz(ctx, NEWLY_REVEALED.get(ctx.values) ?? []);
  },
};

/** Ends an active lesson in the transaction `db`, announcing it; false when it had already ended. */
export async function endLesson(db: Db, lessonId: string): Promise<boolean> {
  const rows = await db
    .update(l.table)
    .set({ state: 'ended', endDate: sql`now()` })
    .where(and(eq(l.columns.id!, Number(lessonId)), eq(l.columns.state!, 'active')))
    .returning({ id: l.columns.id! });
  if (rows.length === 0) return false;
  await afterLessonEnded(db, lessonId);
  return true;
}

/**
 * What follows a lesson's end, however it ended: its screens are told, and its guests' sessions
 * end (a guest is a person of this one lesson, routes/passphraseLogins.ts, so their token opens
 * nothing once it is over). A class's students keep theirs: they belong to the school.
 */
async function afterLessonEnded(db: Db, lessonId: string): Promise<void> {
  const joined = db.select({ id: lessonStudents.studentId }).from(lessonStudents).where(eq(lessonStudents.lessonId, Number(lessonId)));
  await endSessionsWhere(db, and(eq(guests.source!, GUEST_SOURCE), inArray(guests.id!, joined)));
  await publishLessonEvent(db, lessonId, 'ended');
}

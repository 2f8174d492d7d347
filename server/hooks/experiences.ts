/**
 * Answers (experiences, issue 11; seed 3):
 * - only a student who joined the lesson answers in it (401 `userNotAuthorized`, also for a
 *   lesson of another class or school: asked before anything about the lesson is looked up, so
 *   it says nothing about the lesson either); those who manage every school are not asked;
 * - a resent answer (the same actor and `idempotencyKey`) is a replay: nothing is written and the
 *   stored answer comes back with 200 (routes answer 200 for AlreadyCreated);
 * - never in an ended lesson (422 `lessonEnded`), only to a task of the lesson's plan that takes
 *   answers (422 `lessonStepNotInPlan` / `taskNotAnswerable` on entity), in the task type's shape
 *   (422 `answerInvalid` on the field; the fields the type does not use are cleared); never to a
 *   quiz task the teacher has revealed in the lesson (422 `quizAnswerRevealed`, issue 25: the
 *   class has seen the answer, so the scores stay fair);
 * - one per student, task and lesson: another is 409 `answerExists` with meta.existing_id (PATCH
 *   that one instead), held by the unique index under concurrent posts;
 * - the actor is the viewer, the school the lesson's; the task and lesson never change after;
 * - the seed's client names the task and the actor but not the lesson (`contexts`): the lesson
 *   is then the student's active one whose plan has the task;
 * - each create and change is announced as `answered` (live/lessonEvents.ts).
 */
import { and, desc, eq } from 'drizzle-orm';
import { experiences, lesson_plan_tasks, lessons } from '../../resources';
import { isUnscoped } from '../../resources/kit';
import { ANSWER_TEXT_MAX, ANSWERABLE_TASK_TYPES, RATING_TOTAL } from '../../domain/lessons';
import type { Db } from '../db/client';
import { lessonReveals, lessonStudents } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import { ApiError, forbidden } from '../jsonapi/errors';
import { isRecordId } from '../jsonapi/recordId';
import { recordAnswer } from '../lessonProgress/lastSeen';
import { publishLessonEvent } from '../live/lessonEvents';
import { AlreadyCreated, type ResourceHooks, type WriteContext } from './types';

const e = tableOf(experiences);
const l = tableOf(lessons);
const k = tableOf(lesson_plan_tasks);

interface LessonFacts {
  state: string;
  organizationId: number | null;
  lessonPlanId: number;
}

interface TaskFacts {
  taskType: string;
  choices: string[] | null;
  multipleSelection: boolean | null;
  lessonPlanId: number | null;
}

const idOf = (v: unknown): number | undefined => {
  const s = v == null ? undefined : String(v);
  return s !== undefined && isRecordId(s) ? Number(s) : undefined;
};

async function hasJoined(db: Db, lessonId: number, studentId: string): Promise<boolean> {
  const rows = await db
    .select({ lessonId: lessonStudents.lessonId })
    .from(lessonStudents)
    .where(and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.studentId, Number(studentId))));
  return rows.length > 0;
}

async function lessonFacts(db: Db, lessonId: number): Promise<LessonFacts | undefined> {
  const rows = (await db
    .select({ state: l.columns.state!, organizationId: l.columns.organizationId!, lessonPlanId: l.columns.lessonPlanId! })
    .from(l.table)
    .where(eq(l.columns.id!, lessonId))) as LessonFacts[];
  return rows[0];
}

async function taskFacts(db: Db, taskId: number): Promise<TaskFacts | undefined> {
  const rows = (await db
    .select({ taskType: k.columns.taskType!, choices: k.columns.choices!, multipleSelection: k.columns.multipleSelection!, lessonPlanId: k.columns.lessonPlanId! })
    .from(k.table)
    .where(eq(k.columns.id!, taskId))) as TaskFacts[];
  return rows[0];
}

const invalid = (ctx: WriteContext, field: string): ApiError => ApiError.of({ status: 422, identifier: 'answerInvalid', pointer: ctx.pointerOf(field) });

/** The answer as it will be stored: in the task type's shape, the other types' fields empty. */
function shapeAnswer(ctx: WriteContext, task: TaskFacts): void {
  const { values, record } = ctx;
  const current = (name: string): unknown => (name in values ? values[name] : record?.[name]);
  const clear = (name: string, empty: unknown): void => {
    const v = current(name);
    if (v != null && JSON.stringify(v) !== JSON.stringify(empty)) values[name] = empty;
  };
  if (task.taskType === 'multiple_choice') {
    const chosen = (current('choices') as string[] | null) ?? [];
    const count = task.choices?.length ?? 0;
    const indexes = chosen.map((c) => (/^\d+$/.test(c) ? Number(c) : -1));
    if (indexes.some((i) => i < 0 || i >= count) || new Set(indexes).size !== indexes.length) throw invalid(ctx, 'choices');
    if (!task.multipleSelection && indexes.length > 1) throw invalid(ctx, 'choices');
  } else clear('choices', []);
  if (task.taskType === 'rating') {
    const rating = current('rating');
    if (rating != null && (!Number.isInteger(rating) || (rating as number) < 1 || (rating as number) > RATING_TOTAL)) throw invalid(ctx, 'rating');
  } else clear('rating', null);
  if (task.taskType === 'discussion') {
    const text = current('answerText');
    if (typeof text === 'string' && text.length > ANSWER_TEXT_MAX) throw invalid(ctx, 'answerText');
  } else clear('answerText', null);
}

/** The lesson is still on and the task one of its plan that takes answers. */
async function checkLessonAndTask(ctx: WriteContext, lessonId: number | undefined, taskId: number | undefined): Promise<LessonFacts> {
  const lesson = lessonId === undefined ? undefined : await lessonFacts(ctx.db, lessonId);
  if (!lesson) throw ApiError.of({ status: 404, identifier: 'notFound', pointer: ctx.pointerOf('lesson') });
  if (lesson.state !== 'active') throw ApiError.of({ status: 422, identifier: 'lessonEnded', pointer: '/data' });
  const task = taskId === undefined ? undefined : await taskFacts(ctx.db, taskId);
  if (!task || task.lessonPlanId !== lesson.lessonPlanId)
    throw ApiError.of({ status: 422, identifier: 'lessonStepNotInPlan', pointer: ctx.pointerOf('entity') });
  if (!(ANSWERABLE_TASK_TYPES as readonly string[]).includes(task.taskType))
    throw ApiError.of({ status: 422, identifier: 'taskNotAnswerable', pointer: ctx.pointerOf('entity') });
  // Quiz mode (issue 25): once the class has seen the answer, an answer is neither given nor changed.
  const revealed = await ctx.db
    .select({ taskId: lessonReveals.to })
    .from(lessonReveals.table)
    .where(and(eq(lessonReveals.from, lessonId!), eq(lessonReveals.to, taskId!)));
  if (revealed.length > 0) throw ApiError.of({ status: 422, identifier: 'quizAnswerRevealed', pointer: ctx.pointerOf('entity') });
  shapeAnswer(ctx, task);
  return lesson;
}

async function beforeCreate(ctx: WriteContext): Promise<void> {
  const v = ctx.values;
  const lessonId = idOf(v.lessonId);
  const taskId = idOf(v.entityId);
  const lesson = await checkLessonAndTask(ctx, lessonId, taskId);
  v.actorId = v.actorId ?? ctx.viewer.id;
  v.organizationId = lesson.organizationId === null ? null : String(lesson.organizationId);
  const existing = (await ctx.db
    .select({ id: e.columns.id! })
    .from(e.table)
    .where(and(eq(e.columns.actorId!, Number(v.actorId)), eq(e.columns.entityId!, taskId!), eq(e.columns.lessonId!, lessonId!)))) as { id: number }[];
  if (existing[0]) throw ApiError.of({ status: 409, identifier: 'answerExists', meta: { existing_id: String(existing[0].id) } });
}

async function beforeUpdate(ctx: WriteContext): Promise<void> {
  const { values, record } = ctx;
  for (const relation of ['entity', 'lesson'])
    if (`${relation}Id` in values && String(values[`${relation}Id`]) !== String(record![`${relation}Id`])) throw forbidden(ctx.pointerOf(relation));
  await checkLessonAndTask(ctx, idOf(record!.lessonId), idOf(record!.entityId));
}

/** The active lesson the student joined whose plan has the task, newest first. */
async function lessonOfTask(db: Db, studentId: string, taskId: number): Promise<number | undefined> {
  const [row] = (await db
    .select({ id: l.columns.id! })
    .from(lessonStudents)
    .innerJoin(l.table, and(eq(l.columns.id!, lessonStudents.lessonId), eq(l.columns.state!, 'active')))
    .innerJoin(k.table, and(eq(k.columns.lessonPlanId!, l.columns.lessonPlanId!), eq(k.columns.id!, taskId)))
    .where(eq(lessonStudents.studentId, Number(studentId)))
    .orderBy(desc(l.columns.id!))
    .limit(1)) as { id: number }[];
  return row?.id;
}

export const experiencesHooks: ResourceHooks = {
  async completeCreate({ db, viewer, values, sent }) {
    const taskId = idOf(values.entityId);
    if (sent.has('lesson') || taskId === undefined) return;
    const lessonId = await lessonOfTask(db, viewer.id, taskId);
    if (lessonId !== undefined) values.lessonId = String(lessonId);
  },
  async beforeTargets(ctx) {
    if (ctx.op !== 'create') return;
    const key = ctx.values.idempotencyKey;
    if (typeof key === 'string' && key !== '') {
      const rows = (await ctx.db
        .select({ id: e.columns.id! })
        .from(e.table)
        .where(and(eq(e.columns.actorId!, Number(ctx.viewer.id)), eq(e.columns.idempotencyKey!, key)))) as { id: number }[];
      if (rows[0]) throw new AlreadyCreated(String(rows[0].id));
    }
    if (ctx.grants.some(isUnscoped)) return;
    const lessonId = idOf(ctx.values.lessonId);
    if (lessonId === undefined || !(await hasJoined(ctx.db, lessonId, ctx.viewer.id)))
      throw ApiError.of({ status: 401, identifier: 'userNotAuthorized' });
  },
  async beforeWrite(ctx) {
    if (ctx.op === 'create') await beforeCreate(ctx);
    else if (ctx.op === 'update') await beforeUpdate(ctx);
  },
  async afterWrite(ctx) {
    if (ctx.op === 'delete') return;
    const pick = (name: string): unknown => (name in ctx.values ? ctx.values[name] : ctx.record?.[name]);
    const [lessonId, actorId, taskId] = [idOf(pick('lessonId')), idOf(pick('actorId')), idOf(pick('entityId'))];
    // The Students grid: the student is seen now, and on this task if their app has not said a step.
    if (lessonId !== undefined && actorId !== undefined && taskId !== undefined) await recordAnswer(ctx.db, lessonId, actorId, taskId);
    await publishLessonEvent(ctx.db, String(pick('lessonId')), 'answered', {
      experienceId: ctx.id,
      taskId: String(pick('entityId')),
      studentId: pick('actorId') == null ? null : String(pick('actorId')),
    });
  },
};

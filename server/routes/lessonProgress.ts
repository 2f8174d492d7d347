/**
 * Everyone's progress in a lesson, and a student's own step (issue 25, the teacher's Students grid).
 *
 * | Method | Path                    | Result |
 * |--------|-------------------------|--------|
 * | GET    | /lessons/{id}/progress  | 200 one `lessonProgress` per student of the lesson's roster (lessonProgress/roster.ts): attributes `first_name`, `last_name`, `username`, `joined`, `joined_at`, `last_seen_at`, `answered` (the step's task; null where it takes no answer or not joined); relationships `student`, `current_activity`, `current_task` (the student's step, null when not joined); `meta.total`. 401 without a token; 404 a lesson the viewer cannot read; 403 for one they read but may not follow (its students and guests: domain/lessonProgress.ts `mayReadLessonProgress`) |
 * | POST   | /lessons/{id}/progress  | 204 a joined student's step in a student-paced lesson (`activity_id`, `task_id` or null), announced as `progress`; 403 for a reader who has not joined; 422 `lessonEnded`, `lessonStepNotInPlan` |
 *
 * Last seen is refreshed by these moves, answers and an open event stream (lessonProgress/lastSeen.ts).
 * Errors are JSON:API documents.
 */
import type { FastifyInstance } from 'fastify';
import { LESSON_PROGRESS_PATH, LESSON_PROGRESS_TYPE, mayReadLessonProgress } from '../../domain/lessonProgress';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { ApiError, forbidden } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { recordExists } from '../db/queries/records';
import { lesson_plan_activities, lesson_plan_tasks } from '../../resources';
import { defineAction, text } from '../../resources/kit';
import { isRecordId, parseId } from '../jsonapi/recordId';
import { readableRecord, readContext } from '../jsonapi/routes';
import { recordStep } from '../lessonProgress/lastSeen';
import { readProgress, type ProgressRecord } from '../lessonProgress/read';
import { publishLessonEvent } from '../live/lessonEvents';

const lessonDef: ResourceDef = lessons;

const related = (type: string, id: string | null) => ({ data: id === null ? null : { type, id } });

function resourceObject(lessonId: string, p: ProgressRecord) {
  return {
    type: LESSON_PROGRESS_TYPE,
    id: `${lessonId}-${p.studentId}`,
    attributes: {
      first_name: p.firstName,
      last_name: p.lastName,
      username: p.username,
      joined: p.joined,
      joined_at: p.joinedAt,
      last_seen_at: p.lastSeenAt,
      answered: p.answered,
    },
    relationships: {
      student: related('users', p.studentId),
      current_activity: related('lessonPlanActivities', p.activityId),
      current_task: related('lessonPlanTasks', p.taskId),
    },
  };
}

const notInPlan = (field: string): ApiError => ApiError.of({ status: 422, identifier: 'lessonStepNotInPlan', pointer: `/data/attributes/${field}` });
const idField = (value: string, field: string): number => {
  if (!isRecordId(value)) throw ApiError.of({ status: 422, identifier: 'invalidField', pointer: `/data/attributes/${field}` });
  return Number(value);
};

/** The step: its activity and (optionally) task ids, as numbers or strings; each must be a record id. */
const STEP_BODY = defineAction({ type: LESSON_PROGRESS_TYPE, attributes: { activityId: text({ required: true }), taskId: text() } });

/** The step asked for, checked against the lesson's plan: the activity is the plan's, the task (if any) the activity's. */
async function stepOf(db: Db, planId: number, body: unknown): Promise<{ activityId: number; taskId: number | null }> {
  const a = readAction(STEP_BODY, body).values;
  const activityId = idField(a.activityId, 'activity_id');
  const taskId = a.taskId == null ? null : idField(a.taskId, 'task_id');
  if (!(await recordExists(db, lesson_plan_activities, { id: activityId, lessonPlanId: planId }))) throw notInPlan('activity_id');
  if (taskId !== null && !(await recordExists(db, lesson_plan_tasks, { id: taskId, activityId }))) throw notInPlan('task_id');
  return { activityId, taskId };
}

export function registerLessonProgressRoutes(app: FastifyInstance): void {
  const getDoc = { tag: 'lessons', summary: "Everyone's progress in a lesson: each student of its class (or guest) with joined, step, answered and last seen; its teacher and the school's organisation admins" };
  app.get<{ Params: { id: string } }>(`/lessons/:id/${LESSON_PROGRESS_PATH}`, { config: { doc: getDoc } }, async (req) => {
    const ctx = readContext(app, req);
    const lessonId = parseId(req.params.id);
    const lesson = await readableRecord(ctx, lessonDef, req.params.id);
    if (!mayReadLessonProgress(ctx.viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId })) throw forbidden();
    const records = await readProgress(ctx.db, lessonId);
    return { data: records.map((p) => resourceObject(String(lessonId), p)), meta: { total: records.length } };
  });

  const postDoc = { tag: 'lessons', summary: "A joined student's own step in a student-paced lesson (activity_id, task_id)", status: 204, body: STEP_BODY };
  app.post<{ Params: { id: string } }>(`/lessons/:id/${LESSON_PROGRESS_PATH}`, { config: { doc: postDoc } }, async (req, reply) => {
    const ctx = readContext(app, req);
    const lessonId = parseId(req.params.id);
    const lesson = await readableRecord(ctx, lessonDef, req.params.id);
    if (lesson.state !== 'active') throw ApiError.of({ status: 422, identifier: 'lessonEnded', pointer: '/data' });
    const step = await stepOf(ctx.db, Number(lesson.lessonPlanId), req.body);
    const studentId = Number(ctx.viewer.id);
    await ctx.db.transaction(async (tx) => {
      const db: Db = tx;
      if (!(await recordStep(db, lessonId, studentId, step.activityId, step.taskId))) throw forbidden();
      await publishLessonEvent(db, lessonId, 'progress', {
        studentId: String(studentId),
        activityId: String(step.activityId),
        taskId: step.taskId === null ? null : String(step.taskId),
      });
    });
    return reply.code(204).send();
  });
}

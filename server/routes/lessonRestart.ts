/**
 * Restarting a lesson (issue 11; seed 4: an ended lesson is never resumed).
 *
 * | Method | Path                   | Result                                                                 |
 * |--------|------------------------|------------------------------------------------------------------------|
 * | POST   | /lessons/{id}/restart  | 201 the new lesson (Location header); 404 a lesson you cannot read; 403 one you may not change (806 `licenceNeeded`: a teacher whose school has no live licence); 409 `lessonActive` when the class has another active lesson of the plan |
 *
 * In one transaction: the lesson ends (if still active) and a new active lesson starts with the
 * same plan, class, mode, pacing, teacher and school, a new passphrase and its plan's first step.
 * The old lesson's streams hear `ended` and `restarted` {lessonId} (the new one) on commit.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { assertNoActiveLesson, drawPassphrase, endLesson, firstActivityId } from '../hooks/lessons';
import { assertLicensedToTeach } from '../hooks/teachingLicence';
import { translateDbError } from '../jsonapi/dbErrors';
import { reachableRecord } from '../jsonapi/mutate';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { parseId } from '../jsonapi/recordId';
import { readContext, showDocument } from '../jsonapi/routes';
import { publishLessonEvent } from '../live/lessonEvents';

const lessonDef: ResourceDef = lessons;

/** The new active lesson: the old one's plan, class, school, teacher, mode and pacing, a new passphrase, its plan's first step. */
async function startAgain(db: Db, old: Record<string, unknown>, activityId: unknown): Promise<number> {
  const idOrNull = (v: unknown): number | null => (v == null ? null : Number(v));
  const { table, columns } = tableOf(lessonDef);
  const [row] = (await db
    .insert(table)
    .values({
      lessonPlanId: Number(old.lessonPlanId),
      classId: idOrNull(old.classId),
      organizationId: idOrNull(old.organizationId),
      teacherId: idOrNull(old.teacherId),
      mode: String(old.mode),
      pacing: String(old.pacing),
      state: 'active',
      passphrase: await drawPassphrase(db),
      startDate: sql`now()`,
      currentActivityId: idOrNull(activityId),
    })
    .returning({ id: columns.id! })) as { id: number }[];
  return row!.id;
}

export function registerLessonRestartRoute(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/lessons/:id/restart', { config: { doc: { tag: 'lessons', summary: 'Ends a lesson and starts it again with a new passphrase (the same plan and class)', status: 201, body: 'none' } } }, async (req, reply) => {
    const ctx = readContext(app, req);
    parseId(req.params.id);
    const { record, grants } = await reachableRecord(ctx, lessonDef, req.params.id, 'update');
    // A restart starts a lesson: a teacher needs a live licence, as for the first start.
    await assertLicensedToTeach(ctx.db, ctx.viewer, grants, app.now());
    const planId = Number(record.lessonPlanId);
    const classId = record.classId == null ? null : Number(record.classId);
    const id = await translateDbError(lessonDef, undefined, () =>
      ctx.db.transaction(async (tx) => {
        const db: Db = tx;
        await endLesson(db, record.id);
        await assertNoActiveLesson(db, planId, classId);
        const activityId = await firstActivityId(db, planId);
        const newId = String(await startAgain(db, record, activityId));
        await publishLessonEvent(db, record.id, 'restarted', { lessonId: newId });
        return newId;
      }),
    );
    const doc = await showDocument(ctx, lessonDef, id, parseReadQuery(lessonDef, req.query as RawQuery));
    return reply.code(201).header('location', `${app.apiBase}/${lessonDef.name}/${id}`).send(doc);
  });
}

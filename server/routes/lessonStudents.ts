/**
 * Releasing a name taken in a lesson (issue 25).
 *
 * | Method | Path                                  | Result |
 * |--------|---------------------------------------|--------|
 * | DELETE | /lessons/{id}/students/{studentId}    | 204 the student's join is forgotten; 401 without a token; 404 a lesson the viewer cannot read or a student who has not joined it; 403 for a viewer who reads the lesson but may not release (domain/lessonNames.ts `mayReleaseName`) |
 *
 * A name is held by the device that joined with it (server/routes/passphraseLogins.ts). Releasing
 * forgets that join, so another device may take the name, and ends the old device's session (the
 * student's token version moves on), so two devices never answer as one student. Answers already
 * given stay. Errors are JSON:API documents.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { mayReleaseName } from '../../domain/lessonNames';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { queryRows, type Db } from '../db/client';
import { forbidden, notFound } from '../jsonapi/errors';
import { parseId } from '../jsonapi/recordId';
import { readableRecord, readContext } from '../jsonapi/routes';

const lessonDef = lessons as unknown as ResourceDef;

export function registerLessonStudentsRoute(app: FastifyInstance): void {
  app.delete<{ Params: { id: string; studentId: string } }>('/lessons/:id/students/:studentId', async (req, reply) => {
    const ctx = readContext(app, req);
    parseId(req.params.id);
    const studentId = parseId(req.params.studentId);
    const lesson = await readableRecord(ctx, lessonDef, req.params.id);
    if (!mayReleaseName(ctx.viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId })) throw forbidden();
    const released = await ctx.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const rows = await queryRows<{ student_id: number }>(
        db,
        sql`DELETE FROM lesson_students WHERE lesson_id = ${Number(lesson.id)} AND student_id = ${studentId} RETURNING student_id`,
      );
      if (rows.length > 0) await db.execute(sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${studentId}`);
      return rows.length > 0;
    });
    if (!released) throw notFound('This student has not joined the lesson.');
    return reply.code(204).send();
  });
}

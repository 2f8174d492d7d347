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
 * given stay. The release is announced as `released` (`studentId`). Errors are JSON:API documents.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { mayReleaseName } from '../../domain/lessonNames';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { endSessions } from '../auth/sessions';
import type { Db } from '../db/client';
import { lessonStudents } from '../db/queries/lessonRows';
import { forbidden, notFound } from '../jsonapi/errors';
import { parseId } from '../jsonapi/recordId';
import { readableRecord, readContext } from '../jsonapi/routes';
import { publishLessonEvent } from '../live/lessonEvents';
import { registerLessonProgressRoutes } from './lessonProgress';

const lessonDef: ResourceDef = lessons;

/** The lesson's students: releasing one (here) and everyone's progress (lessonProgress.ts, the Students grid). */
export function registerLessonStudentsRoute(app: FastifyInstance): void {
  registerLessonProgressRoutes(app);
  const doc = { tag: 'lessons', summary: "Releases a student's name in a lesson (another device may take it; their session ends), announced as released", status: 204 };
  app.delete<{ Params: { id: string; studentId: string } }>('/lessons/:id/students/:studentId', { config: { doc } }, async (req, reply) => {
    const ctx = readContext(app, req);
    parseId(req.params.id);
    const studentId = parseId(req.params.studentId);
    const lesson = await readableRecord(ctx, lessonDef, req.params.id);
    if (!mayReleaseName(ctx.viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId })) throw forbidden();
    const released = await ctx.db.transaction(async (tx) => {
      const db: Db = tx;
      const rows = await db
        .delete(lessonStudents)
        .where(and(eq(lessonStudents.lessonId, Number(lesson.id)), eq(lessonStudents.studentId, studentId)))
        .returning({ studentId: lessonStudents.studentId });
      if (rows.length === 0) return false;
      await endSessions(db, studentId);
      // The teacher's other screens refetch; the released device (its stream opened before the
      // token moved on) goes back to "who are you".
      await publishLessonEvent(db, lesson.id, 'released', { studentId: String(studentId) });
      return true;
    });
    if (!released) throw notFound('This student has not joined the lesson.');
    return reply.code(204).send();
  });
}

/**
 * Who reads which lesson (issue 11): its teacher, their school's organisation admins, and the
 * students who joined it (`lesson_students`, written by the passphrase login); those who manage
 * every school (super users, org_admin admins) all of them; nobody else, whatever the `anyone`
 * grant of the permission table says (it only lets students in, to be narrowed here).
 * GET /lessons/{id}/events asks the same rule (routes/lessonEvents.ts).
 */
import { and, eq, exists, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import { lessons } from '../../resources';
import type { Viewer } from '../auth/viewer';
import { lessonStudents, subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import type { ResourceReader } from './types';

const l = tableOf(lessons);
// Aliased as before: the column a caller passes may itself be one of lesson_students.
const ls = alias(lessonStudents, 'ls');

/** The lessons a viewer joined, as a condition on a lesson id column. */
export function joinedLessonSql(lessonId: PgColumn, viewer: Viewer): SQL {
  return exists(
    subqueries
      .select({ one: sql`1` })
      .from(ls)
      .where(and(eq(ls.lessonId, lessonId), eq(ls.studentId, Number(viewer.id)))),
  );
}

export const lessonsReader: ResourceReader = {
  visible(viewer, grants) {
    if (grants.some((g) => g === 'super' || g === 'all')) return undefined;
    const own = eq(l.columns.teacherId!, Number(viewer.id));
    const school = viewer.organizationAdmin && viewer.organizationId !== null ? eq(l.columns.organizationId!, Number(viewer.organizationId)) : undefined;
    return or(own, school, joinedLessonSql(l.columns.id!, viewer));
  },
};

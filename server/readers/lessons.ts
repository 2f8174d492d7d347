/**
 * Who reads which lesson (issue 11): its teacher, their school's organisation admins, and the
 * students who joined it (`lesson_students`, written by the passphrase login); those who manage
 * every school (super users, org_admin admins) all of them; nobody else, whatever the `anyone`
 * grant of the permission table says (it only lets students in, to be narrowed here).
 * GET /lessons/{id}/events asks the same rule (routes/lessonEvents.ts).
 */
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { lessons } from '../../resources';
import type { Viewer } from '../auth/viewer';
import { tableOf } from '../db/tables';
import type { ResourceReader } from './types';

const l = tableOf(lessons);

/** The lessons a viewer joined, as a condition on a lesson id column. */
export function joinedLessonSql(lessonId: PgColumn, viewer: Viewer): SQL {
  return sql`exists (select 1 from lesson_students ls where ls.lesson_id = ${lessonId} and ls.student_id = ${Number(viewer.id)})`;
}

export const lessonsReader: ResourceReader = {
  visible(viewer, grants) {
    if (grants.some((g) => g === 'super' || g === 'all')) return undefined;
    const own = eq(l.columns.teacherId!, Number(viewer.id));
    const school = viewer.organizationAdmin && viewer.organizationId !== null ? eq(l.columns.organizationId!, Number(viewer.organizationId)) : undefined;
    return or(own, school, joinedLessonSql(l.columns.id!, viewer));
  },
};

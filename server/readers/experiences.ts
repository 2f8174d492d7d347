/**
 * Who reads which answer (issue 11): the teacher of the answer's lesson, the school's
 * organisation admins (through the permission table's orgAdmin grant), and a student their own;
 * those who manage every school all of them. A teacher's `org` grant alone reaches the school's
 * answers: narrowed here to their own lessons'.
 */
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { experiences, lessons } from '../../resources';
import { subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import type { ResourceReader } from './types';

const e = tableOf(experiences);
const l = tableOf(lessons);

export const experiencesReader: ResourceReader = {
  visible(viewer, grants) {
    if (grants.some((g) => g === 'super' || g === 'all')) return undefined;
    const own = eq(e.columns.actorId!, Number(viewer.id));
    const school =
      grants.includes('orgAdmin') && viewer.organizationId !== null ? eq(e.columns.organizationId!, Number(viewer.organizationId)) : undefined;
    const taught = exists(
      subqueries
        .select({ one: sql`1` })
        .from(l.table)
        .where(and(eq(l.columns.id!, e.columns.lessonId!), eq(l.columns.teacherId!, Number(viewer.id)))),
    );
    return or(own, school, taught);
  },
};

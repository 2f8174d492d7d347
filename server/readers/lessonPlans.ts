/**
 * Lesson plans (seed 2.6 and 4): lesson_plan_admin admins (and super users) see every plan.
 * Teachers (and internal admins) see the product's plans (no school, no author), their own, and
 * those a colleague shared with their school (`sharedWithSchool`, same organisation): never
 * another school's. Parents, students and home students see none, except that a student reads the
 * plan of a lesson they joined (issue 11), never its `teacherNotes` (nor its activities' and
 * tasks', withheld by `withholdTeacherNotes`). `inUse` is true when a lesson
 * references the plan (one query per page, lessonPlanUse.ts).
 * Activities and tasks are read exactly when their plan is (lessonPlanParts.ts, via planVisibleSql).
 */
import { and, eq, exists, isNull, or, sql, type SQL } from 'drizzle-orm';
import { lesson_plans, lessons } from '../../resources';
import { TEACHING_ROLES } from '../../resources/lesson_plans/schema';
import type { UserRole } from '../../domain/roles';
import type { Viewer } from '../auth/viewer';
import { isOrganizationAdmin } from '../../resources/kit';
import { lessonStudents as ls, subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import { plansInUse } from './lessonPlanUse';
import { managesEverything } from './managers';
import type { AppRecord } from '../jsonapi/repository';
import type { ResourceReader } from './types';

const p = tableOf(lesson_plans).columns;
const l = tableOf(lessons);
const PLAN_READERS: readonly UserRole[] = [...TEACHING_ROLES, 'admin'];

/** The plans this viewer may read, as a condition on `lesson_plans`; undefined: all of them. */
export function planVisibleSql(viewer: Viewer): SQL | undefined {
  if (managesEverything(lesson_plans, viewer)) return undefined;
  if (!PLAN_READERS.includes(viewer.role)) return joinedLessonPlan(viewer);
  // A plan with a school or an author is someone's, even if one of the two is missing.
  const product = and(isNull(p.organizationId!), isNull(p.authorId!));
  const own = eq(p.authorId!, Number(viewer.id));
  const school = viewer.organizationId === null ? undefined : and(eq(p.sharedWithSchool!, true), eq(p.organizationId!, Number(viewer.organizationId)));
  return or(product, own, school, taughtInMySchool(viewer));
}

/**
 * For a school's organisation admins, the plans of the lessons taught in their school: they read
 * those lessons (readers/lessons.ts), so they read what was taught in them, shared or not.
 */
function taughtInMySchool(viewer: Viewer): SQL | undefined {
  if (viewer.organizationId === null || !isOrganizationAdmin(viewer)) return undefined;
  const taught = and(eq(l.columns.lessonPlanId!, p.id!), eq(l.columns.organizationId!, Number(viewer.organizationId)));
  return exists(subqueries.select({ one: sql`1` }).from(l.table).where(taught));
}

/** Plans of the lessons the viewer joined by passphrase (lesson_students). */
function joinedLessonPlan(viewer: Viewer): SQL {
  return exists(
    subqueries
      .select({ one: sql`1` })
      .from(l.table)
      .innerJoin(ls, eq(ls.lessonId, l.columns.id!))
      .where(and(eq(l.columns.lessonPlanId!, p.id!), eq(ls.studentId, Number(viewer.id)))),
  );
}

/** Whether the viewer reads plans only as a lesson's student: they never see the teacher's notes. */
export function readsAsStudent(viewer: Viewer): boolean {
  return !managesEverything(lesson_plans, viewer) && !PLAN_READERS.includes(viewer.role);
}

/** Blanks `teacherNotes` of plans, activities and tasks read by a student. */
export function withholdTeacherNotes(viewer: Viewer, records: AppRecord[]): void {
  if (!readsAsStudent(viewer)) return;
  for (const record of records) record.teacherNotes = null;
}

export const lessonPlansReader: ResourceReader = {
  visible: (viewer) => planVisibleSql(viewer),

  async present(ctx, records) {
    if (records.length === 0) return;
    withholdTeacherNotes(ctx.viewer, records);
    const used = await plansInUse(ctx.db, records.map((r) => r.id));
    for (const record of records) record.inUse = used.has(record.id);
  },
};

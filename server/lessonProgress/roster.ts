/**
 * Everyone a lesson knows (issue 25), the one set every screen numbers shared names over
 * (domain/lessonNames.ts `distinctNames`): its class's students as the student app's picker lists
 * them (active class, active student accounts), plus whoever joined (guests of a class-less
 * lesson) or answered in it. The Students grid lists exactly these; the report file numbers over
 * them. A subquery, so each reader selects what it needs with it.
 */
import { and, eq, isNotNull, isNull, type SQLWrapper } from 'drizzle-orm';
import { classes, experiences, lessons, users } from '../../resources';
import { lessonStudents, subqueries } from '../db/queries/lessonRows';
import { joinTableOf, tableOf } from '../db/tables';

const l = tableOf(lessons);
const c = tableOf(classes);
const u = tableOf(users);
const e = tableOf(experiences);
const classStudents = joinTableOf(classes.relationships.students.through!);

/** The student ids (one column) of the lesson's roster; `lessonId` must be a parsed record id. */
export function rosterIds(lessonId: number): SQLWrapper {
  const ofClass = subqueries
    .select({ id: classStudents.to })
    .from(l.table)
    .innerJoin(c.table, and(eq(c.columns.id!, l.columns.classId!), eq(c.columns.state!, 'active')))
    .innerJoin(classStudents.table, eq(classStudents.from, c.columns.id!))
    .innerJoin(u.table, and(eq(u.columns.id!, classStudents.to), eq(u.columns.role!, 'student'), isNull(u.columns.archivedAt!)))
    .where(eq(l.columns.id!, lessonId));
  const joined = subqueries.select({ id: lessonStudents.studentId }).from(lessonStudents).where(eq(lessonStudents.lessonId, lessonId));
  const answered = subqueries
    .select({ id: e.columns.actorId! })
    .from(e.table)
    .where(and(eq(e.columns.lessonId!, lessonId), isNotNull(e.columns.actorId!)));
  return ofClass.union(joined).union(answered);
}

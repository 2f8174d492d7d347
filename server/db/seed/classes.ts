/**
 * Demo classes: two per school, each with a few of the school's generated students.
 * Idempotent: a class is looked up by school and name, its membership rows inserted only when missing.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { classes, users } from '../../../resources';
import type { Db } from '../client';
import { joinTableOf, tableOf } from '../tables';
import { ensure } from './ensure';

const CLASS_NAMES = ['Year 7 Oak', 'Year 8 Ash'] as const;
const STUDENTS_PER_CLASS = 4;

export async function seedClasses(db: Db, schools: readonly number[]): Promise<void> {
  const through = classes.relationships.students.through;
  if (!through) return;
  const jt = joinTableOf(through);
  const u = tableOf(users).columns;
  for (const organizationId of schools) {
    const students = (await db
      .select({ id: u.id! })
      .from(tableOf(users).table)
      .where(and(eq(u.organizationId!, organizationId), eq(u.role!, 'student'), isNull(u.archivedAt!)))
      .orderBy(asc(u.id!))
      .limit(CLASS_NAMES.length * STUDENTS_PER_CLASS)) as { id: number }[];
    for (const [i, className] of CLASS_NAMES.entries()) {
      const classId = await ensure(db, classes, { organizationId, className });
      const members = students.slice(i * STUDENTS_PER_CLASS, (i + 1) * STUDENTS_PER_CLASS);
      if (members.length > 0) await db.insert(jt.table).values(members.map((s) => ({ from: classId, to: s.id }))).onConflictDoNothing();
    }
  }
}

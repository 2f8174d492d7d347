/**
 * The demo seed's statements on rows it finds by natural key, shared by its steps (the classroom
 * class, the taught lesson, the homes, the library's activity): typed Drizzle over the resource
 * tables, like `ensure`.
 */
import { and, asc, desc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { activities, classes, collections, contents, lesson_plans, users } from '../../../resources';
import { VIEWED_VERB } from '../../hooks/activities';
import type { Db } from '../client';
import { lessonStudents, subqueries } from '../queries/lessonRows';
import { joinTableOf, tableOf } from '../tables';

const u = tableOf(users);
const plans = tableOf(lesson_plans);
const classStudents = joinTableOf(classes.relationships.students.through!);

export interface SeedPerson {
  id: number;
  organizationId: number | null;
  firstName: string;
  lastName: string | null;
}

/** The demo account with this email, if the seed has made it. */
export async function personByEmail(db: Db, email: string): Promise<SeedPerson | undefined> {
  const c = u.columns;
  const [found] = (await db
    .select({ id: c.id!, organizationId: c.organizationId!, firstName: c.firstName!, lastName: c.lastName! })
    .from(u.table)
    .where(eq(c.email!, email))) as SeedPerson[];
  return found;
}

/** The id of the author's plan of this name, if they have one. */
export async function planNamed(db: Db, authorId: number, name: string): Promise<number | undefined> {
  const c = plans.columns;
  const [found] = (await db.select({ id: c.id! }).from(plans.table).where(and(eq(c.authorId!, authorId), eq(c.name!, name)))) as { id: number }[];
  return found?.id;
}

/** How many students the class has. */
export function classSize(db: Db, classId: number): Promise<number> {
  return db.$count(classStudents.table, eq(classStudents.from, classId));
}

/** The class's students, by id, at most `limit`. */
export async function classStudentIds(db: Db, classId: number, limit?: number): Promise<number[]> {
  const query = db.select({ id: classStudents.to }).from(classStudents.table).where(eq(classStudents.from, classId)).orderBy(asc(classStudents.to)).$dynamic();
  const rows = (await (limit === undefined ? query : query.limit(limit))) as { id: number }[];
  return rows.map((r) => r.id);
}

/**
 * Puts up to `count` of the school's active students who are in no class yet into the class,
 * lowest ids first, or highest (`newest`) so that the classes seeded before keep theirs.
 */
export async function addFreeStudents(db: Db, classId: number, school: number, count: number, newest = false): Promise<void> {
  const c = u.columns;
  const inAClass = subqueries.select({ one: sql`1` }).from(classStudents.table).where(eq(classStudents.to, c.id!));
  // The join table's columns in its own order, as insert().select() asks.
  const free = db
    .select({ from: sql<number>`${classId}`, to: c.id! })
    .from(u.table)
    .where(and(eq(c.organizationId!, school), eq(c.role!, 'student'), isNull(c.archivedAt!), notExists(inAClass)))
    .orderBy(newest ? desc(c.id!) : asc(c.id!))
    .limit(count);
  await db.insert(classStudents.table).select(free).onConflictDoNothing();
}

/** Records the students as joined to the lesson at `joinedAt` (a moment, or the database's own time). */
export async function joinLesson(db: Db, lessonId: number, studentIds: number[], joinedAt: Date | ReturnType<typeof sql>): Promise<void> {
  if (studentIds.length === 0) return;
  await db
    .insert(lessonStudents)
    .values(studentIds.map((studentId) => ({ lessonId, studentId, joinedAt })))
    .onConflictDoNothing();
}

const COUNTED = { contents, collections } as const;

/**
 * A counter of views agrees with the `viewed` activity rows: an item or collection of `ids` has
 * been viewed at least as often as recorded (the seed test checks it).
 */
export async function reconcileViewCounts(db: Db, entityType: keyof typeof COUNTED, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const { table, columns: t } = tableOf(COUNTED[entityType]);
  const a = tableOf(activities);
  const v = subqueries
    .select({ entityId: a.columns.entityId!, n: sql<number>`count(*)::int`.as('n') })
    .from(a.table)
    .where(and(eq(a.columns.verb!, VIEWED_VERB), eq(a.columns.entityType!, entityType)))
    .groupBy(a.columns.entityId!)
    .as('v');
  await db
    .update(table)
    .set({ viewedCount: sql`${v.n}` })
    .from(v)
    .where(and(eq(sql`${t.id!}::text`, v.entityId), inArray(t.id!, ids), lt(t.viewedCount!, v.n)));
}

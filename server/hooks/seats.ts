/**
 * Seat limits (seed sections 6 and 8): active teachers and students of a school within the
 * organisation's `teachersLimit` / `studentsLimit` (0 = no limit), and a parent's children within
 * MAX_CHILDREN_PER_PARENT. Each check first locks the row that owns the limit (`FOR UPDATE`), so
 * concurrent writes on PostgreSQL serialise on it and the count cannot be overtaken; PGlite is one
 * connection and serialises anyway.
 */
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { MAX_CHILDREN_PER_PARENT } from '../../domain/constants';
import { NO_SEAT_LIMIT, seatCap } from '../../domain/seats';
import { organizations, users } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';

/** The organisation column holding each seat role's limit, and the error it raises. */
export const SEAT_LIMITS = {
  teacher: { limit: 'teachersLimit', identifier: 'teacherLimit' },
  student: { limit: 'studentsLimit', identifier: 'studentLimit' },
} as const;
export type SeatRole = keyof typeof SEAT_LIMITS;

export const isSeatRole = (role: unknown): role is SeatRole => role === 'teacher' || role === 'student';

const userCols = (): ReturnType<typeof tableOf>['columns'] => tableOf(users).columns;

/** Locks the organisation row for the rest of the transaction; undefined when it does not exist. */
export async function lockOrganization(db: Db, organizationId: string): Promise<{ teachersLimit: number; studentsLimit: number } | undefined> {
  const { table, columns } = tableOf(organizations);
  const rows = (await db
    .select({ teachersLimit: columns.teachersLimit!, studentsLimit: columns.studentsLimit! })
    .from(table)
    .where(eq(columns.id!, Number(organizationId)))
    .for('update')) as { teachersLimit: number | null; studentsLimit: number | null }[];
  const row = rows[0];
  return row && { teachersLimit: row.teachersLimit ?? NO_SEAT_LIMIT, studentsLimit: row.studentsLimit ?? NO_SEAT_LIMIT };
}

async function countActive(db: Db, where: SQL | undefined, exceptId?: string): Promise<number> {
  const c = userCols();
  const rows = (await db
    .select({ n: sql<string>`count(*)` })
    .from(tableOf(users).table)
    .where(and(where, isNull(c.archivedAt!), exceptId === undefined ? undefined : ne(c.id!, Number(exceptId))))) as { n: string }[];
  return Number(rows[0]?.n ?? 0);
}

/** Active users of a role in a school, optionally not counting one user. */
export function countSeats(db: Db, organizationId: string, role: SeatRole, exceptId?: string): Promise<number> {
  const c = userCols();
  return countActive(db, and(eq(c.organizationId!, Number(organizationId)), eq(c.role!, role)), exceptId);
}

/** 422 teacherLimit / studentLimit when one more `role` would not fit in the school. */
export async function assertSeatFree(db: Db, organizationId: string, role: SeatRole, exceptId?: string): Promise<void> {
  const limits = await lockOrganization(db, organizationId);
  if (!limits) return; // a missing organisation is refused by the foreign key
  const { limit, identifier } = SEAT_LIMITS[role];
  const cap = seatCap(limits[limit]);
  if (cap !== null && (await countSeats(db, organizationId, role, exceptId)) >= cap) throw ApiError.of({ status: 422, identifier });
}

/** 422 childrenLimit ('Only 5 children can be added.') when the parent has no child slot left. */
export async function assertChildSlot(db: Db, parentId: string, exceptId?: string): Promise<void> {
  const c = userCols();
  await db.select({ id: c.id! }).from(tableOf(users).table).where(eq(c.id!, Number(parentId))).for('update');
  if ((await countActive(db, eq(c.parentId!, Number(parentId)), exceptId)) >= MAX_CHILDREN_PER_PARENT)
    throw ApiError.of({ status: 422, identifier: 'childrenLimit', values: { number: MAX_CHILDREN_PER_PARENT } });
}

/**
 * The signed-in person behind a request, as the permission table needs them.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ViewerFacts } from '../../resources/kit';
import { users } from '../../resources';
import type { PermissionName, UserRole } from '../../domain/roles';
import { normaliseEmail } from '../../domain/signUp';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { isRecordId } from '../jsonapi/recordId';

export type Viewer = ViewerFacts;

const t = tableOf(users).columns;

function viewerQuery(db: Db) {
  return db
    .select({
      id: t.id!,
      role: t.role!,
      organizationId: t.organizationId!,
      permissions: t.permissions!,
      organizationAdmin: t.organizationAdmin!,
      tokenVersion: t.tokenVersion!,
    })
    .from(tableOf(users).table)
    .where(and(eq(t.id!, sql.placeholder('id')), isNull(t.archivedAt!)))
    .limit(1)
    .prepare('load_viewer');
}

/** Runs on every request: prepared once per database, so PostgreSQL plans it once per connection. */
const prepared = new WeakMap<Db, ReturnType<typeof viewerQuery>>();

/**
 * Loads an active (not archived) user's facts, or null when there is none, or when a token's
 * `tokenVersion` is given and is no longer the user's (their password changed since).
 */
export async function loadViewer(db: Db, userId: string, tokenVersion?: number): Promise<Viewer | null> {
  if (!isRecordId(userId)) return null;
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = viewerQuery(db)));
  const rows = await query.execute({ id: Number(userId) });
  const row = rows[0] as
    | { id: number; role: UserRole; organizationId: number | null; permissions: string[]; organizationAdmin: boolean | null; tokenVersion: number }
    | undefined;
  if (!row || (tokenVersion !== undefined && row.tokenVersion !== tokenVersion)) return null;
  return {
    id: String(row.id),
    role: row.role,
    organizationId: row.organizationId === null ? null : String(row.organizationId),
    permissions: row.permissions as PermissionName[],
    organizationAdmin: row.organizationAdmin === true,
  };
}

/**
 * The account (not archived) an email address belongs to, compared as addresses are
 * (case-insensitively), or null; the oldest, should an old import have left two.
 */
export async function userIdOfEmail(db: Db, email: string): Promise<number | null> {
  const c = tableOf(users).columns;
  const rows = (await db
    .select({ id: c.id! })
    .from(tableOf(users).table)
    .where(and(sql`lower(${c.email!}) = ${normaliseEmail(email)}`, isNull(c.archivedAt!)))
    .orderBy(c.id!)
    .limit(1)) as { id: number }[];
  return rows[0]?.id ?? null;
}

/** A user's email, trimmed and lower-cased; empty when they have none (children, students). */
export async function emailOfUser(db: Db, userId: string): Promise<string> {
  const c = tableOf(users).columns;
  const rows = (await db.select({ email: c.email! }).from(tableOf(users).table).where(eq(c.id!, Number(userId)))) as { email: string | null }[];
  return normaliseEmail(rows[0]?.email ?? '');
}

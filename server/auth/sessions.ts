/**
 * Ending a user's sessions: every token carries the token version it was signed at (jwt.ts), and
 * a request is served only at the user's current version (viewer.ts). A password change (by the
 * user or an admin), a reset by email, a released lesson name or a lesson's end for its guests
 * bumps it, so a token taken before stops working at once. The one home of the statements on
 * `users.token_version` (a server column, db/serverColumns.ts).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { users } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';

const { table, columns: u } = tableOf(users);
const tokenVersion = u.tokenVersion!;

/** Ends the sessions of every user `which` selects; returns their new versions. */
export function endSessionsWhere(db: Db, which: SQL | undefined): Promise<{ tokenVersion: number }[]> {
  return db
    .update(table)
    .set({ tokenVersion: sql`${tokenVersion} + 1` })
    .where(which)
    .returning({ tokenVersion }) as Promise<{ tokenVersion: number }[]>;
}

/** Ends every session of the user; returns the new version. */
export async function endSessions(db: Db, userId: number | string): Promise<number> {
  const [row] = await endSessionsWhere(db, eq(u.id!, Number(userId)));
  return row?.tokenVersion ?? 0;
}

/** The user's current token version, or null when the user is archived or gone. */
export async function currentTokenVersion(db: Db, userId: string): Promise<number | null> {
  const [row] = (await db
    .select({ tokenVersion })
    .from(table)
    .where(and(eq(u.id!, Number(userId)), isNull(u.archivedAt!)))) as { tokenVersion: number }[];
  return row?.tokenVersion ?? null;
}

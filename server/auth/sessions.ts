/**
 * Ending a user's sessions: every token carries the token version it was signed at (jwt.ts), and
 * a request is served only at the user's current version (viewer.ts). A password change (by the
 * user or an admin) or a reset by email bumps it, so a token taken before stops working at once.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** Ends every session of the user; returns the new version. */
export async function endSessions(db: Db, userId: number | string): Promise<number> {
  const [row] = await queryRows<{ token_version: number }>(
    db,
    sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${Number(userId)} RETURNING token_version`,
  );
  return row?.token_version ?? 0;
}

/** The user's current token version, or null when the user is archived or gone. */
export async function currentTokenVersion(db: Db, userId: string): Promise<number | null> {
  const [row] = await queryRows<{ token_version: number }>(
    db,
    sql`SELECT token_version FROM users WHERE id = ${Number(userId)} AND archived_at IS NULL`,
  );
  return row?.token_version ?? null;
}

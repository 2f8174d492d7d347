/**
 * Links that let a person choose a password: the forgotten-password mail and the invitation of
 * imported teachers use the same single-use, expiring tokens (only their SHA-256 is stored in
 * password_resets) and the same page, so one PATCH /user/reset_password serves both.
 */
import { sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '../../domain/constants';
import type { Db } from '../db/client';
import { passwordResets } from '../db/extraTables';
import { newSecretToken, tokenDigest } from './secretTokens';

/** Issues one link per user in a single INSERT; the map is keyed by user id. */
export async function issuePasswordLinks(
  db: Db,
  userIds: readonly number[],
  origin: string,
  ttlMinutes: number = PASSWORD_RESET_TTL_MINUTES,
): Promise<Map<number, string>> {
  const links = new Map<number, string>();
  if (userIds.length === 0) return links;
  const rows = userIds.map((id) => {
    const token = newSecretToken();
    links.set(id, `${origin}/change-password?reset_token=${token}`);
    // The database's clock sets the expiry, as it is the clock the reset compares it with.
    return { userId: id, tokenHash: tokenDigest(token), expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` };
  });
  await db.insert(passwordResets).values(rows);
  return links;
}

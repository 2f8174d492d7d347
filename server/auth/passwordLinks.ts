/**
 * Links that let a person choose a password: the forgotten-password mail and the invitation of
 * imported teachers use the same single-use, expiring tokens (only their SHA-256 is stored in
 * password_resets) and the same page, so one PATCH /user/reset_password serves both.
 */
import { sql } from 'drizzle-orm';
import { PASSWORD_RESET_TTL_MINUTES } from '../../domain/constants';
import type { Db } from '../db/client';
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
    return { user_id: id, token_hash: tokenDigest(token) };
  });
  await db.execute(sql`INSERT INTO password_resets (user_id, token_hash, expires_at)
    SELECT r.user_id, r.token_hash, now() + make_interval(mins => ${ttlMinutes})
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(user_id integer, token_hash text)`);
  return links;
}

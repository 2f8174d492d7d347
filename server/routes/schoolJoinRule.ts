/**
 * Who may join an existing school during sign-up (the seed leaves it open): a teacher invited
 * to it (an invite for their address naming that school), or a teacher whose email is at the
 * school's registered domain. A school with no domain on record accepts any teacher who finds
 * it, within its seats; sign-up schools record their creator's domain, so colleagues join
 * freely and strangers need an invite.
 */
import { and, eq, sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { meetingInvites } from '../db/extraTables';
import { ApiError } from '../jsonapi/errors';
import { tokenDigest } from '../auth/secretTokens';
import { normaliseEmail } from '../../domain/signUp';

export const emailDomain = (email: string): string => normaliseEmail(email).split('@')[1] ?? '';

export async function assertMayJoin(db: Db, viewerId: string, organizationId: string, inviteToken: string | undefined): Promise<void> {
  const u = tableOf(users);
  const o = tableOf(organizations);
  const [row] = (await db
    .select({ email: u.columns.email!, domain: o.columns.domain! })
    .from(u.table)
    .innerJoin(o.table, eq(o.columns.id!, Number(organizationId)))
    .where(eq(u.columns.id!, Number(viewerId)))) as { email: string | null; domain: string | null }[];
  if (!row) return; // a missing school answers 404 in the caller
  const email = normaliseEmail(row.email ?? '');
  const domain = (row.domain ?? '').trim().toLowerCase().replace(/^@/, '');
  if (domain === '' || emailDomain(email) === domain) return;
  if (inviteToken) {
    const i = meetingInvites;
    const invited = await db
      .select({ id: i.id })
      .from(i)
      .where(and(eq(i.tokenHash, tokenDigest(inviteToken)), eq(i.organizationId, Number(organizationId)), eq(sql`lower(${i.email})`, email)));
    if (invited.length > 0) return;
  }
  throw ApiError.of({ status: 403, identifier: 'joinNotAllowed' });
}

/**
 * The meetingInvites document of routes/invites.ts. Anyone holding the token may read it, so
 * included records carry only what the accept screen shows: the meeting's name and length, the
 * inviter's name (never their email), the organisation's name and the session's times.
 * `used` tells the accept screen that the link has done its work: the invite was accepted and
 * the invitee has an account, so they sign in instead of creating one again. An invite accepted
 * by a visitor who left before creating the account is not used: they may come back to finish.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { badRequest } from '../jsonapi/errors';

export interface InviteRow {
  id: number;
  email: string;
  status: string;
  meeting_id: number;
  occurrence_id: number | null;
  invited_by_id: number | null;
  organization_id: number | null;
}

type Relation = 'meeting' | 'occurrence' | 'invited_by' | 'organization';

/** Include names as the contract spells them, plus the camelCase the seed's client sends. */
const INCLUDE_NAMES: Record<string, Relation> = {
  meeting: 'meeting',
  occurrence: 'occurrence',
  meeting_occurrence: 'occurrence',
  meetingOccurrence: 'occurrence',
  invited_by: 'invited_by',
  invitedBy: 'invited_by',
  organization: 'organization',
  // The seed's client asks for the session's host too (section 7); a token holder sees the
  // session but not who hosts it: hosts are staff accounts, shown only to those who may read them.
  'occurrence.host': 'occurrence',
  'meetingOccurrence.host': 'occurrence',
};

export function parseInviteInclude(raw: unknown): Set<Relation> {
  if (raw === undefined || raw === '') return new Set();
  if (typeof raw !== 'string') throw badRequest('include may be given once', 'include');
  const out = new Set<Relation>();
  for (const name of raw.split(',')) {
    const rel = INCLUDE_NAMES[name.trim()];
    if (!rel) throw badRequest(`Cannot include ${name}`, 'include');
    out.add(rel);
  }
  return out;
}

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
}

const iso = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

async function included(db: Db, row: InviteRow, rel: Relation): Promise<Resource | undefined> {
  if (rel === 'meeting') {
    const [m] = await queryRows<{ id: number; name: string; duration: number }>(db, sql`SELECT id, name, duration FROM meetings WHERE id = ${row.meeting_id}`);
    return m && { type: 'meetings', id: String(m.id), attributes: { name: m.name, duration: m.duration } };
  }
  if (rel === 'invited_by' && row.invited_by_id !== null) {
    const [u] = await queryRows<{ id: number; first_name: string; last_name: string | null }>(db, sql`SELECT id, first_name, last_name FROM users WHERE id = ${row.invited_by_id}`);
    return u && { type: 'users', id: String(u.id), attributes: { first_name: u.first_name, last_name: u.last_name } };
  }
  if (rel === 'organization' && row.organization_id !== null) {
    const [o] = await queryRows<{ id: number; name: string }>(db, sql`SELECT id, name FROM organizations WHERE id = ${row.organization_id}`);
    return o && { type: 'organizations', id: String(o.id), attributes: { name: o.name } };
  }
  if (rel === 'occurrence' && row.occurrence_id !== null) {
    const [o] = await queryRows<{ id: number; start_date: unknown; end_date: unknown }>(db, sql`SELECT id, start_date, end_date FROM meeting_occurrences WHERE id = ${row.occurrence_id}`);
    return o && { type: 'meetingOccurrences', id: String(o.id), attributes: { start_date: iso(o.start_date), end_date: iso(o.end_date) } };
  }
  return undefined;
}

/** The invitee's active account, by the invite's (stored lower-cased) email. */
export async function inviteeAccount(db: Db, email: string): Promise<{ id: number; first_name: string | null; last_name: string | null } | undefined> {
  const [user] = await queryRows<{ id: number; first_name: string | null; last_name: string | null }>(db, sql`SELECT id, first_name, last_name FROM users
    WHERE lower(email) = ${email} AND archived_at IS NULL ORDER BY id LIMIT 1`);
  return user;
}

const isUsed = async (db: Db, row: InviteRow): Promise<boolean> => row.status === 'accepted' && (await inviteeAccount(db, row.email)) !== undefined;

const linkage = (type: string, id: number | null): { data: { type: string; id: string } | null } => ({ data: id === null ? null : { type, id: String(id) } });

/** The invite; `token` is echoed only to a caller who presented it. */
export async function inviteDocument(db: Db, row: InviteRow, include: Set<Relation>, token?: string): Promise<unknown> {
  const extra = [];
  for (const rel of include) {
    const resource = await included(db, row, rel);
    if (resource) extra.push(resource);
  }
  return {
    data: {
      type: 'meetingInvites',
      id: String(row.id),
      attributes: { email: row.email, status: row.status, used: await isUsed(db, row), ...(token !== undefined ? { token } : {}) },
      relationships: {
        meeting: linkage('meetings', row.meeting_id),
        occurrence: linkage('meetingOccurrences', row.occurrence_id),
        invited_by: linkage('users', row.invited_by_id),
        organization: linkage('organizations', row.organization_id),
      },
    },
    ...(extra.length > 0 ? { included: extra } : {}),
  };
}

/**
 * The meetingInvites document of routes/invites.ts. Anyone holding the token may read it, so
 * included records carry only what the accept screen shows: the meeting's name and length, the
 * inviter's name (never their email), the organisation's name and the session's times.
 * `used` tells the accept screen that the link has done its work: the invite was accepted and
 * the invitee has an account, so they sign in instead of creating one again. An invite accepted
 * by a visitor who left before creating the account is not used: they may come back to finish.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { meeting_occurrences, meetings, organizations, users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { meetingInvites } from '../db/extraTables';
import { tableOf } from '../db/tables';
import { badRequest } from '../jsonapi/errors';
import { findAll } from '../jsonapi/repository';
import { toResourceObject, type ResourceObject } from '../jsonapi/serialize';

/** The invite's columns its routes read and its document shows (never the token's hash). */
export const INVITE_COLUMNS = {
  id: meetingInvites.id,
  email: meetingInvites.email,
  status: meetingInvites.status,
  meetingId: meetingInvites.meetingId,
  occurrenceId: meetingInvites.occurrenceId,
  invitedById: meetingInvites.invitedById,
  organizationId: meetingInvites.organizationId,
};
export type InviteRow = Pick<typeof meetingInvites.$inferSelect, keyof typeof INVITE_COLUMNS>;

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

/** Each related record as a token holder may see it: the fields the accept screen shows. */
const SHOWN: Record<Relation, { def: ResourceDef; key: 'meetingId' | 'occurrenceId' | 'invitedById' | 'organizationId'; fields: string[] }> = {
  meeting: { def: meetings, key: 'meetingId', fields: ['name', 'duration'] },
  occurrence: { def: meeting_occurrences, key: 'occurrenceId', fields: ['startDate', 'endDate'] },
  invited_by: { def: users, key: 'invitedById', fields: ['firstName', 'lastName'] },
  organization: { def: organizations, key: 'organizationId', fields: ['name'] },
};

/** Rendered like every resource (server/jsonapi/serialize.ts), with a sparse fieldset of attributes only. */
async function included(db: Db, row: InviteRow, rel: Relation): Promise<ResourceObject | undefined> {
  const { def, key, fields } = SHOWN[rel];
  const id = row[key];
  if (id === null) return undefined;
  const [record] = await findAll(db, def, eq(tableOf(def).columns.id!, id));
  // No relationship is rendered, so no link needs the API's base URL.
  return record && toResourceObject(def, record, { fields: new Set(fields), apiBase: '' });
}

export interface InviteeAccount {
  id: number;
  firstName: string | null;
  lastName: string | null;
}

/** The invitee's active account, by the invite's (stored lower-cased) email. */
export async function inviteeAccount(db: Db, email: string): Promise<InviteeAccount | undefined> {
  const { table, columns: u } = tableOf(users);
  const [user] = (await db
    .select({ id: u.id!, firstName: u.firstName!, lastName: u.lastName! })
    .from(table)
    .where(and(eq(sql`lower(${u.email!})`, email), isNull(u.archivedAt!)))
    .orderBy(asc(u.id!))
    .limit(1)) as InviteeAccount[];
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
        meeting: linkage(meetings.type, row.meetingId),
        occurrence: linkage(meeting_occurrences.type, row.occurrenceId),
        invited_by: linkage(users.type, row.invitedById),
        organization: linkage(organizations.type, row.organizationId),
      },
    },
    ...(extra.length > 0 ? { included: extra } : {}),
  };
}

/**
 * The meetingAttendees document of GET /meeting_attendees/{token} and its actions. Anyone holding
 * the join link may read it, so it carries only what the join page shows: the booking, the
 * meeting's name, description, length and time zone (never its meeting link: that is given by
 * the access action, inside the window), the session's times and the host's first name. `meta`
 * carries the server's clock and what the page may offer now, so the page does not trust the
 * browser's clock.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences, meetings, users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { badRequest } from '../jsonapi/errors';
import { findAll } from '../jsonapi/repository';
import { toResourceObject, type ResourceObject } from '../jsonapi/serialize';
import { canReschedule, joinPhase } from '../../domain/webinars';
import type { BookingFacts } from './bookingFacts';

type Include = 'meeting' | 'meeting.default_host' | 'occurrence' | 'occurrence.host';

/** Include names as the contract spells them, plus the camelCase the seed's client sends (section 7). */
const INCLUDE_NAMES: Record<string, Include> = {
  meeting: 'meeting',
  'meeting.default_host': 'meeting.default_host',
  'meeting.defaultHost': 'meeting.default_host',
  occurrence: 'occurrence',
  meeting_occurrence: 'occurrence',
  meetingOccurrence: 'occurrence',
  'occurrence.host': 'occurrence.host',
  'meetingOccurrence.host': 'occurrence.host',
};

export function parseAttendeeInclude(raw: unknown): Set<Include> {
  if (raw === undefined || raw === '') return new Set();
  if (typeof raw !== 'string') throw badRequest('include may be given once', 'include');
  const out = new Set<Include>();
  for (const name of raw.split(',')) {
    const include = INCLUDE_NAMES[name.trim()];
    if (!include) throw badRequest(`Cannot include ${name}`, 'include');
    out.add(include);
    // A nested include includes the records on its path (JSON:API full linkage).
    if (include === 'meeting.default_host') out.add('meeting');
    if (include === 'occurrence.host') out.add('occurrence');
  }
  return out;
}

const linkage = (type: string, id: number | null): { data: { type: string; id: string } | null } => ({ data: id === null ? null : { type, id: String(id) } });

/** One record with only the named attributes (no relationship, so no link needs the API's base). */
async function shown(db: Db, def: ResourceDef, id: number, fields: string[]): Promise<ResourceObject | undefined> {
  const [record] = await findAll(db, def, eq(tableOf(def).columns.id!, id));
  return record && toResourceObject(def, record, { fields: new Set(fields), apiBase: '' });
}

async function hostIds(db: Db, facts: BookingFacts): Promise<{ defaultHost: number | null; host: number | null }> {
  const m = tableOf(meetings);
  const o = tableOf(meeting_occurrences);
  const [row] = (await db
    .select({ defaultHost: m.columns.defaultHostId!, host: o.columns.hostId! })
    .from(m.table)
    .leftJoin(o.table, eq(o.columns.id!, facts.occurrenceId))
    .where(eq(m.columns.id!, facts.meetingId))) as { defaultHost: number | null; host: number | null }[];
  return { defaultHost: row?.defaultHost ?? null, host: row?.host ?? null };
}

async function includedOf(db: Db, facts: BookingFacts, include: Set<Include>): Promise<ResourceObject[]> {
  const out: ResourceObject[] = [];
  const hosts = await hostIds(db, facts);
  const hostUsers = new Set<number>();
  if (include.has('meeting')) {
    const meeting = await shown(db, meetings, facts.meetingId, ['name', 'description', 'duration', 'timezone']);
    if (meeting) out.push({ ...meeting, relationships: { default_host: linkage(users.type, hosts.defaultHost) } });
    if (include.has('meeting.default_host') && hosts.defaultHost !== null) hostUsers.add(hosts.defaultHost);
  }
  if (include.has('occurrence') && facts.occurrenceId !== null) {
    const occurrence = await shown(db, meeting_occurrences, facts.occurrenceId, ['name', 'startDate', 'endDate']);
    if (occurrence) out.push({ ...occurrence, relationships: { host: linkage(users.type, hosts.host) } });
    if (include.has('occurrence.host') && hosts.host !== null) hostUsers.add(hosts.host);
  }
  // Hosts are staff accounts: a join-link holder sees their first name and nothing else.
  for (const id of hostUsers) {
    const host = await shown(db, users, id, ['firstName']);
    if (host) out.push(host);
  }
  return out;
}

export interface AttendeeDocumentOptions {
  include: Set<Include>;
  now: Date;
  /** This person's scheduled bookings of the meeting (the reschedule page's warning, seed 4). */
  scheduledBookings: number;
  calendarUrl: string;
  /** More meta (the access action's meeting link, the reschedule's new token). */
  meta?: Record<string, unknown>;
}

export async function attendeeDocument(db: Db, facts: BookingFacts, opts: AttendeeDocumentOptions): Promise<unknown> {
  const [record] = await findAll(db, meeting_attendees, eq(tableOf(meeting_attendees).columns.id!, facts.id));
  const attendee = toResourceObject(meeting_attendees, record!, { fields: new Set(['attendanceStatus', 'email', 'firstName', 'lastName', 'createdAt']), apiBase: '' });
  const included = await includedOf(db, facts, opts.include);
  return {
    data: {
      ...attendee,
      relationships: {
        meeting: linkage(meetings.type, facts.meetingId),
        occurrence: linkage(meeting_occurrences.type, facts.occurrenceId),
      },
    },
    ...(included.length > 0 ? { included } : {}),
    meta: {
      now: opts.now.toISOString(),
      join_phase: facts.session ? joinPhase(facts.session, opts.now) : 'ended',
      can_reschedule: facts.session !== null && ['scheduled', 'no_show'].includes(facts.status) && canReschedule(facts.session, opts.now),
      scheduled_bookings: opts.scheduledBookings,
      calendar_url: opts.calendarUrl,
      ...opts.meta,
    },
  };
}

/** How many scheduled bookings of this meeting the booking's person holds (by email). */
export async function scheduledBookingsOf(db: Db, facts: BookingFacts): Promise<number> {
  const { table, columns: a } = tableOf(meeting_attendees);
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(eq(a.meetingId!, facts.meetingId), eq(sql`lower(${a.email!})`, sql`lower(${facts.email})`), eq(a.attendanceStatus!, 'scheduled')));
  return row?.n ?? 0;
}

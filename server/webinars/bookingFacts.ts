/**
 * One webinar booking (a meeting attendee) with what its pages, mails and calendar file say:
 * the session's times, the meeting's name and time zone, and the host (the session's host, else
 * the meeting's default host: seed 2.4). Read in one query by attendee id.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { meeting_attendees, meeting_occurrences, meetings, users } from '../../resources';
import type { Db } from '../db/client';
import { tableOf, type ResourceTable } from '../db/tables';
import type { AttendanceStatus, SessionTimes } from '../../domain/webinars';
import { storedLanguages } from '../mail/language';

export interface BookingFacts {
  id: number;
  status: AttendanceStatus;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userId: number | null;
  /** The booker's saved languages (server/mail/language.ts storedLanguages): their mails are written in one. */
  userLanguages: unknown[];
  meetingId: number;
  meetingName: string;
  timezone: string;
  zoomLink: string | null;
  occurrenceId: number | null;
  /** Null for a booking without a session (an invite accepted before choosing one). */
  session: SessionTimes | null;
  hostFirstName: string | null;
  calendarUid: string;
  calendarSequence: number;
  createdAt: Date;
}

interface Row {
  id: number;
  status: AttendanceStatus;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userId: number | null;
  userLocale: string | null;
  userLanguages: unknown;
  meetingId: number;
  meetingName: string;
  timezone: string | null;
  zoomLink: string | null;
  occurrenceId: number | null;
  startDate: Date | null;
  endDate: Date | null;
  hostFirstName: string | null;
  calendarUid: string;
  calendarSequence: number;
  createdAt: Date;
}

/** The zone a meeting without one is held in (the schema's default). */
export const DEFAULT_MEETING_TIME_ZONE = 'Europe/London';

function factsOf(row: Row): BookingFacts {
  const { startDate, endDate, userLocale, userLanguages, timezone, ...same } = row;
  const start = startDate === null ? null : new Date(startDate);
  return {
    ...same,
    userLanguages: storedLanguages({ locale: userLocale, languages: userLanguages }),
    timezone: timezone || DEFAULT_MEETING_TIME_ZONE,
    session: start === null ? null : { start, end: endDate === null ? start : new Date(endDate) },
    createdAt: new Date(row.createdAt),
  };
}

const a = tableOf(meeting_attendees);
const m = tableOf(meetings);
const o = tableOf(meeting_occurrences);
/** The users table under another name, once per part a person plays in the booking. */
function usersAs(name: string): ResourceTable {
  const table = alias(tableOf(users).table, name);
  return { table, columns: getTableColumns(table) };
}
const host = usersAs('h');
const defaultHost = usersAs('dh');
const booker = usersAs('u');

const FACTS = {
  id: a.columns.id!,
  status: a.columns.attendanceStatus!,
  email: a.columns.email!,
  firstName: a.columns.firstName!,
  lastName: a.columns.lastName!,
  userId: a.columns.userId!,
  userLocale: booker.columns.locale!,
  userLanguages: booker.columns.languages!,
  meetingId: a.columns.meetingId!,
  meetingName: m.columns.name!,
  timezone: m.columns.timezone!,
  zoomLink: m.columns.zoomLink!,
  occurrenceId: a.columns.occurrenceId!,
  startDate: o.columns.startDate!,
  endDate: o.columns.endDate!,
  hostFirstName: sql<string | null>`coalesce(${host.columns.firstName!}, ${defaultHost.columns.firstName!})`,
  calendarUid: a.columns.calendarUid!,
  calendarSequence: a.columns.calendarSequence!,
  createdAt: a.columns.createdAt!,
};

/** The booking, or undefined when no attendee has this id. `forUpdate` locks its row in a transaction. */
export async function bookingFacts(db: Db, id: number, forUpdate = false): Promise<BookingFacts | undefined> {
  const query = db
    .select(FACTS)
    .from(a.table)
    .innerJoin(m.table, eq(m.columns.id!, a.columns.meetingId!))
    .leftJoin(o.table, eq(o.columns.id!, a.columns.occurrenceId!))
    .leftJoin(host.table, eq(host.columns.id!, o.columns.hostId!))
    .leftJoin(defaultHost.table, eq(defaultHost.columns.id!, m.columns.defaultHostId!))
    .leftJoin(booker.table, eq(booker.columns.id!, a.columns.userId!))
    .where(eq(a.columns.id!, id));
  // Only the booking's row: the meeting, its session and the people stay free for other writes.
  const [row] = (forUpdate ? await query.for('update', { of: a.table }) : await query) as Row[];
  return row ? factsOf(row) : undefined;
}

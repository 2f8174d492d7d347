/**
 * One webinar booking (a meeting attendee) with what its pages, mails and calendar file say:
 * the session's times, the meeting's name and time zone, and the host (the session's host, else
 * the meeting's default host: seed 2.4). Read in one query by attendee id.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
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
  attendance_status: AttendanceStatus;
  email: string;
  first_name: string | null;
  last_name: string | null;
  user_id: number | null;
  user_locale: string | null;
  user_languages: unknown;
  meeting_id: number;
  meeting_name: string;
  timezone: string | null;
  zoom_link: string | null;
  occurrence_id: number | null;
  start_date: Date | string | null;
  end_date: Date | string | null;
  host_first_name: string | null;
  calendar_uid: string;
  calendar_sequence: number;
  created_at: Date | string;
}

/** The zone a meeting without one is held in (the schema's default). */
export const DEFAULT_MEETING_TIME_ZONE = 'Europe/London';

function factsOf(row: Row): BookingFacts {
  const start = row.start_date === null ? null : new Date(row.start_date);
  return {
    id: row.id,
    status: row.attendance_status,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    userId: row.user_id,
    userLanguages: storedLanguages({ locale: row.user_locale, languages: row.user_languages }),
    meetingId: row.meeting_id,
    meetingName: row.meeting_name,
    timezone: row.timezone || DEFAULT_MEETING_TIME_ZONE,
    zoomLink: row.zoom_link,
    occurrenceId: row.occurrence_id,
    session: start === null ? null : { start, end: row.end_date === null ? start : new Date(row.end_date) },
    hostFirstName: row.host_first_name,
    calendarUid: row.calendar_uid,
    calendarSequence: row.calendar_sequence,
    createdAt: new Date(row.created_at),
  };
}

/** The booking, or undefined when no attendee has this id. `forUpdate` locks its row in a transaction. */
export async function bookingFacts(db: Db, id: number, forUpdate = false): Promise<BookingFacts | undefined> {
  const [row] = await queryRows<Row>(
    db,
    sql`SELECT a.id, a.attendance_status, a.email, a.first_name, a.last_name, a.user_id, u.locale AS user_locale, u.languages AS user_languages,
          a.meeting_id, m.name AS meeting_name, m.timezone, m.zoom_link, a.occurrence_id, o.start_date, o.end_date,
          COALESCE(h.first_name, dh.first_name) AS host_first_name, a.calendar_uid, a.calendar_sequence, a.created_at
        FROM meeting_attendees a
        JOIN meetings m ON m.id = a.meeting_id
        LEFT JOIN meeting_occurrences o ON o.id = a.occurrence_id
        LEFT JOIN users h ON h.id = o.host_id
        LEFT JOIN users dh ON dh.id = m.default_host_id
        LEFT JOIN users u ON u.id = a.user_id
        WHERE a.id = ${id}
        ${forUpdate ? sql`FOR UPDATE OF a` : sql``}`,
  );
  return row ? factsOf(row) : undefined;
}

/**
 * Rescheduling a booking (seed 4): the old attendee becomes rescheduled and a new scheduled one
 * is booked on the chosen session of the same meeting, keeping the calendar entry's UID with a
 * higher sequence so calendars move the entry. Runs in the caller's transaction, the old row
 * locked, so two clicks cannot book twice.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import { ApiError } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { defineAction } from '../../resources/kit';
import { ACCESS_OPENS_MINUTES_BEFORE, selfMoveRefusal } from '../../domain/webinars';
import type { BookingFacts } from './bookingFacts';

const OCCURRENCE_POINTER = '/data/relationships/occurrence';

/** The session to move to: `data.relationships.occurrence`. */
export const RESCHEDULE_BODY = defineAction({ type: 'meetingAttendees', attributesOptional: true, attributes: {}, relationships: { occurrence: 'meetingOccurrences' } });

function chosenOccurrence(body: unknown): number {
  const id = readAction(RESCHEDULE_BODY, body).links.occurrence;
  if (id == null) throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: OCCURRENCE_POINTER });
  return Number(id);
}

/** Books the new session and returns the new attendee's id; 422 when the move or the session is refused. */
export async function rescheduleBooking(db: Db, booking: BookingFacts, body: unknown, now: Date): Promise<number> {
  const occurrenceId = chosenOccurrence(body);
  // A booking already moved is spent: its link no longer books anything.
  const spent = booking.status === 'rescheduled' || !booking.session;
  const refusal = spent ? 'attendanceTransition' : selfMoveRefusal(booking.status, 'rescheduled', booking.session!, now);
  if (refusal) throw ApiError.of({ status: 422, identifier: refusal, pointer: '/data/attributes/attendance_status', values: { minutes: ACCESS_OPENS_MINUTES_BEFORE } });
  const [session] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM meeting_occurrences WHERE id = ${occurrenceId} AND meeting_id = ${booking.meetingId} AND start_date > ${now} AND id IS DISTINCT FROM ${booking.occurrenceId}`,
  );
  if (!session) throw ApiError.of({ status: 422, identifier: 'occurrenceNotBookable', pointer: OCCURRENCE_POINTER });
  await db.execute(sql`UPDATE meeting_attendees SET attendance_status = 'rescheduled' WHERE id = ${booking.id}`);
  const [created] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO meeting_attendees (attendance_status, email, first_name, last_name, meeting_id, occurrence_id, user_id, calendar_uid, calendar_sequence)
        VALUES ('scheduled', ${booking.email}, ${booking.firstName}, ${booking.lastName}, ${booking.meetingId}, ${occurrenceId}, ${booking.userId}, ${booking.calendarUid}, ${booking.calendarSequence + 1})
        RETURNING id`,
  );
  return created!.id;
}

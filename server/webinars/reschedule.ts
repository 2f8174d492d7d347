/**
 * Rescheduling a booking (seed 4): the old attendee becomes rescheduled and a new scheduled one
 * is booked on the chosen session of the same meeting, keeping the calendar entry's UID with a
 * higher sequence so calendars move the entry. Runs in the caller's transaction, the old row
 * locked, so two clicks cannot book twice.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
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

/** Whether the session is another one of the booking's meeting, still ahead. */
async function isBookableOther(db: Db, booking: BookingFacts, occurrenceId: number, now: Date): Promise<boolean> {
  const { table, columns: o } = tableOf(meeting_occurrences);
  const rows = await db
    .select({ id: o.id! })
    .from(table)
    .where(and(eq(o.id!, occurrenceId), eq(o.meetingId!, booking.meetingId), gt(o.startDate!, now), sql`${o.id!} is distinct from ${booking.occurrenceId}`));
  return rows.length > 0;
}

/** Books the new session and returns the new attendee's id; 422 when the move or the session is refused. */
export async function rescheduleBooking(db: Db, booking: BookingFacts, body: unknown, now: Date): Promise<number> {
  const occurrenceId = chosenOccurrence(body);
  // A booking already moved is spent: its link no longer books anything.
  const spent = booking.status === 'rescheduled' || !booking.session;
  const refusal = spent ? 'attendanceTransition' : selfMoveRefusal(booking.status, 'rescheduled', booking.session!, now);
  if (refusal) throw ApiError.of({ status: 422, identifier: refusal, pointer: '/data/attributes/attendance_status', values: { minutes: ACCESS_OPENS_MINUTES_BEFORE } });
  if (!(await isBookableOther(db, booking, occurrenceId, now))) throw ApiError.of({ status: 422, identifier: 'occurrenceNotBookable', pointer: OCCURRENCE_POINTER });
  const a = tableOf(meeting_attendees);
  await db.update(a.table).set({ attendanceStatus: 'rescheduled' }).where(eq(a.columns.id!, booking.id));
  const [created] = (await db
    .insert(a.table)
    .values({
      attendanceStatus: 'scheduled',
      email: booking.email,
      firstName: booking.firstName,
      lastName: booking.lastName,
      meetingId: booking.meetingId,
      occurrenceId,
      userId: booking.userId,
      calendarUid: booking.calendarUid,
      calendarSequence: booking.calendarSequence + 1,
    })
    .returning({ id: a.columns.id! })) as { id: number }[];
  return created!.id;
}

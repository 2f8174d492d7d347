/**
 * Webinar calls of the registration app (seed sections 2.4 and 7):
 *
 * | function          | request                                                                  |
 * |-------------------|--------------------------------------------------------------------------|
 * | loadMeeting       | GET /meetings/{id}                                                       |
 * | loadOccurrences   | GET /meetings/{id}/occurrences?filter[start_date][gte]=…&[lt]=…&sort=…   |
 * | firstSessionAfter | GET /meetings/{id}/occurrences?filter[start_date][gt]=…&sort=start_date  |
 * | bookOccurrence    | POST /meetings/{id}/attendees?include=meeting,occurrence                 |
 * | loadAttendee      | GET /meetings/{id}/attendees/{attendeeId}?include=meeting,occurrence     |
 * | loadOwnBookings   | GET /meeting_attendees?filter[user]=…&filter[attendance_status]=scheduled |
 * | loadBookable      | GET /meeting_occurrences?filter[future]=true&include=meeting             |
 * | inviteColleague   | POST /meetings/{id}/invites                                              |
 */
import { groupIncluded } from '../../dataProvider/deserialize';
import type { AppRecord } from '../../dataProvider/types';
import { meeting_attendees } from '../../resources';
import type { Viewer } from '../../authProvider/viewer';
import { document, recordOf, recordsOf, send } from './client';

/** Most sessions one calendar month shows (the seed's one-month window). */
const MONTH_PAGE_SIZE = 100;

export async function loadMeeting(id: string): Promise<AppRecord> {
  const { doc } = await send({ method: 'GET', path: `/meetings/${id}` });
  return recordOf(doc);
}

/** Sessions starting in [from, to), soonest first. */
export async function loadOccurrences(meetingId: string, from: Date, to: Date): Promise<AppRecord[]> {
  const query = new URLSearchParams({
    'filter[start_date][gte]': from.toISOString(),
    'filter[start_date][lt]': to.toISOString(),
    sort: 'start_date',
    'page[size]': String(MONTH_PAGE_SIZE),
  });
  const { doc } = await send({ method: 'GET', path: `/meetings/${meetingId}/occurrences?${query.toString()}` });
  return recordsOf(doc);
}

/**
 * The start of the meeting's first session after `after` (leaving out `exclude`, the booking
 * being moved), or null when none is ahead: the month the calendar opens on.
 */
export async function firstSessionAfter(meetingId: string, after: Date, exclude?: string): Promise<Date | null> {
  const query = new URLSearchParams({ 'filter[start_date][gt]': after.toISOString(), sort: 'start_date', 'page[size]': '2' });
  const { doc } = await send({ method: 'GET', path: `/meetings/${meetingId}/occurrences?${query.toString()}` });
  const first = recordsOf(doc).find((r) => r.id !== exclude);
  return first ? new Date(String(first.startDate)) : null;
}

export interface Booking {
  attendee: AppRecord;
  meeting: AppRecord | undefined;
  occurrence: AppRecord | undefined;
}

type Included = ReturnType<typeof groupIncluded>;

/** An attendee with its meeting and session from the document's included records. */
function bookingWith(attendee: AppRecord, included: Included): Booking {
  return {
    attendee,
    meeting: included.meetings?.find((m) => m.id === attendee.meetingId),
    occurrence: included.meeting_occurrences?.find((o) => o.id === attendee.occurrenceId),
  };
}

function bookingOf(doc: Parameters<typeof recordOf>[0]): Booking {
  return bookingWith(recordOf(doc), groupIncluded(doc.included ?? []));
}

/**
 * Books the viewer on a session with the seed's own body: the status and the session; the
 * server books the signed-in person under their account's email and names.
 */
export async function bookOccurrence(meetingId: string, occurrenceId: string): Promise<Booking> {
  const body = document({
    type: 'meetingAttendees',
    attributes: { attendanceStatus: 'scheduled' },
    relationships: { meeting: { type: 'meetings', id: meetingId }, occurrence: { type: 'meetingOccurrences', id: occurrenceId } },
  });
  const { doc } = await send({ method: 'POST', path: `/meetings/${meetingId}/attendees?include=meeting,occurrence`, def: meeting_attendees, body });
  return bookingOf(doc);
}

/** Most bookings or coming sessions the webinars page lists. */
const LIST_PAGE_SIZE = 100;

/** The viewer's scheduled bookings, soonest session first (those without a session last). */
export async function loadOwnBookings(viewerId: string): Promise<Booking[]> {
  const query = new URLSearchParams({ 'filter[user]': viewerId, 'filter[attendance_status]': 'scheduled', include: 'meeting,occurrence', 'page[size]': String(LIST_PAGE_SIZE) });
  const { doc } = await send({ method: 'GET', path: `/meeting_attendees?${query.toString()}` });
  const included = groupIncluded(doc.included ?? []);
  const bookings = recordsOf(doc).map((attendee) => bookingWith(attendee, included));
  const startOf = (b: Booking): number => (b.occurrence ? new Date(String(b.occurrence.startDate)).getTime() : Infinity);
  return bookings.sort((a, b) => startOf(a) - startOf(b));
}

/** A webinar with a session ahead, and its next session. */
export interface BookableMeeting {
  meeting: AppRecord;
  next: AppRecord;
}

/** Every webinar with a session still ahead, by its next session. */
export async function loadBookable(): Promise<BookableMeeting[]> {
  const query = new URLSearchParams({ 'filter[future]': 'true', include: 'meeting', sort: 'start_date', 'page[size]': String(LIST_PAGE_SIZE) });
  const { doc } = await send({ method: 'GET', path: `/meeting_occurrences?${query.toString()}` });
  const meetings = groupIncluded(doc.included ?? []).meetings ?? [];
  const byMeeting = new Map<string, BookableMeeting>();
  for (const next of recordsOf(doc)) {
    const meeting = meetings.find((m) => m.id === next.meetingId);
    if (meeting && !byMeeting.has(meeting.id)) byMeeting.set(meeting.id, { meeting, next });
  }
  return [...byMeeting.values()];
}

export async function loadAttendee(meetingId: string, attendeeId: string): Promise<Booking> {
  const { doc } = await send({ method: 'GET', path: `/meetings/${meetingId}/attendees/${attendeeId}?include=meeting,occurrence` });
  return bookingOf(doc);
}

export async function inviteColleague(meetingId: string, email: string, viewer: Viewer, occurrenceId: string | null): Promise<AppRecord> {
  const body = document({
    type: 'meetingInvites',
    attributes: { email },
    relationships: {
      meeting: { type: 'meetings', id: meetingId },
      invitedBy: { type: 'users', id: viewer.id },
      ...(occurrenceId ? { occurrence: { type: 'meetingOccurrences', id: occurrenceId } } : {}),
      ...(viewer.organizationId ? { organization: { type: 'organizations', id: viewer.organizationId } } : {}),
    },
  });
  const { doc } = await send({ method: 'POST', path: `/meetings/${meetingId}/invites`, body });
  return recordOf(doc);
}

/**
 * Webinar calls of the registration app (seed sections 2.4 and 7):
 *
 * | function          | request                                                                  |
 * |-------------------|--------------------------------------------------------------------------|
 * | loadMeeting       | GET /meetings/{id}                                                       |
 * | loadOccurrences   | GET /meetings/{id}/occurrences?filter[start_date][gte]=…&[lt]=…&sort=…   |
 * | bookOccurrence    | POST /meetings/{id}/attendees?include=meeting,occurrence                 |
 * | loadAttendee      | GET /meetings/{id}/attendees/{attendeeId}?include=meeting,occurrence     |
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

export interface Booking {
  attendee: AppRecord;
  meeting: AppRecord | undefined;
  occurrence: AppRecord | undefined;
}

function bookingOf(doc: Parameters<typeof recordOf>[0]): Booking {
  const attendee = recordOf(doc);
  const included = groupIncluded(doc.included ?? []);
  return {
    attendee,
    meeting: included.meetings?.find((m) => m.id === attendee.meetingId),
    occurrence: included.meeting_occurrences?.find((o) => o.id === attendee.occurrenceId),
  };
}

/** Books the viewer on a session: a scheduled attendee under their own name and email. */
export async function bookOccurrence(meetingId: string, occurrenceId: string, viewer: Viewer): Promise<Booking> {
  const body = document({
    type: 'meetingAttendees',
    attributes: { attendanceStatus: 'scheduled', email: viewer.email ?? '', firstName: viewer.firstName ?? undefined, lastName: viewer.lastName ?? undefined },
    relationships: { meeting: { type: 'meetings', id: meetingId }, occurrence: { type: 'meetingOccurrences', id: occurrenceId } },
  });
  const { doc } = await send({ method: 'POST', path: `/meetings/${meetingId}/attendees?include=meeting,occurrence`, def: meeting_attendees, body });
  return bookingOf(doc);
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

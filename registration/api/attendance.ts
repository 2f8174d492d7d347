/**
 * A booking reached by its attendee token (issue 13: the join and reschedule pages of the
 * booking mails). The token is the credential of the GET and the calendar file; the moves need
 * the attendee's own sign-in as well, which the transport's bearer header carries.
 *
 * | function               | request                                                                                      |
 * |------------------------|----------------------------------------------------------------------------------------------|
 * | loadBooking            | GET  /meeting_attendees/{token}?include=meeting,meeting.default_host,occurrence,occurrence.host |
 * | accessWebinar          | POST /meeting_attendees/{token}/access (same include)                                        |
 * | cancelBooking          | POST /meeting_attendees/{token}/cancel (same include)                                        |
 * | rescheduleBooking      | POST /meeting_attendees/{token}/reschedule (same include), body: the new occurrence          |
 * | tokenCalendarUrl       | (no request) GET /meeting_attendees/{token}/calendar.ics, public: a plain download link      |
 * | fetchBookingCalendar   | GET  /meetings/{meetingId}/attendees/{id}/calendar.ics with the bearer → a Blob              |
 */
import { groupIncluded } from '../../dataProvider/deserialize';
import type { AppRecord, JsonApiDocument } from '../../dataProvider/types';
import { tokenStore } from '../../dataProvider/tokenStore';
import type { JoinPhase } from '../../domain/webinars';
import { meeting_attendees } from '../../resources';
import { document, recordOf, send } from './client';
import { ApiFailure } from '../../dataProvider/ApiFailure';

const API_ROOT = '/api/v1';
const INCLUDE = 'include=meeting,meeting.default_host,occurrence,occurrence.host';

/** The server's view of the booking at load time (contract endpoint 1's meta). */
export interface BookingMeta {
  /** The server's clock: phases are computed from it, never from the browser's alone. */
  now: string;
  joinPhase: JoinPhase;
  canReschedule: boolean;
  /** This person's scheduled bookings of the meeting (the reschedule warning). */
  scheduledBookings: number;
  /** Path of the public calendar file, under the site root. */
  calendarUrl: string;
  /** Only after access: the meeting's video link. */
  meetingLink?: string;
  /** Only after a reschedule: the new booking's token. */
  token?: string;
  /** Only on a rescheduled booking: the token of the booking that replaced it. */
  currentToken?: string;
}

export interface TokenBooking {
  attendee: AppRecord;
  meeting: AppRecord | undefined;
  occurrence: AppRecord | undefined;
  /** The occurrence's host, else the meeting's default host (seed 2.4). */
  host: AppRecord | undefined;
  meta: BookingMeta;
}

const base = (token: string): string => `/meeting_attendees/${encodeURIComponent(token)}`;

/** The public calendar file of a booking, as a same-site address for a download link. */
export const tokenCalendarUrl = (token: string): string => `${API_ROOT}${base(token)}/calendar.ics`;

const JOIN_PHASES: readonly JoinPhase[] = ['upcoming', 'open', 'ended'];

function metaOf(doc: JsonApiDocument, token: string): BookingMeta {
  const meta = doc.meta ?? {};
  const phase = JOIN_PHASES.find((p) => p === meta.join_phase) ?? 'upcoming';
  const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);
  const link = str(meta.meeting_link);
  const next = str(meta.attendee_token);
  const current = str(meta.current_attendee_token);
  return {
    now: str(meta.now) ?? new Date().toISOString(),
    joinPhase: phase,
    canReschedule: meta.can_reschedule === true,
    scheduledBookings: typeof meta.scheduled_bookings === 'number' ? meta.scheduled_bookings : 1,
    // Same-site, whatever origin the server believes it has (a dev proxy, a load balancer).
    calendarUrl: tokenCalendarUrl(token),
    ...(link ? { meetingLink: link } : {}),
    ...(next ? { token: next } : {}),
    ...(current ? { currentToken: current } : {}),
  };
}

export function tokenBookingOf(doc: JsonApiDocument, token: string): TokenBooking {
  const attendee = recordOf(doc);
  const included = groupIncluded(doc.included ?? []);
  const meeting = included.meetings?.find((m) => m.id === attendee.meetingId);
  const occurrence = included.meeting_occurrences?.find((o) => o.id === attendee.occurrenceId);
  const hostId = occurrence?.hostId ?? meeting?.defaultHostId;
  const host = hostId ? included.users?.find((u) => u.id === hostId) : undefined;
  return { attendee, meeting, occurrence, host, meta: metaOf(doc, token) };
}

export async function loadBooking(token: string): Promise<TokenBooking> {
  const { doc } = await send({ method: 'GET', path: `${base(token)}?${INCLUDE}` });
  return tokenBookingOf(doc, token);
}

/** Marks the booking attended; the answer's `meta.meetingLink` is the way in. */
export async function accessWebinar(token: string): Promise<TokenBooking> {
  const { doc } = await send({ method: 'POST', path: `${base(token)}/access?${INCLUDE}` });
  return tokenBookingOf(doc, token);
}

export async function cancelBooking(token: string): Promise<TokenBooking> {
  const { doc } = await send({ method: 'POST', path: `${base(token)}/cancel?${INCLUDE}` });
  return tokenBookingOf(doc, token);
}

/** Moves the booking to another session of the meeting: the new booking and its own token. */
export async function rescheduleBooking(token: string, occurrenceId: string): Promise<{ booking: TokenBooking; token: string }> {
  const body = document({ type: 'meetingAttendees', relationships: { occurrence: { type: 'meetingOccurrences', id: occurrenceId } } });
  const { doc } = await send({ method: 'POST', path: `${base(token)}/reschedule?${INCLUDE}`, def: meeting_attendees, body });
  const next = typeof doc.meta?.attendee_token === 'string' ? doc.meta.attendee_token : '';
  if (next === '') throw new ApiFailure('errors.api.default', 500);
  return { booking: tokenBookingOf(doc, next), token: next };
}

/**
 * The booking page's calendar file: it needs the bearer, so a plain link cannot fetch it; the
 * page offers the Blob as an object URL instead.
 */
export async function fetchBookingCalendar(meetingId: string, attendeeId: string): Promise<Blob> {
  const jwt = tokenStore.get();
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}/meetings/${encodeURIComponent(meetingId)}/attendees/${encodeURIComponent(attendeeId)}/calendar.ics`, {
      headers: { Accept: 'text/calendar', ...(jwt ? { Authorization: `Bearer ${jwt}` } : {}) },
    });
  } catch {
    throw new ApiFailure('errors.api.noConnection', 0);
  }
  if (!response.ok) throw new ApiFailure(response.status === 404 ? 'errors.api.notFound' : 'errors.api.default', response.status);
  return response.blob();
}

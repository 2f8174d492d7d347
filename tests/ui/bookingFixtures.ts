/**
 * Test fixtures of the token booking API (contract endpoints 1-4) for the join and reschedule
 * component tests: documents shaped as the server sends them, snake_case on the wire.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { http, type RequestHandler } from 'msw';
import { api, jsonApi } from './apiServer';

/**
 * Fixes the date at `now` for each test of the file (the calendar shows its month); timers stay
 * real for MSW and waitFor. Cleans the rendered screen after each test.
 */
export function useFixedDate(now: Date): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** The session calendar's button for day `n` of the month shown. */
export const calendarDay = (n: number): HTMLButtonElement | null => screen.getByText(String(n), { selector: 'td button' }).closest('button');

export const TOKEN = '5.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
export const NEW_TOKEN = '6.ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210zyxwvut';
const MINUTE = 60_000;

export interface BookingOptions {
  status?: string;
  /** Minutes from the server's now to the session's start. */
  startsIn?: number;
  /** The server's clock, relative to the browser's, in minutes. */
  serverAhead?: number;
  occurrenceId?: string;
  meta?: Record<string, unknown>;
}

export function bookingDocument(options: BookingOptions = {}): Record<string, unknown> {
  const now = Date.now() + (options.serverAhead ?? 0) * MINUTE;
  const start = new Date(now + (options.startsIn ?? 120) * MINUTE);
  const end = new Date(start.getTime() + 45 * MINUTE);
  const occurrenceId = options.occurrenceId ?? '11';
  return {
    data: {
      type: 'meetingAttendees',
      id: '5',
      attributes: { attendance_status: options.status ?? 'scheduled', email: 'pat@school.example', first_name: 'Pat', last_name: 'Lee', created_at: new Date(now).toISOString() },
      relationships: { meeting: { data: { type: 'meetings', id: '3' } }, occurrence: { data: { type: 'meetingOccurrences', id: occurrenceId } } },
    },
    included: [
      { type: 'meetings', id: '3', attributes: { name: 'Getting started', description: '', duration: 45, timezone: 'Europe/London' }, relationships: { default_host: { data: { type: 'users', id: '8' } } } },
      { type: 'meetingOccurrences', id: occurrenceId, attributes: { name: 'Session', start_date: start.toISOString(), end_date: end.toISOString() }, relationships: { host: { data: { type: 'users', id: '9' } } } },
      { type: 'users', id: '8', attributes: { first_name: 'Default' } },
      { type: 'users', id: '9', attributes: { first_name: 'Hanna' } },
    ],
    meta: {
      now: new Date(now).toISOString(),
      join_phase: 'upcoming',
      can_reschedule: true,
      scheduled_bookings: 1,
      calendar_url: `/api/v1/meeting_attendees/${TOKEN}/calendar.ics`,
      ...options.meta,
    },
  };
}

/** GET /meeting_attendees/{token} answering `options`. */
export function bookingHandler(options: BookingOptions = {}, token = TOKEN): RequestHandler {
  return http.get(api(`/meeting_attendees/${token}`), () => jsonApi(bookingDocument(options)));
}

/** One occurrence of meeting 3, as GET /meetings/3/occurrences lists it. */
export function occurrence(id: string, start: Date): Record<string, unknown> {
  return { type: 'meetingOccurrences', id, attributes: { name: 'Session', start_date: start.toISOString(), end_date: new Date(start.getTime() + 45 * MINUTE).toISOString() } };
}

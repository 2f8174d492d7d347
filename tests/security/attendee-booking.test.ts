/**
 * Teachers book webinar sessions for themselves (seed section 2.4): their own email, a future
 * session of that meeting, status scheduled; they read and move only their own booking, and
 * never another person's or a status reserved to meeting admins. Their moves keep the join
 * page's time rules (domain/webinars.ts): access from 30 minutes before the start, reschedule
 * not in those 30 minutes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meeting_occurrences, meetings } from '../../resources';
import { buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { schemaErrors } from '../support/jsonapiSchema';

const API = '/api/v1';
const inDays = (days: number, hour = 16): Date => new Date(Date.now() + days * 86_400_000 + hour * 3_600_000);

describe('webinar self-booking', () => {
  let t: TestApp;
  let world: World;
  let meetingId: string;
  let future: string;
  let past: string;
  let otherMeetingSession: string;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    world = await buildWorld(t);
    meetingId = await insert(t, meetings, { name: 'Getting started', duration: 45, startDate: '2030-01-01' });
    const other = await insert(t, meetings, { name: 'Other', duration: 30, startDate: '2030-01-01' });
    future = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: inDays(3), endDate: inDays(3, 17) });
    past = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: inDays(-3), endDate: inDays(-3, 17) });
    otherMeetingSession = await insert(t, meeting_occurrences, { meetingId: Number(other), startDate: inDays(4), endDate: inDays(4, 17) });
  });
  afterAll(async () => t.close());

  const book = (token: string, occurrence: string, attributes: Record<string, unknown> = {}) =>
    t.request('POST', `${API}/meetings/${meetingId}/attendees?include=meeting,occurrence`, {
      token,
      body: {
        data: {
          type: 'meetingAttendees',
          attributes: { attendance_status: 'scheduled', email: 'teacher-a@test.test', first_name: 'Tea', ...attributes },
          relationships: { occurrence: { data: { type: 'meetingOccurrences', id: occurrence } } },
        },
      },
    });

  const refusal = (res: { status: number; doc: { errors?: { meta?: { error_identifier?: string } }[] } }) => [res.status, res.doc.errors?.[0]?.meta?.error_identifier];

  it('books a future session under the teacher’s own account and shows it back', async () => {
    const res = await book(world.tokens.teacherA, future);
    expect(res.status).toBe(201);
    expect(schemaErrors(res.body)).toEqual([]);
    expect(res.doc.data.attributes.attendance_status).toBe('scheduled');
    expect(res.doc.data.relationships.user.data.id).toBe(world.ids.teacherA);
    expect((res.doc.included ?? []).map((r: { type: string }) => r.type).sort()).toEqual(['meetingOccurrences', 'meetings']);
    const mine = await t.request('GET', `${API}/meeting_attendees`, { token: world.tokens.teacherA });
    expect(mine.doc.data.map((r: { id: string }) => r.id)).toEqual([res.doc.data.id]);
    // Another teacher neither sees nor changes it.
    expect((await t.request('GET', `${API}/meeting_attendees/${res.doc.data.id}`, { token: world.tokens.teacherB })).status).toBe(404);
    expect((await t.request('GET', `${API}/meeting_attendees`, { token: world.tokens.teacherB })).doc.data).toEqual([]);
  });

  it('books the signed-in person from the seed’s own body: status, meeting and session, no email or names', async () => {
    const session = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: inDays(5), endDate: inDays(5, 17) });
    const seedBody = {
      data: {
        type: 'meetingAttendees',
        attributes: { attendance_status: 'scheduled' },
        relationships: { meeting: { data: { type: 'meetings', id: meetingId } }, occurrence: { data: { type: 'meetingOccurrences', id: session } } },
      },
    };
    const path = `${API}/meetings/${meetingId}/attendees?include=meeting,meetingOccurrence,meetingOccurrence.host`;
    const res = await t.request('POST', path, { token: world.tokens.teacherA, body: seedBody });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(schemaErrors(res.body)).toEqual([]);
    expect(res.doc.data.attributes).toMatchObject({ email: 'teacher-a@test.test', first_name: 'Tea', last_name: 'Cher', attendance_status: 'scheduled' });
    expect(res.doc.data.relationships.user.data.id).toBe(world.ids.teacherA);
    // The same body again is the same person booking the same session twice.
    expect(refusal(await t.request('POST', path, { token: world.tokens.teacherA, body: seedBody }))).toEqual([409, 'alreadyBooked']);
    // A meeting admin books someone else, so names the address.
    const byAdmin = await t.request('POST', path, { token: world.tokens.superUser, body: seedBody });
    expect(refusal(byAdmin)).toEqual([422, 'fieldNoBlank']);
    expect(byAdmin.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/email');
  });

  it('books a person once per session: a second booking is 409 alreadyBooked, a cancelled one may be booked again', async () => {
    const first = await book(world.tokens.teacherB, future, { email: 'Teacher-B@test.test' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await book(world.tokens.teacherB, future, { email: 'teacher-b@test.test' });
    expect(again.status).toBe(409);
    expect(again.doc.errors?.[0]).toMatchObject({ meta: { error_identifier: 'alreadyBooked' }, source: { pointer: '/data/relationships/occurrence' } });
    expect(schemaErrors(again.body)).toEqual([]);
    expect((await t.request('GET', `${API}/meeting_attendees`, { token: world.tokens.teacherB })).doc.data).toHaveLength(1);
    const cancelled = await t.request('PATCH', `${API}/meeting_attendees/${first.doc.data.id}`, {
      token: world.tokens.teacherB,
      body: { data: { type: 'meetingAttendees', id: first.doc.data.id, attributes: { attendance_status: 'cancelled' } } },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await book(world.tokens.teacherB, future, { email: 'teacher-b@test.test' })).status).toBe(201);
  });

  it('refuses someone else’s email, a past session, another meeting’s session and admin-only statuses', async () => {
    const other = await book(world.tokens.teacherA, future, { email: 'teacher-b@test.test' });
    expect(other.status).toBe(403);
    expect(other.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/email');
    expect((await book(world.tokens.teacherA, past)).doc.errors?.[0]?.meta.error_identifier).toBe('occurrenceNotBookable');
    expect((await book(world.tokens.teacherA, otherMeetingSession)).status).toBe(422);
    expect((await book(world.tokens.teacherA, future, { attendance_status: 'converted' })).status).toBe(403);
  });

  const patchAs = (token: string, id: string, attributes: Record<string, unknown>) =>
    t.request('PATCH', `${API}/meetings/${meetingId}/attendees/${id}`, { token, body: { data: { type: 'meetingAttendees', id, attributes } } });
  /**
   * Teacher A's booking of a session of its own (a person books a session once) starting in 3
   * days, or in 10 minutes: inside the access window, no longer reschedulable.
   */
  const bookingOf = async (when: 'future' | 'soon'): Promise<string> => {
    const start = when === 'future' ? inDays(3) : new Date(Date.now() + 10 * 60_000);
    const session = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: start, endDate: new Date(start.getTime() + 45 * 60_000) });
    return (await book(world.tokens.teacherA, session)).doc.data.id as string;
  };

  it('lets the teacher mark their booking attended inside the window, never converted, nor move it to another person', async () => {
    const id = await bookingOf('soon');
    const patch = (attributes: Record<string, unknown>) => patchAs(world.tokens.teacherA, id, attributes);
    expect((await patch({ attendance_status: 'no_show' })).status).toBe(403);
    expect((await patch({ email: 'someone@else.test' })).status).toBe(403);
    expect((await patch({ attendance_status: 'attended' })).status).toBe(200);
    // Attended is where the booking stays.
    expect(refusal(await patch({ attendance_status: 'scheduled' }))).toEqual([422, 'attendanceTransition']);
  });

  it('refuses access before the window and a reschedule just before the start, as the join page does', async () => {
    const early = await bookingOf('future');
    const tooEarly = await patchAs(world.tokens.teacherA, early, { attendance_status: 'attended' });
    expect(refusal(tooEarly)).toEqual([422, 'accessNotOpen']);
    expect(tooEarly.doc.errors?.[0]?.detail).toBe('The webinar opens 30 minutes before it starts.');
    expect(tooEarly.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/attendance_status');
    expect((await patchAs(world.tokens.teacherA, early, { attendance_status: 'rescheduled' })).status).toBe(200);
    const late = await bookingOf('soon');
    expect(refusal(await patchAs(world.tokens.teacherA, late, { attendance_status: 'rescheduled' }))).toEqual([422, 'rescheduleClosed']);
    expect((await patchAs(world.tokens.teacherA, late, { attendance_status: 'cancelled' })).status).toBe(200);
    expect(refusal(await patchAs(world.tokens.teacherA, late, { attendance_status: 'scheduled' }))).toEqual([422, 'attendanceTransition']);
  });

  it('refuses a meeting admin another webinar’s session too, on a booking and on a move', async () => {
    const byAdmin = await book(world.tokens.superUser, otherMeetingSession, { email: 'guest@elsewhere.test' });
    expect(refusal(byAdmin)).toEqual([422, 'occurrenceOfAnotherMeeting']);
    expect(byAdmin.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/occurrence');
    expect(byAdmin.doc.errors?.[0]?.detail).toBe('This session belongs to another webinar. Choose one of this webinar’s sessions.');
    expect(schemaErrors(byAdmin.body)).toEqual([]);
    // A past session of this meeting is theirs to book (attendance marked by hand).
    const booked = await book(world.tokens.superUser, past, { email: 'guest@elsewhere.test' });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.doc.data.id as string;
    const moved = await t.request('PATCH', `${API}/meeting_attendees/${id}`, {
      token: world.tokens.superUser,
      body: { data: { type: 'meetingAttendees', id, relationships: { occurrence: { data: { type: 'meetingOccurrences', id: otherMeetingSession } } } } },
    });
    expect(refusal(moved)).toEqual([422, 'occurrenceOfAnotherMeeting']);
    const kept = await t.request('GET', `${API}/meeting_attendees/${id}?include=occurrence`, { token: world.tokens.superUser });
    expect(kept.doc.data.relationships.occurrence.data.id).toBe(past);
  });

  it('files a meeting admin’s booking of an account’s address under that account, so its owner sees it', async () => {
    const session = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: inDays(6), endDate: inDays(6, 17) });
    const byAdmin = await book(world.tokens.superUser, session, { email: 'Teacher-B@Test.test', first_name: 'Bee' });
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(201);
    expect(byAdmin.doc.data.relationships.user.data?.id).toBe(world.ids.teacherB);
    const theirs = await t.request('GET', `${API}/meetings/${meetingId}/attendees`, { token: world.tokens.teacherB });
    expect(theirs.doc.data.map((r: { id: string }) => r.id)).toContain(byAdmin.doc.data.id);
    // An address without an account stays a guest's booking.
    const guest = await book(world.tokens.superUser, session, { email: 'nobody-here@elsewhere.test' });
    expect(guest.doc.data.relationships.user.data).toBeNull();
  });

  it('leaves meeting admins free to mark attendance by hand', async () => {
    const id = await bookingOf('future');
    expect((await patchAs(world.tokens.superUser, id, { attendance_status: 'no_show' })).status).toBe(200);
    expect((await patchAs(world.tokens.superUser, id, { attendance_status: 'attended' })).status).toBe(200);
  });
});

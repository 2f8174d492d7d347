/**
 * A webinar booking by its join link (issue 13): the link is mailed with the confirmation, opens
 * the booking without sign-in (and nothing else: no one else's booking, no meeting link), and
 * its actions (access, cancel, reschedule) need the attendee's own sign-in and keep the time
 * rules whatever the client says. The app's clock is fixed and moved by the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { desc, eq } from 'drizzle-orm';
import { meeting_occurrences, meetings, users } from '../../resources';
import { mailOutbox } from '../../server/db/extraTables';
import { buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { schemaErrors } from '../support/jsonapiSchema';

const API = '/api/v1';
const START = new Date('2030-03-04T15:00:00Z');
const minutes = (n: number): Date => new Date(START.getTime() + n * 60_000);

interface Event {
  uid: string;
  sequence: number;
  method: string;
  start: string;
  /** "Name <mailto:address> PARTSTAT" of each ATTENDEE. */
  attendees: string[];
}

/** The first VEVENT of an iCalendar text, read with ical.js (a real parser). */
function eventOf(text: string): Event {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const attendees = event.attendees.map((a) => `${String(a.getParameter('cn'))} <${String(a.getFirstValue()).replace(/^mailto:/i, 'mailto:')}> ${String(a.getParameter('partstat'))}`);
  return { uid: event.uid, sequence: event.sequence, method: String(calendar.getFirstPropertyValue('method')), start: event.startDate.toJSDate().toISOString(), attendees };
}

describe('webinar join links', () => {
  let t: TestApp;
  let world: World;
  let clock = minutes(-3 * 24 * 60);
  let meetingId: string;
  let session: string;
  let later: string;

  beforeAll(async () => {
    t = await startTestApp('pglite', { now: () => clock });
    world = await buildWorld(t);
    const defaultHost = await insert(t, users, { email: 'host@test.test', firstName: 'Dana', role: 'admin', permissions: ['meeting_admin'] });
    const sessionHost = await insert(t, users, { email: 'host2@test.test', firstName: 'Sami', role: 'admin', permissions: ['meeting_admin'] });
    meetingId = await insert(t, meetings, { name: 'Getting started', duration: 45, startDate: '2030-03-04', timezone: 'Europe/Helsinki', zoomLink: 'https://zoom.example/j/123', defaultHostId: Number(defaultHost) });
    session = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: START, endDate: minutes(45) });
    later = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: minutes(7 * 24 * 60), endDate: minutes(7 * 24 * 60 + 45), hostId: Number(sessionHost) });
  });
  afterAll(async () => t.close());

  const book = async (token: string, occurrence: string, email: string): Promise<string> => {
    const res = await t.request('POST', `${API}/meetings/${meetingId}/attendees`, {
      token,
      body: { data: { type: 'meetingAttendees', attributes: { attendance_status: 'scheduled', email }, relationships: { occurrence: { data: { type: 'meetingOccurrences', id: occurrence } } } } },
    });
    expect(res.status).toBe(201);
    return res.doc.data.id as string;
  };
  const lastMailTo = async (to: string) => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1))[0]!;
  const tokenIn = (body: string): string => /\/meetings\/join\/([^\s]+)/.exec(body)![1]!;
  const byToken = (token: string, include = 'meeting,meeting.defaultHost,occurrence,occurrence.host') => t.request('GET', `${API}/meeting_attendees/${token}?include=${include}`);
  const act = (token: string, action: string, bearer?: string, body?: unknown) =>
    t.request('POST', `${API}/meeting_attendees/${token}/${action}`, { ...(bearer ? { token: bearer } : {}), ...(body ? { body } : {}) });
  const identifier = (res: { doc: { errors?: { meta?: { error_identifier?: string } }[] } }) => res.doc.errors?.[0]?.meta?.error_identifier;
  const rescheduleBody = (occurrence: string) => ({ data: { type: 'meetingAttendees', relationships: { occurrence: { data: { type: 'meetingOccurrences', id: occurrence } } } } });

  let token = '';

  it('mails the confirmation with the join link, the time in the meeting’s zone and the calendar file', async () => {
    await book(world.tokens.teacherA, session, 'teacher-a@test.test');
    const mail = await lastMailTo('teacher-a@test.test');
    expect(mail.subject).toBe('You are booked: Getting started on 04/03/2030');
    expect(mail.body).toContain('17:00 – 17:45 Eastern European Standard Time');
    expect(mail.body).toContain('Host: Dana');
    token = tokenIn(mail.body);
    const [file] = mail.attachments;
    expect(file?.filename).toBe('webinar.ics');
    const event = eventOf(file!.content);
    expect(event).toMatchObject({ method: 'REQUEST', sequence: 0, start: START.toISOString() });
    // The booker is the entry's attendee, named as their account is.
    expect(event.attendees).toEqual(['Tea Cher <mailto:teacher-a@test.test> ACCEPTED']);
    // The "Add to calendar" link serves the same file.
    const served = await t.app.inject({ method: 'GET', url: `${API}/meeting_attendees/${token}/calendar.ics` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain('text/calendar');
    expect(served.body).toBe(file!.content);
  });

  it('opens the booking without sign-in, with the host’s first name and no meeting link', async () => {
    const res = await byToken(token);
    expect(res.status).toBe(200);
    expect(schemaErrors(res.body)).toEqual([]);
    expect(res.doc.data.attributes.attendance_status).toBe('scheduled');
    expect(res.doc.meta).toMatchObject({ join_phase: 'upcoming', can_reschedule: true, scheduled_bookings: 1, now: clock.toISOString() });
    const meeting = res.doc.included!.find((r: { type: string }) => r.type === 'meetings');
    expect(meeting.attributes).toEqual({ name: 'Getting started', description: null, duration: 45, timezone: 'Europe/Helsinki' });
    const host = res.doc.included!.find((r: { type: string }) => r.type === 'users');
    expect(host.attributes).toEqual({ first_name: 'Dana' });
    expect(JSON.stringify(res.body)).not.toContain('zoom');
  });

  it('keeps the meeting’s call details from everyone but meeting admins, on the meeting and wherever it is included', async () => {
    const asTeacher = await t.request('GET', `${API}/meetings/${meetingId}`, { token: world.tokens.teacherA });
    expect(asTeacher.status).toBe(200);
    expect(asTeacher.doc.data.attributes.name).toBe('Getting started');
    // Withheld, the members read as unset.
    expect(asTeacher.doc.data.attributes).toMatchObject({ zoom_link: null, zoom_meeting_id: null, zoom_meeting_password: null });
    const booking = await t.request('GET', `${API}/meeting_attendees?include=meeting`, { token: world.tokens.teacherA });
    expect(booking.doc.included?.some((r: { type: string }) => r.type === 'meetings')).toBe(true);
    expect(JSON.stringify(booking.body)).not.toContain('zoom.example');
    // Nor can a filter or a sort on them tell a guess from the truth.
    expect((await t.request('GET', `${API}/meetings?filter[zoom_link]=https://zoom.example/j/123`, { token: world.tokens.teacherA })).status).toBe(400);
    expect((await t.request('GET', `${API}/meetings?sort=zoom_meeting_password`, { token: world.tokens.teacherA })).status).toBe(400);
    const asAdmin = await t.request('GET', `${API}/meetings/${meetingId}`, { token: world.tokens.superUser });
    expect(asAdmin.doc.data.attributes.zoom_link).toBe('https://zoom.example/j/123');
  });

  it('refuses a wrong or altered token, and the numeric id still needs a sign-in', async () => {
    expect((await byToken('not-a-token')).status).toBe(404);
    expect((await byToken(token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).status).toBe(404);
    const [id] = token.split('.');
    expect((await byToken(`${Number(id) + 1}.${token.split('.')[1]}`)).status).toBe(404);
    expect((await t.request('GET', `${API}/meeting_attendees/${id}`)).status).toBe(401);
  });

  it('gives access only inside the window, to the attendee only, and marks them attended', async () => {
    expect((await act(token, 'access')).status).toBe(401);
    const early = await act(token, 'access', world.tokens.teacherA);
    expect([early.status, identifier(early)]).toEqual([422, 'accessNotOpen']);
    clock = minutes(-30);
    expect((await act(token, 'access', world.tokens.teacherB)).status).toBe(403);
    const res = await act(token, 'access', world.tokens.teacherA);
    expect(res.status).toBe(200);
    expect(res.doc.meta!.meeting_link).toBe('https://zoom.example/j/123');
    expect(res.doc.data.attributes.attendance_status).toBe('attended');
    // Again (a dropped call) while the session is open; not once it has ended.
    expect((await act(token, 'access', world.tokens.teacherA)).status).toBe(200);
    clock = minutes(46);
    expect(identifier(await act(token, 'access', world.tokens.teacherA))).toBe('accessNotOpen');
  });

  it('reschedules to another session: the old booking shows rescheduled, the calendar entry moves', async () => {
    clock = minutes(-2 * 24 * 60);
    await book(world.tokens.schoolAdminA, session, 'lead-a@test.test');
    const old = tokenIn((await lastMailTo('lead-a@test.test')).body);
    const firstUid = eventOf((await lastMailTo('lead-a@test.test')).attachments[0]!.content).uid;
    expect((await act(old, 'reschedule', world.tokens.schoolAdminA, rescheduleBody(session))).status).toBe(422);
    const res = await act(old, 'reschedule', world.tokens.schoolAdminA, rescheduleBody(later));
    expect(res.status).toBe(201);
    expect(schemaErrors(res.body)).toEqual([]);
    expect(res.doc.data.attributes.attendance_status).toBe('scheduled');
    const fresh = res.doc.meta!.attendee_token as string;
    expect(fresh).not.toBe(old);
    expect((await byToken(old)).doc.data.attributes.attendance_status).toBe('rescheduled');
    const moved = eventOf((await lastMailTo('lead-a@test.test')).attachments[0]!.content);
    expect(moved).toMatchObject({ uid: firstUid, sequence: 1, method: 'REQUEST', start: minutes(7 * 24 * 60).toISOString() });
    // The new booking's host is the session's own host; the old link is spent.
    const included = (await byToken(fresh)).doc.included as { type: string; id: string; attributes: Record<string, unknown>; relationships?: { host?: { data: { id: string } } } }[];
    const hostId = included.find((r) => r.type === 'meetingOccurrences')?.relationships?.host?.data.id;
    expect(included.find((r) => r.type === 'users' && r.id === hostId)?.attributes.first_name).toBe('Sami');
    expect(identifier(await act(old, 'reschedule', world.tokens.schoolAdminA, rescheduleBody(later)))).toBe('attendanceTransition');
    expect(identifier(await act(old, 'access', world.tokens.schoolAdminA))).toBe('attendanceTransition');

    // Cancelling the new booking removes the same calendar entry.
    const cancelled = await act(fresh, 'cancel', world.tokens.schoolAdminA);
    expect(cancelled.doc.data.attributes.attendance_status).toBe('cancelled');
    const removal = await lastMailTo('lead-a@test.test');
    expect(removal.subject).toMatch(/^Cancelled: Getting started/);
    expect(eventOf(removal.attachments[0]!.content)).toMatchObject({ uid: firstUid, method: 'CANCEL' });
  });

  it('refuses a reschedule in the 30 minutes before the start', async () => {
    clock = minutes(-2 * 24 * 60);
    await book(world.tokens.teacherB, session, 'teacher-b@test.test');
    const mine = tokenIn((await lastMailTo('teacher-b@test.test')).body);
    clock = minutes(-10);
    expect(identifier(await act(mine, 'reschedule', world.tokens.teacherB, rescheduleBody(later)))).toBe('rescheduleClosed');
    expect((await byToken(mine)).doc.meta).toMatchObject({ join_phase: 'open', can_reschedule: false });
  });

  it('serves the booking page’s calendar file by id to the booker only', async () => {
    const [id] = token.split('.');
    const own = await t.app.inject({ method: 'GET', url: `${API}/meetings/${meetingId}/attendees/${id}/calendar.ics`, headers: { authorization: `Bearer ${world.tokens.teacherA}` } });
    expect(own.statusCode).toBe(200);
    expect(eventOf(own.body).start).toBe(START.toISOString());
    const other = await t.app.inject({ method: 'GET', url: `${API}/meetings/${meetingId}/attendees/${id}/calendar.ics`, headers: { authorization: `Bearer ${world.tokens.teacherB}` } });
    expect(other.statusCode).toBe(404);
  });

  it('expires the link 30 days after the session', async () => {
    clock = minutes(45 + 31 * 24 * 60);
    const res = await byToken(token);
    expect([res.status, identifier(res)]).toEqual([410, 'linkExpired']);
  });
});

/**
 * Webinars: sessions and attendees under their meeting's path (seed section 7), and schedule
 * changes that replace future sessions, warning first when booked attendees are affected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meeting_attendees, meeting_occurrences, meetings } from '../../resources';
import { body, buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'sessions are computed by the server; the rest is nested paths and pointers' });
const API = '/api/v1';
const inDays = (days: number, hour = 16): Date => new Date(Date.UTC(2030, 0, 1 + days, hour));

describe.each(kinds)('webinars on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let meetingId: string;
  let otherMeetingId: string;
  let sessionId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    meetingId = await insert(t, meetings, { name: 'Getting started', duration: 45, startDate: '2030-01-01', startTime: '16:00' });
    otherMeetingId = await insert(t, meetings, { name: 'Other', duration: 30, startDate: '2030-01-01' });
    sessionId = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: inDays(7), endDate: inDays(7, 17) });
    await insert(t, meeting_occurrences, { meetingId: Number(otherMeetingId), startDate: inDays(8), endDate: inDays(8, 17) });
  });
  afterAll(async () => t.close());
  const admin = (): string => world.tokens.meetingAdmin;

  it('lists only the meeting’s own sessions under /meetings/{id}/occurrences', async () => {
    const res = await t.request('GET', `${API}/meetings/${meetingId}/occurrences`, { token: admin() });
    expect(res.status).toBe(200);
    expect(res.doc.data.map((r: { id: string }) => r.id)).toEqual([sessionId]);
    expect((await t.request('GET', `${API}/meetings/${otherMeetingId}/occurrences/${sessionId}`, { token: admin() })).status).toBe(404);
    expect((await t.request('GET', `${API}/meetings/${meetingId}/occurrences/${sessionId}`, { token: admin() })).status).toBe(200);
  });

  it('books an attendee through the nested path, pinning the meeting from the URL', async () => {
    const res = await t.request('POST', `${API}/meetings/${meetingId}/attendees`, {
      token: admin(),
      body: body('meetingAttendees', { attendance_status: 'scheduled', email: 'Guest@School.test' }, { occurrence: { data: { type: 'meetingOccurrences', id: sessionId } } }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.attributes).toMatchObject({ email: 'guest@school.test', attendance_status: 'scheduled' });
    expect(res.doc.data.relationships.meeting.data).toEqual({ type: 'meetings', id: meetingId });
    const conflict = await t.request('POST', `${API}/meetings/${meetingId}/attendees`, {
      token: admin(),
      body: body('meetingAttendees', { email: 'x@school.test' }, { meeting: { data: { type: 'meetings', id: otherMeetingId } } }),
    });
    expect(conflict.status).toBe(409);
  });

  it('shows a teacher only their own bookings, and refuses students', async () => {
    const res = await t.request('GET', `${API}/meetings/${meetingId}/attendees`, { token: world.tokens.teacherA });
    expect(res.status).toBe(200);
    expect(res.doc.data).toEqual([]);
    expect(res.doc.meta?.total).toBe(0);
    expect((await t.request('GET', `${API}/meetings/${meetingId}/attendees`, { token: world.tokens.studentA })).status).toBe(403);
  });

  it('warns with the number of booked attendees before replacing sessions, then reschedules them', async () => {
    const change = body('meetings', { start_date: '2030-02-04', start_time: '10:30', timezone: 'Europe/London', recurrence: 'weekly', occurrences_count: 3 }, undefined, meetingId);
    const warned = await t.request('POST', `${API}/meetings/${meetingId}/schedule`, { token: admin(), body: change });
    expect(warned.status).toBe(409);
    expect(warned.doc.errors?.[0]).toMatchObject({
      detail: 'Scheduled attendees this change affects: 1. Confirm to reschedule them.',
      meta: { error_identifier: 'scheduleAffectsAttendees', scheduled_attendees: 1 },
    });
    expect((await t.request('GET', `${API}/meetings/${meetingId}/occurrences`, { token: admin() })).doc.data).toHaveLength(1);

    const applied = await t.request('POST', `${API}/meetings/${meetingId}/schedule?confirm=true`, { token: admin(), body: change });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.doc.meta).toEqual({ replaced_sessions: 1, rescheduled_attendees: 1, created_sessions: 3 });
    const sessions = await t.request('GET', `${API}/meetings/${meetingId}/occurrences?sort=start_date`, { token: admin() });
    expect(sessions.doc.data.map((s: { attributes: { start_date: string } }) => s.attributes.start_date)).toEqual([
      '2030-02-04T10:30:00.000Z',
      '2030-02-11T10:30:00.000Z',
      '2030-02-18T10:30:00.000Z',
    ]);
    const attendees = await t.request('GET', `${API}/meetings/${meetingId}/attendees`, { token: admin() });
    expect(attendees.doc.data[0].attributes.attendance_status).toBe('rescheduled');
    expect(attendees.doc.data[0].relationships.occurrence.data).toBeNull();
  });

  it('applies the stored schedule when the console sends no attributes (a new webinar, then after the 409)', async () => {
    // What the console's Apply schedule sends: the webinar as saved, with an empty attribute set.
    const apply = (id: string, query = ''): Promise<Response> =>
      t.request('POST', `${API}/meetings/${id}/schedule${query}`, { token: admin(), body: { data: { type: 'meetings', id, attributes: {} } } });
    const created = await t.request('POST', `${API}/meetings`, {
      token: admin(),
      body: body('meetings', { name: 'Fresh', duration: 30, start_date: '2030-03-04', start_time: '09:00', recurrence: 'weekly', occurrences_count: 2 }),
    });
    const id = created.doc.data.id as string;
    const applied = await apply(id);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.doc.meta).toEqual({ replaced_sessions: 0, rescheduled_attendees: 0, created_sessions: 2 });
    expect(applied.doc.data.relationships.occurrences.data).toHaveLength(2);

    const session = applied.doc.data.relationships.occurrences.data[0].id as string;
    await insert(t, meeting_attendees, { meetingId: Number(id), occurrenceId: Number(session), email: 'booked@school.test' });
    expect((await apply(id)).status).toBe(409);
    const confirmed = await apply(id, '?confirm=true');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.doc.meta).toEqual({ replaced_sessions: 2, rescheduled_attendees: 1, created_sessions: 2 });
  });

  it('generates no session on a holiday: a weekly series steps past Christmas Day and New Year’s Day, a one-off on one is refused', async () => {
    const created = await t.request('POST', `${API}/meetings`, {
      token: admin(),
      body: body('meetings', { name: 'Winter', duration: 30, start_date: '2030-12-18', start_time: '10:00', timezone: 'Europe/London', recurrence: 'weekly', occurrences_count: 3 }),
    });
    const id = created.doc.data.id as string;
    const applied = await t.request('POST', `${API}/meetings/${id}/schedule`, { token: admin(), body: { data: { type: 'meetings', id, attributes: {} } } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const days = (applied.doc.included ?? []).filter((r: { type: string }) => r.type === 'meetingOccurrences').map((r: { attributes: { start_date: string } }) => r.attributes.start_date.slice(0, 10));
    // 2030-12-25 and 2031-01-01 are Wednesdays, as 2030-12-18 is.
    expect(days.sort()).toEqual(['2030-12-18', '2031-01-08', '2031-01-15']);
    const oneOff = await t.request('POST', `${API}/meetings/${id}/schedule?confirm=true`, { token: admin(), body: body('meetings', { recurrence: 'none', start_date: '2030-12-25' }, undefined, id) });
    expect(oneOff.status).toBe(422);
    expect(oneOff.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/start_date' }, meta: { error_identifier: 'holidayDate' } });
    // Nothing of the refused change was kept.
    const after = await t.request('GET', `${API}/meetings/${id}/occurrences`, { token: admin() });
    expect(after.doc.data).toHaveLength(3);
  });

  it('refuses bad schedules with pointers and lets no one else change them', async () => {
    const bad = await t.request('POST', `${API}/meetings/${meetingId}/schedule`, {
      token: admin(),
      body: body('meetings', { start_time: '25:00', timezone: 'Mars/Olympus' }, undefined, meetingId),
    });
    expect(bad.status).toBe(422);
    expect(bad.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/start_time');
    const name = await t.request('POST', `${API}/meetings/${meetingId}/schedule`, { token: admin(), body: body('meetings', { name: 'x' }, undefined, meetingId) });
    expect(name.status).toBe(400);
    const teacher = await t.request('POST', `${API}/meetings/${meetingId}/schedule`, {
      token: world.tokens.teacherA,
      body: body('meetings', { recurrence: 'weekly' }, undefined, meetingId),
    });
    expect(teacher.status).toBe(403);
  });

  it('keeps the meeting duration rule: more than 15 and at most 120 minutes', async () => {
    for (const [duration, status] of [[15, 422], [16, 201], [120, 201], [121, 422]] as const) {
      const res = await t.request('POST', `${API}/meetings`, { token: admin(), body: body('meetings', { name: 'D', start_date: '2030-01-01', duration }) });
      expect(res.status, `duration ${duration}`).toBe(status);
    }
  });

  it('has attendees listed by status for the admin', async () => {
    await insert(t, meeting_attendees, { meetingId: Number(meetingId), email: 'came@school.test', attendanceStatus: 'attended' });
    const res = await t.request('GET', `${API}/meeting_attendees?filter[attendance_status]=attended`, { token: admin() });
    expect(res.doc.data.map((r: { attributes: { email: string } }) => r.attributes.email)).toEqual(['came@school.test']);
  });
});

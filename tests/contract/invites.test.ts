/**
 * Meeting invites (contract "Invites"): a teacher invites a colleague by email to a webinar; the
 * colleague opens the mailed link (/sign-up/invite/{token}), sees who invited them to what, and
 * accepts, which books them as a converted attendee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { meeting_occurrences, meetings } from '../../resources';
import { queryRows } from '../../server/db/client';
import { body, buildWorld, insert, startTestApp, type TestApp, type World, signUpConsents } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectValidDocument } from '../support/jsonapiSchema';

const kinds = await testDbKinds({ pgliteOnly: 'invite documents and their one-time acceptance, one request at a time' });
const API = '/api/v1';

describe.each(kinds)('meeting invites on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let meetingId: string;
  let sessionId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    meetingId = await insert(t, meetings, { name: 'Getting started', duration: 45, startDate: '2030-01-01' });
    sessionId = await insert(t, meeting_occurrences, { meetingId: Number(meetingId), startDate: new Date('2030-01-08T16:00:00Z'), endDate: new Date('2030-01-08T17:00:00Z') });
  });
  afterAll(async () => t.close());

  const invite = (email: string, token = world.tokens.teacherA, relationships: Record<string, unknown> = {}) =>
    t.request('POST', `${API}/meetings/${meetingId}/invites`, { token, body: body('meetingInvites', { email }, { meeting: { data: { type: 'meetings', id: meetingId } }, ...relationships }) });
  const lastMail = async (): Promise<{ to_address: string; body: string }> =>
    (await queryRows<{ to_address: string; body: string }>(t.database.db, sql`SELECT to_address, body FROM mail_outbox ORDER BY id DESC LIMIT 1`))[0]!;
  const tokenIn = (text: string): string => /\/sign-up\/invite\/([\w-]+)/.exec(text)?.[1] ?? '';
  const accept = (id: string, token: string) =>
    t.request('PATCH', `${API}/meetings/${meetingId}/invites/${id}`, { body: body('meetingInvites', { token, status: 'accepted' }, undefined, id) });

  it('creates an invite by the viewer for their school and mails the invitee a sign-up link', async () => {
    const res = await invite('  New.Colleague@School-A.test ', world.tokens.teacherA, { occurrence: { data: { type: 'meetingOccurrences', id: sessionId } } });
    expectValidDocument(res, 201);
    expect(res.doc.data).toMatchObject({
      type: 'meetingInvites',
      attributes: { email: 'new.colleague@school-a.test', status: 'pending' },
      relationships: {
        meeting: { data: { type: 'meetings', id: meetingId } },
        occurrence: { data: { type: 'meetingOccurrences', id: sessionId } },
        invited_by: { data: { type: 'users', id: world.ids.teacherA } },
        organization: { data: { type: 'organizations', id: world.schoolA } },
      },
    });
    expect(res.doc.data.attributes.token).toBeUndefined();
    const mail = await lastMail();
    expect(mail.to_address).toBe('new.colleague@school-a.test');
    expect(mail.body).toMatch(/http:\/\/127\.0\.0\.1\/sign-up\/invite\/[\w-]{43}$/);
    expect(mail.body).toContain('Getting started');
  });

  it('refuses an invalid email with a field error', async () => {
    const res = await invite('not-an-email');
    expectValidDocument(res, 422);
    expect(res.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/email' }, meta: { error_identifier: 'emailInvalid' } });
    expectValidDocument(await t.request('POST', `${API}/meetings/999999/invites`, { token: world.tokens.teacherA, body: body('meetingInvites', { email: 'a@b.test' }) }), 404);
  });

  it('shows the invite to whoever holds the token, with the inviter’s name but not their email', async () => {
    await invite('reader@school-a.test');
    const token = tokenIn((await lastMail()).body);
    const res = await t.request('GET', `${API}/meeting_invites/${token}?include=meeting,invited_by,organization`);
    expectValidDocument(res, 200);
    expect(res.doc.data.attributes).toEqual({ email: 'reader@school-a.test', status: 'pending', used: false, token });
    const byType = Object.fromEntries((res.doc.included ?? []).map((r: { type: string; attributes: unknown }) => [r.type, r.attributes]));
    expect(byType).toEqual({ meetings: { name: 'Getting started', duration: 45 }, users: { first_name: 'Tea', last_name: 'Cher' }, organizations: { name: 'School A' } });
    expectValidDocument(await t.request('GET', `${API}/meeting_invites/${token}?include=password`), 400);
  });

  it('accepts once: records a converted attendee, and a second accept changes nothing', async () => {
    const created = await invite('joiner@school-a.test', world.tokens.teacherA, { occurrence: { data: { type: 'meetingOccurrences', id: sessionId } } });
    const token = tokenIn((await lastMail()).body);
    const id = created.doc.data.id as string;
    const first = await accept(id, token);
    expectValidDocument(first, 200);
    expect(first.doc.data.attributes).toEqual({ email: 'joiner@school-a.test', status: 'accepted', used: false, token });
    expect((await accept(id, token)).status).toBe(200);
    const attendees = await queryRows<{ attendance_status: string; occurrence_id: number | null }>(t.database.db,
      sql`SELECT attendance_status, occurrence_id FROM meeting_attendees WHERE email = 'joiner@school-a.test'`);
    expect(attendees).toEqual([{ attendance_status: 'converted', occurrence_id: Number(sessionId) }]);
    expect((await t.request('GET', `${API}/meeting_invites/${token}`)).doc.data.attributes.status).toBe('accepted');
    // Meeting admins see the converted attendee in the console's attendee list.
    const listed = await t.request('GET', `${API}/meetings/${meetingId}/attendees?filter[attendance_status]=converted`, { token: world.tokens.meetingAdmin });
    expect(listed.doc.data.map((a: { attributes: { email: string } }) => a.attributes.email)).toContain('joiner@school-a.test');
  });

  it('says an invite is used once it was accepted and the invitee has an account, and still answers a repeated accept', async () => {
    const created = await invite('returner@school-a.test');
    const token = tokenIn((await lastMail()).body);
    const id = created.doc.data.id as string;
    const read = async (): Promise<unknown> => (await t.request('GET', `${API}/meeting_invites/${token}`)).doc.data.attributes.used;
    expect(await read()).toBe(false);
    expect((await accept(id, token)).status).toBe(200);
    // Accepted but no account yet (the visitor left before creating it): they may come back to finish.
    expect(await read()).toBe(false);
    const signUp = await t.request('POST', `${API}/users/sign_up`, {
      body: body('users', { first_name: 'Rita', email: 'Returner@School-A.test', role: 'teacher', password: 'secret12', password_confirmation: 'secret12', ...signUpConsents('teacher') }),
    });
    expect(signUp.status).toBe(201);
    const res = await t.request('GET', `${API}/meeting_invites/${token}`);
    expectValidDocument(res, 200);
    expect(res.doc.data.attributes).toMatchObject({ status: 'accepted', used: true });
    const again = await accept(id, token);
    expectValidDocument(again, 200);
    expect(again.doc.data.attributes.used).toBe(true);
  });

  it('lets an admin invite, naming an organisation', async () => {
    const res = await invite('admin-invitee@test.test', world.tokens.meetingAdmin, { organization: { data: { type: 'organizations', id: world.schoolB } } });
    expectValidDocument(res, 201);
    expect(res.doc.data.relationships.organization.data.id).toBe(world.schoolB);
    expect(res.doc.data.relationships.invited_by.data.id).toBe(world.ids.meetingAdmin);
  });
});

/**
 * Meeting invites are a mailed secret: only the token opens or accepts one; only signed-in
 * teachers and admins send them, always in their own name and for their own school.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { meetings } from '../../resources';
import { queryRows } from '../../server/db/client';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectValidDocument } from '../support/jsonapiSchema';

const kinds = await testDbKinds({ pgliteOnly: 'who sends and opens invites, and a throttle kept in the process' });
const API = '/api/v1';

describe.each(kinds)('meeting invite security on %s', (kind) => {
  let t: TestApp;
  let world: World;
  let meetingId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    meetingId = await insert(t, meetings, { name: 'Webinar', duration: 30, startDate: '2030-01-01' });
  });
  afterAll(async () => t.close());

  const invite = (token: string | undefined, relationships: Record<string, unknown> = {}, email = 'someone@test.test') =>
    t.request('POST', `${API}/meetings/${meetingId}/invites`, { ...(token ? { token } : {}), body: body('meetingInvites', { email }, relationships) });
  const mailedToken = async (): Promise<string> => {
    const [mail] = await queryRows<{ body: string }>(t.database.db, sql`SELECT body FROM mail_outbox ORDER BY id DESC LIMIT 1`);
    return /\/sign-up\/invite\/([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
  };

  it('only lets signed-in teachers and admins invite', async () => {
    expectValidDocument(await invite(undefined), 401);
    for (const persona of ['parent', 'child'] as const) expectValidDocument(await invite(world.tokens[persona]), 403);
    expectValidDocument(await invite(world.tokens.teacherA), 201);
  });

  it('records the viewer as the inviter whatever the body names, and keeps a teacher to their school', async () => {
    const res = await invite(world.tokens.teacherA, { invited_by: { data: { type: 'users', id: world.ids.superUser } } });
    expect(res.status).toBe(201);
    expect(res.doc.data.relationships.invited_by.data.id).toBe(world.ids.teacherA);
    const [row] = await queryRows<{ invited_by_id: number }>(t.database.db, sql`SELECT invited_by_id FROM meeting_invites WHERE id = ${Number(res.doc.data.id)}`);
    expect(row?.invited_by_id).toBe(Number(world.ids.teacherA));
    const other = await invite(world.tokens.teacherA, { organization: { data: { type: 'organizations', id: world.schoolB } } });
    expectValidDocument(other, 403);
  });

  it('stops a teacher mailing more than 30 invites a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await invite(world.tokens.schoolAdminA, {}, `bulk${i}@test.test`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('answers 404 to a wrong token and never stores the token itself', async () => {
    const res = await invite(world.tokens.teacherA, {}, 'secret-holder@test.test');
    const token = await mailedToken();
    const id = res.doc.data.id as string;
    expectValidDocument(await t.request('GET', `${API}/meeting_invites/${token.slice(0, -1)}x`), 404);
    expectValidDocument(await t.request('GET', `${API}/meeting_invites/${id}`), 404);
    const wrong = await t.request('PATCH', `${API}/meetings/${meetingId}/invites/${id}`, { body: body('meetingInvites', { token: 'guess', status: 'accepted' }, undefined, id) });
    expectValidDocument(wrong, 404);
    const noToken = await t.request('PATCH', `${API}/meetings/${meetingId}/invites/${id}`, { body: body('meetingInvites', { status: 'accepted' }, undefined, id) });
    expectValidDocument(noToken, 404);
    const [row] = await queryRows<{ status: string; token_hash: string }>(t.database.db, sql`SELECT status, token_hash FROM meeting_invites WHERE id = ${Number(id)}`);
    expect(row?.status).toBe('pending');
    expect(JSON.stringify(row)).not.toContain(token);
    // The right token on another meeting's path does not work either.
    const elsewhere = await insert(t, meetings, { name: 'Other', duration: 30, startDate: '2030-01-01' });
    expectValidDocument(await t.request('PATCH', `${API}/meetings/${elsewhere}/invites/${id}`, { body: body('meetingInvites', { token, status: 'accepted' }, undefined, id) }), 404);
  });
});

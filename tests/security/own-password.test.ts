/**
 * Changing a password (seed section 6): your own needs the current one (`current_password`);
 * an admin setting someone else's does not. Either way the user's other sessions end, and the
 * caller who changed their own gets a fresh token in meta.token to stay signed in.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../resources';
import { hashPassword } from '../../server/auth/passwords';
import { tableOf } from '../../server/db/tables';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'password rules and token versions checked by the server' });
const API = '/api/v1';

describe.each(kinds)('changing a password on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    const u = tableOf(users);
    const password = await hashPassword('old-pass1');
    for (const p of ['teacherA', 'schoolAdminA'] as const) await t.database.db.update(u.table).set({ password }).where(eq(u.columns.id!, Number(world.ids[p])));
  });
  afterAll(async () => t.close());

  const change = (token: string, id: string, attributes: Record<string, unknown>) =>
    t.request('PATCH', `${API}/users/${id}`, { token, body: body('users', attributes, undefined, id) });
  const viewerStatus = async (token: string) => (await t.request('GET', `${API}/user`, { token })).status;
  const signIn = async (email: string, password: string) =>
    (await t.request('POST', `${API}/user/tokens`, { body: body('tokens', { email, password }) })).status;

  it('refuses your own new password without the current one, or with a wrong one, on current_password', async () => {
    const id = world.ids.teacherA;
    for (const attributes of [{ password: 'new-pass1' }, { password: 'new-pass1', current_password: 'not-it' }, { password: 'new-pass1', current_password: '' }]) {
      const res = await change(world.tokens.teacherA, id, attributes);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/current_password' }, meta: { error_identifier: 'currentPasswordInvalid' } });
    }
    expect(await signIn('teacher-a@test.test', 'old-pass1')).toBe(201);
    // Other own edits need no password.
    expect((await change(world.tokens.teacherA, id, { nickname: 'T' })).status).toBe(200);
  });

  it('changes it with the current one, ends your other sessions and hands this one a fresh token', async () => {
    const id = world.ids.teacherA;
    const otherDevice = (await t.app.tokens.sign(id)).jwt;
    const res = await change(world.tokens.teacherA, id, { password: 'new-pass1', password_confirmation: 'new-pass1', current_password: 'old-pass1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fresh = (res.doc.meta?.token as { jwt?: string } | undefined)?.jwt;
    expect(typeof fresh).toBe('string');
    expect(await viewerStatus(fresh!)).toBe(200);
    expect(await viewerStatus(otherDevice)).toBe(401);
    expect(await viewerStatus(world.tokens.teacherA)).toBe(401);
    expect(await signIn('teacher-a@test.test', 'old-pass1')).toBe(404);
    expect(await signIn('teacher-a@test.test', 'new-pass1')).toBe(201);
  });

  it('lets a school admin set a teacher’s password without knowing it, which signs the teacher out everywhere', async () => {
    const id = world.ids.teacherA;
    const teacherSession = (await t.request('POST', `${API}/user/tokens`, { body: body('tokens', { email: 'teacher-a@test.test', password: 'new-pass1' }) })).doc.data.attributes.jwt as string;
    const adminToken = world.tokens.schoolAdminA;
    const res = await change(adminToken, id, { password: 'set-by-admin1' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.doc.meta?.token).toBeUndefined();
    expect(await viewerStatus(teacherSession)).toBe(401);
    // The admin's own session is untouched.
    expect(await viewerStatus(adminToken)).toBe(200);
    expect(await signIn('teacher-a@test.test', 'set-by-admin1')).toBe(201);
  });
});

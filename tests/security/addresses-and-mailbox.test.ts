/**
 * The sign-up form's email check, and the development mailbox that shows what the product mailed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';

const API = '/api/v1';

describe('validate_addresses and the mailbox', () => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp('pglite', { mailbox: true });
    world = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const check = (attributes: Record<string, unknown>) =>
    t.request('POST', `${API}/user/validate_addresses`, { body: { data: { type: 'validateAddresses', attributes } } });

  it('says whether another account uses an email or username, ignoring case and the caller’s own id', async () => {
    expect((await check({ email: ' Teacher-A@TEST.test ' })).doc.data.attributes).toEqual({ email: 'teacher-a@test.test', exists: true });
    expect((await check({ email: 'kid' })).doc.data.attributes.exists).toBe(true);
    expect((await check({ email: 'free@test.test' })).doc.data.attributes.exists).toBe(false);
    expect((await check({ email: 'teacher-a@test.test', id: world.ids.teacherA })).doc.data.attributes.exists).toBe(false);
  });

  it('refuses a blank address and a wrong document type', async () => {
    expect((await check({ email: '  ' })).doc.errors?.[0]).toMatchObject({ status: '422', source: { pointer: '/data/attributes/email' } });
    const wrong = await t.request('POST', `${API}/user/validate_addresses`, { body: { data: { type: 'users', attributes: { email: 'a@b.c' } } } });
    expect(wrong.status).toBe(400);
  });

  it('lists mailed messages with clickable links, escaped', async () => {
    await t.request('POST', `${API}/user/reset_password`, { body: { data: { type: 'users', attributes: { email: 'teacher-a@test.test' } } } });
    const page = await t.app.inject({ method: 'GET', url: '/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h2>Reset your password</h2>');
    expect(page.body).toMatch(/<a href="http:\/\/127\.0\.0\.1\/change-password\?reset_token=[\w-]+">/);
  });

  it('has no mailbox unless asked for (production)', async () => {
    const production = await startTestApp('pglite');
    try {
      expect((await production.app.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});

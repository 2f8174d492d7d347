/**
 * Forgotten passwords: a single-use, expiring link by email (the outbox), never telling who has
 * an account, the seed's password rules on the new one (checked only for a usable link), a limit
 * per address, and the user's other sessions ended.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { buildWorld, MEDIA, startTestApp, type TestApp } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'mailed single-use links and a throttle kept in the process' });
const API = '/api/v1';
const EMAIL = 'teacher-a@test.test';

describe.each(kinds)('password reset on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await buildWorld(t);
  });
  afterAll(async () => t.close());

  const outbox = (): Promise<{ to_address: string; body: string }[]> =>
    queryRows(t.database.db, sql`SELECT to_address, body FROM mail_outbox ORDER BY id`);
  const ask = (email: unknown) => t.request('POST', `${API}/user/reset_password`, { body: { data: { type: 'users', attributes: { email } } } });
  const change = (attributes: Record<string, unknown>) => t.request('PATCH', `${API}/user/reset_password`, { body: { data: { type: 'users', attributes } } });
  const tokenIn = (body: string): string => /reset_token=([\w-]+)/.exec(body)?.[1] ?? '';

  it('mails a link to an existing account and answers unknown addresses the same way', async () => {
    const known = await ask(' Teacher-A@Test.test ');
    const unknown = await ask('nobody@test.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mails = await outbox();
    expect(mails.map((m) => m.to_address)).toEqual([EMAIL]);
    expect(mails[0]?.body).toMatch(/^Choose a new password here[\s\S]*http:\/\/127\.0\.0\.1\/change-password\?reset_token=[\w-]{43}$/);
    expect((await ask('not-an-email')).doc.errors?.[0]).toMatchObject({ status: '422', source: { pointer: '/data/attributes/email' } });
  });

  it('changes the password once with the emailed token, with the seed’s password rules', async () => {
    const token = tokenIn((await outbox()).at(-1)?.body ?? '');
    const short = await change({ token, password: 'abc', password_confirmation: 'abc' });
    expect(short.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/password' }, meta: { error_identifier: 'passwordLength' } });
    const mismatch = await change({ token, password: 'newpass1', password_confirmation: 'newpass2' });
    expect(mismatch.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/attributes/password_confirmation' }, meta: { error_identifier: 'passwordMismatch' } });

    expect((await change({ token, password: 'newpass1', password_confirmation: 'newpass1' })).status).toBe(200);
    const signIn = await t.request('POST', `${API}/user/tokens`, { body: { data: { type: 'tokens', attributes: { email: EMAIL, password: 'newpass1' } } } });
    expect(signIn.status).toBe(201);

    const again = await change({ token, password: 'another1', password_confirmation: 'another1' });
    expect(again.status).toBe(422);
    expect(again.doc.errors?.[0]).toMatchObject({ detail: 'This reset link is not valid any more. Ask for a new one.', source: { pointer: '/data/attributes/token' } });
  });

  it('checks the link before the new password, and ends the user’s other sessions', async () => {
    expect((await change({ token: 'made-up', password: 'abc', password_confirmation: 'abc' })).doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/token' },
      meta: { error_identifier: 'invalidResetToken' },
    });
    const session = (await t.request('POST', `${API}/user/tokens`, { body: { data: { type: 'tokens', attributes: { email: EMAIL, password: 'newpass1' } } } })).doc.data.attributes.jwt as string;
    expect((await t.request('GET', `${API}/user`, { token: session })).status).toBe(200);
    await ask(EMAIL);
    const token = tokenIn((await outbox()).at(-1)?.body ?? '');
    expect((await change({ token, password: 'newpass2', password_confirmation: 'newpass2' })).status).toBe(200);
    expect((await t.request('GET', `${API}/user`, { token: session })).status).toBe(401);
  });

  it('answers 429 to an address that keeps trying links', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'PATCH',
        url: `${API}/user/reset_password`,
        remoteAddress: '10.8.0.1',
        headers: { accept: MEDIA, 'content-type': MEDIA },
        payload: JSON.stringify({ data: { type: 'users', attributes: { token: 'guess', password: 'newpass9', password_confirmation: 'newpass9' } } }),
      });
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await attempt()).statusCode).toBe(422);
    expect((await attempt()).statusCode).toBe(429);
  });

  it('refuses an expired or made-up token', async () => {
    await ask(EMAIL);
    const token = tokenIn((await outbox()).at(-1)?.body ?? '');
    await t.database.exec(`UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE used_at IS NULL`);
    expect((await change({ token, password: 'newpass9', password_confirmation: 'newpass9' })).status).toBe(422);
    expect((await change({ token: 'made-up', password: 'newpass9', password_confirmation: 'newpass9' })).status).toBe(422);
  });
});

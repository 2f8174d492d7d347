/**
 * Sign-in (POST /user/tokens) and bearer tokens: the statuses of seed section 8, the sign-in
 * throttle, HS256 pinned with exp (alg none, other algorithms, other secrets and expired tokens
 * refused), archived users and tokens from before a password change shut out, and the viewer
 * document GET /user with its meta.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { licensings, organizations, users } from '../../resources';
import { SESSION_TTL_SECONDS } from '../../domain/constants';
import { ACCOUNT_FAILURES_BEFORE_BACKOFF } from '../../server/auth/signInLimits';
import { hashPassword } from '../../server/auth/passwords';
import { tableOf } from '../../server/db/tables';
import { body, buildWorld, insert, MEDIA, startTestApp, TEST_SECRET, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: "sign-in, JWT checks and the throttle are the server's" });
const API = '/api/v1';
const b64url = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = (): number => Math.floor(Date.now() / 1000);

let ipCounter = 0;
/** A fresh client address per sign-in unless a test means to share one (the throttle counts per address). */
const freshIp = (): string => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

describe.each(kinds)('tokens on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
    const password = await hashPassword('secret1');
    const u = tableOf(users);
    for (const p of ['teacherA', 'child', 'licensingAdmin'] as const)
      await t.database.db.update(u.table).set({ password }).where(eq(u.columns.id!, Number(world.ids[p])));
    await t.database.db.update(u.table).set({ password, username: 'stu-a' }).where(eq(u.columns.id!, Number(world.ids.studentA)));
    const schoolC = await insert(t, organizations, { name: 'Lapsed School' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await insert(t, licensings, { organizationId: Number(schoolC), licenseId: Number(world.licenseId), state: 'trial', expiresAt: yesterday });
    await insert(t, users, { email: 'lapsed@c.test', firstName: 'Lapsed', role: 'teacher', organizationId: Number(schoolC), password });
    await insert(t, users, { email: 'staff@c.test', firstName: 'Staff', role: 'admin', organizationId: Number(schoolC), password });
  });
  afterAll(async () => t.close());

  async function signIn(attributes: Record<string, unknown>, ip = freshIp()): Promise<Response> {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user/tokens`,
      remoteAddress: ip,
      headers: { accept: MEDIA, 'content-type': MEDIA },
      payload: JSON.stringify(body('tokens', attributes)),
    });
    const parsed: unknown = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, headers: res.headers, body: parsed, doc: (parsed ?? {}) as Response['doc'] };
  }
  const viewer = (token: string) => t.request('GET', `${API}/user`, { token });
  const expectCode = (res: Response, status: number, identifier: string, code?: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(res.doc.errors?.[0]).toMatchObject({ status: String(status), meta: { error_identifier: identifier }, ...(code ? { code } : {}) });
  };

  it('email and password give 201 with an HS256 jwt that opens GET /user', async () => {
    const res = await signIn({ email: 'Teacher-A@Test.TEST', password: 'secret1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.type).toBe('tokens');
    const jwt = res.doc.data.attributes.jwt as string;
    expect(decodeProtectedHeader(jwt).alg).toBe('HS256');
    const claims = decodeJwt(jwt);
    expect(claims.sub).toBe(world.ids.teacherA);
    expect(claims.exp! - claims.iat!).toBe(SESSION_TTL_SECONDS);
    expect((await viewer(jwt)).doc.data.id).toBe(world.ids.teacherA);
  });

  it('a username signs in too, whatever its case', async () => {
    const res = await signIn({ username: 'KID', password: 'secret1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(decodeJwt(res.doc.data.attributes.jwt as string).sub).toBe(world.ids.child);
  });

  it('a valid token is exchanged for a fresh one; an invalid one is not', async () => {
    const res = await signIn({ token: world.tokens.parent });
    expect(res.status).toBe(201);
    expect(decodeJwt(res.doc.data.attributes.jwt as string).sub).toBe(world.ids.parent);
    expectCode(await signIn({ token: 'x.y.z' }), 404, 'incorrectCredentials');
  });

  it('a wrong password and an unknown user get the very same 404', async () => {
    const wrong = await signIn({ email: 'teacher-a@test.test', password: 'secret2' });
    const unknown = await signIn({ email: 'nobody@test.test', password: 'secret1' });
    expectCode(wrong, 404, 'incorrectCredentials');
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.status).toBe(wrong.status);
    // A user without a password cannot be signed into with an empty or any password.
    expectCode(await signIn({ email: 'teacher-b@test.test', password: 'secret1' }), 404, 'incorrectCredentials');
  });

  it('malformed sign-ins are 400', async () => {
    expectCode(await signIn({ email: 'teacher-a@test.test' }), 400, 'badRequest');
    expectCode(await signIn({}), 400, 'badRequest');
  });

  it('a student may not sign in with a password: 422', async () => {
    expectCode(await signIn({ username: 'stu-a', password: 'secret1' }), 422, 'loginNotAllowed');
  });

  it('an expired subscription is 401 with code 806; admins are never refused for it', async () => {
    expectCode(await signIn({ email: 'lapsed@c.test', password: 'secret1' }), 401, 'subscriptionExpired', '806');
    expect((await signIn({ email: 'licensing@test.test', password: 'secret1' })).status).toBe(201);
    expect((await signIn({ email: 'staff@c.test', password: 'secret1' })).status).toBe(201);
  });

  it('backs an account off after five failures, even to the right password, from any address; nobody else is locked out', async () => {
    const ip = freshIp();
    const login = 'licensing@test.test';
    for (let i = 1; i <= ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) expectCode(await signIn({ email: login, password: `wrong${i}` }, ip), 404, 'incorrectCredentials');
    expectCode(await signIn({ email: login, password: 'wrong11' }, ip), 429, 'tooManyAttempts');
    expectCode(await signIn({ email: login, password: 'secret1' }, ip), 429, 'tooManyAttempts');
    expectCode(await signIn({ email: login, password: 'secret1' }), 429, 'tooManyAttempts');
    // The same address and every other one still sign into other accounts.
    expect((await signIn({ username: 'kid', password: 'secret1' }, ip)).status).toBe(201);
    expect((await signIn({ username: 'kid', password: 'secret1' })).status).toBe(201);
  });

  describe('bearer tokens', () => {
    const secret = new TextEncoder().encode(TEST_SECRET);
    const refused = async (token: string) => {
      const res = await viewer(token);
      expectCode(res, 401, 'unauthenticated');
      expect((await t.request('GET', `${API}/users`, { token })).status).toBe(401);
    };

    it('refuses a token signed with another secret', async () => {
      const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(world.ids.superUser).setIssuedAt().setExpirationTime('1h').sign(new TextEncoder().encode('another-secret'));
      await refused(forged);
    });

    it('refuses alg none', async () => {
      const payload = { sub: world.ids.superUser, iat: now(), exp: now() + 3600 };
      await refused(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payload)}.`);
      await refused(`${b64url({ alg: 'none' })}.${b64url(payload)}`);
    });

    it('refuses HS512 even with the right secret', async () => {
      await refused(await new SignJWT({}).setProtectedHeader({ alg: 'HS512' }).setSubject(world.ids.superUser).setIssuedAt().setExpirationTime('1h').sign(secret));
    });

    it('refuses an expired token and one without exp', async () => {
      await refused(await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(world.ids.superUser).setIssuedAt(now() - 7200).setExpirationTime(now() - 60).sign(secret));
      await refused(await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(world.ids.superUser).setIssuedAt().sign(secret));
      // The same claims, unexpired, pass: the refusals above are about exp alone.
      const fine = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(world.ids.superUser).setIssuedAt().setExpirationTime('1h').sign(secret);
      expect((await viewer(fine)).status).toBe(200);
    });

    it('refuses the token of an archived user, who cannot sign in again either', async () => {
      const password = await hashPassword('secret1');
      const id = await insert(t, users, { email: 'gone@a.test', firstName: 'Gone', role: 'teacher', organizationId: Number(world.schoolA), password });
      const token = (await t.app.tokens.sign(id)).jwt;
      expect((await viewer(token)).status).toBe(200);
      const del = await t.request('DELETE', `${API}/users/${id}`, { token: world.tokens.superUser });
      expect(del.status).toBe(204);
      await refused(token);
      expectCode(await signIn({ email: 'gone@a.test', password: 'secret1' }), 404, 'incorrectCredentials');
      // Nor is their old token exchanged for a fresh one.
      expectCode(await signIn({ token }), 404, 'incorrectCredentials');
    });

    it('refuses a token signed before the user’s password changed, and will not exchange it', async () => {
      const id = await insert(t, users, { email: 'moved-on@a.test', firstName: 'Moved', role: 'parent' });
      const old = (await t.app.tokens.sign(id)).jwt;
      expect((await viewer(old)).status).toBe(200);
      const reset = await t.request('PATCH', `${API}/users/${id}`, { token: world.tokens.superUser, body: body('users', { password: 'fresh-pass1' }, undefined, id) });
      expect(reset.status, JSON.stringify(reset.body)).toBe(200);
      await refused(old);
      expectCode(await signIn({ token: old }), 404, 'incorrectCredentials');
      const fresh = await signIn({ email: 'moved-on@a.test', password: 'fresh-pass1' });
      expect(fresh.status).toBe(201);
      expect((await viewer(fresh.doc.data.attributes.jwt as string)).status).toBe(200);
    });
  });

  describe('GET /user', () => {
    it('describes a teacher: type, permissions, trial state and usage', async () => {
      const res = await viewer(world.tokens.teacherA);
      expect(res.status).toBe(200);
      expect(res.doc.data.meta).toMatchObject({
        user_id: world.ids.teacherA,
        user_type: 'teachers',
        permissions: [],
        organization_admin: false,
        is_trialing: true,
        subscribed: false,
        days_until_trial_expires: 10,
        usage_totals: { teachers: 2, students: 1 },
      });
      const included = (res.doc.included ?? []).map((r: { type: string; id: string }) => `${r.type}:${r.id}`).sort();
      expect(included).toEqual([`licenses:${world.licenseId}`, `licensings:${world.licensingA}`, `organizations:${world.schoolA}`].sort());
    });

    it('describes a school admin, a subscribed teacher and a super user', async () => {
      expect((await viewer(world.tokens.schoolAdminA)).doc.data.meta).toMatchObject({ user_type: 'teachers', organization_admin: true });
      expect((await viewer(world.tokens.teacherB)).doc.data.meta).toMatchObject({
        is_trialing: false,
        subscribed: true,
        days_until_trial_expires: null,
        usage_totals: { teachers: 1, students: 0 },
      });
      expect((await viewer(world.tokens.superUser)).doc.data.meta).toMatchObject({
        user_type: 'admins',
        permissions: ['super_user'],
        is_trialing: false,
        usage_totals: { teachers: 0, students: 0 },
      });
    });
  });
});

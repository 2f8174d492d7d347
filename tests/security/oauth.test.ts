/**
 * Single sign-on against a fake OpenID provider on 127.0.0.1 (tests/support/fakeOidcProvider.ts:
 * discovery, /authorize checking the PKCE S256 challenge, /token checking the code_verifier,
 * JWKS with a generated RSA key), the way a browser goes: our authorize URL sets the attempt
 * cookie and sends it on to the provider, which returns a code and the state to /sign-in; the
 * sign-in page posts code and state with the cookie. The server checks state, nonce and PKCE:
 * a missing or other state, an attempt already used, an ID token with another nonce and a code
 * of another attempt (its verifier does not fit) are each refused with their own error, and an
 * id_token for another audience, from another issuer, with a forged signature or an HS256
 * "signature" made with the client secret is refused as before.
 */
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { startFakeOidcProvider, type FakeOidcProvider, type FakeSignIn } from '../support/fakeOidcProvider';

const API = '/api/v1';
const REDIRECT = 'http://127.0.0.1/sign-in';
const TEACHER_A: FakeSignIn = { email: 'Teacher-A@Test.test' };

/** One sign-in attempt as the browser carries it: the cookie our authorize URL set, and where the provider sent it back. */
interface Attempt {
  cookie: string;
  setCookie: string;
  authorizeUrl: URL;
  code: string;
  state: string;
}

describe('single sign-on with a configured OpenID provider', () => {
  let t: TestApp;
  let world: World;
  let fake: FakeOidcProvider;
  beforeAll(async () => {
    fake = await startFakeOidcProvider({ clientId: 'test-client', clientSecret: 'test-client-secret', next: TEACHER_A });
    const client = { clientId: fake.clientId, clientSecret: fake.clientSecret, issuerUrl: fake.issuer };
    // Microsoft is configured with a secret the provider does not know.
    const misconfigured = { ...client, clientSecret: 'not-the-secret' };
    t = await startTestApp('pglite', { oauth: { google: client, microsoft: misconfigured }, trustProxy: ['127.0.0.1'] });
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  /** Presses the button: our authorize URL, then the provider's, which signs `who` in at once. */
  async function startAttempt(who: FakeSignIn = TEACHER_A, provider = 'google'): Promise<Attempt> {
    const start = await t.request('GET', `${API}/user/oauth/${provider}/authorize`, { headers: { accept: 'text/html,*/*;q=0.8' } });
    expect(start.status).toBe(302);
    const setCookie = String(start.headers['set-cookie']);
    const authorizeUrl = new URL(String(start.headers.location));
    fake.next = who;
    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const back = new URL(atProvider.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT);
    return { cookie: setCookie.split(';')[0] ?? '', setCookie, authorizeUrl, code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  }

  /**
   * The sign-in page's POST, with whatever cookie, code and state a test hands it; each from an
   * address of its own (the balancer's X-Forwarded-For) unless given one, so the per-address
   * sign-on throttle, which counts refusals, never answers instead.
   */
  let browsers = 0;
  const callback = (a: { cookie?: string; code: string; state?: string }, provider = 'google', redirect = REDIRECT, address = `10.0.0.${++browsers}`) =>
    t.request('POST', `${API}/user/oauth/${provider}`, {
      body: { data: { type: 'tokens', attributes: { token: a.code, provider, redirect_uri: redirect, ...(a.state !== undefined ? { state: a.state } : {}) } } },
      headers: { 'x-forwarded-for': address, ...(a.cookie ? { cookie: a.cookie } : {}) },
    });

  it('lets a staff room sign in together from the school’s one address, and holds back an address only for refusals', async () => {
    const school = '10.0.1.1';
    const attempts: Attempt[] = [];
    for (let i = 0; i < 2 * LOGIN_FAILURES_PER_MINUTE; i++) attempts.push(await startAttempt());
    // The staff room at 8:50: every callback at once.
    const answers = await Promise.all(attempts.map((a) => callback(a, 'google', REDIRECT, school)));
    expect(answers.map((r) => r.status)).toEqual(attempts.map(() => 201));
    const prober = '10.0.1.2';
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect(identifier(await callback({ code: 'made-up', state: 'google.made-up' }, 'google', REDIRECT, prober))).toBe('ssoStateMismatch');
    expect((await callback(await startAttempt(), 'google', REDIRECT, prober)).status).toBe(429);
  });

  const identifier = (res: Awaited<ReturnType<typeof callback>>): string | undefined => res.doc.errors?.[0]?.meta.error_identifier;

  it('lists the configured provider with our authorize URL, which sends the browser on with state, nonce and a PKCE challenge', async () => {
    const res = await t.request('GET', `${API}/user/oauth/providers`);
    expectValidDocument(res, 200);
    expect(res.doc.data.map((p: { id: string }) => p.id)).toEqual(['google', 'microsoft']);
    expect(res.doc.data[0].attributes.authorize_url).toBe(`http://127.0.0.1${API}/user/oauth/google/authorize`);

    const a = await startAttempt();
    expect(`${a.authorizeUrl.origin}${a.authorizeUrl.pathname}`).toBe(`${fake.issuer}/authorize`);
    const q = Object.fromEntries(a.authorizeUrl.searchParams);
    expect(q).toMatchObject({ client_id: fake.clientId, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email', code_challenge_method: 'S256' });
    expect(q.state).toMatch(/^google\.[\w-]{40,}$/);
    expect(q.nonce).toMatch(/^[\w-]{40,}$/);
    expect(q.code_challenge).toMatch(/^[\w-]{43}$/);
    // Nothing of the attempt is readable in the cookie, which goes only to the callback route.
    expect(a.setCookie).toMatch(new RegExp(`^sso_attempt=[\\w.-]+; Path=${API}/user/oauth/google; Max-Age=600; HttpOnly; SameSite=Lax$`));
    for (const secret of [q.state, q.nonce]) expect(a.setCookie).not.toContain(secret);
    // A second press is a new attempt.
    expect((await startAttempt()).state).not.toBe(a.state);
  });

  it('signs in the existing account of a verified email, answering like POST /user/tokens, and ends the attempt', async () => {
    const a = await startAttempt();
    const res = await callback(a);
    expectValidDocument(res, 201);
    expect(res.doc.data.type).toBe('tokens');
    expect(Object.keys(res.doc.data.attributes).sort()).toEqual(['expires_at', 'jwt']);
    const form = fake.tokenRequests.at(-1);
    expect(form?.get('grant_type')).toBe('authorization_code');
    expect(form?.get('redirect_uri')).toBe(REDIRECT);
    expect(form?.get('code_verifier')).toMatch(/^[\w-]{43,128}$/);
    expect(String(res.headers['set-cookie'])).toBe(`sso_attempt=; Path=${API}/user/oauth/google; Max-Age=0; HttpOnly; SameSite=Lax`);
    const viewer = await t.request('GET', `${API}/user`, { token: res.doc.data.attributes.jwt as string });
    expect(viewer.status).toBe(200);
    expect(viewer.doc.data.id).toBe(world.ids.teacherA);
  });

  it('refuses a callback whose state is missing, another attempt’s, or has no attempt cookie, before asking the provider', async () => {
    const a = await startAttempt();
    const b = await startAttempt();
    const asked = fake.tokenRequests.length;
    for (const attempt of [{ ...a, state: undefined }, { ...a, state: '' }, { ...a, state: b.state }, { ...a, cookie: undefined }, { ...a, cookie: 'sso_attempt=forged' }]) {
      const res = await callback(attempt);
      expectValidDocument(res, 422);
      expect(identifier(res)).toBe('ssoStateMismatch');
      expect(JSON.stringify(res.body)).not.toContain('jwt');
    }
    // Google's attempt is not Microsoft's (the browser would not even send its cookie there).
    const other = await callback(a, 'microsoft');
    expectValidDocument(other, 422);
    expect(identifier(other)).toBe('ssoStateMismatch');
    expect(fake.tokenRequests.length).toBe(asked);
  });

  it('refuses an attempt used once already (the same cookie, code and state again)', async () => {
    const a = await startAttempt();
    expectValidDocument(await callback(a), 201);
    const asked = fake.tokenRequests.length;
    const again = await callback(a);
    expectValidDocument(again, 422);
    expect(identifier(again)).toBe('ssoStateMismatch');
    expect(fake.tokenRequests.length).toBe(asked);
  });

  it.each(['wrong-nonce', 'no-nonce'] as const)('refuses an ID token whose nonce is not the attempt’s (%s)', async (tamper) => {
    const res = await callback(await startAttempt({ ...TEACHER_A, tamper }));
    expectValidDocument(res, 422);
    expect(identifier(res)).toBe('ssoNonceMismatch');
  });

  it('refuses a code issued for another attempt: the provider refuses its code_verifier, and the answer says so', async () => {
    // Someone else's code (attempt b) slipped into this browser's callback, with this browser's own state and cookie.
    const mine = await startAttempt();
    const theirs = await startAttempt({ email: 'teacher-b@test.test' });
    const res = await callback({ cookie: mine.cookie, state: mine.state, code: theirs.code });
    expectValidDocument(res, 422);
    expect(identifier(res)).toBe('ssoCodeRefused');
    expect(fake.refusals.at(-1)).toBe('code_verifier');
    expect(fake.tokenRequests.at(-1)?.get('code')).toBe(theirs.code);
  });

  it('the fake provider itself refuses a token request without the code_verifier', async () => {
    const a = await startAttempt();
    const form = new URLSearchParams({ grant_type: 'authorization_code', code: a.code, redirect_uri: REDIRECT, client_id: fake.clientId, client_secret: fake.clientSecret });
    const res = await fetch(`${fake.issuer}/token`, { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(fake.refusals.at(-1)).toBe('code_verifier');
    // And a made-up code is the provider's refusal too.
    const made = await callback({ ...(await startAttempt()), code: 'made-up-code' });
    expectValidDocument(made, 422);
    expect(identifier(made)).toBe('ssoCodeRefused');
  });

  it('answers 502 serviceUnavailable, not 500, when the provider refuses our client (a wrong client secret)', async () => {
    const res = await callback(await startAttempt(TEACHER_A, 'microsoft'), 'microsoft');
    expectValidDocument(res, 502);
    expect(identifier(res)).toBe('serviceUnavailable');
    expect(fake.refusals.at(-1)).toBe('client');
  });

  it.each(['wrong-aud', 'wrong-iss', 'wrong-sig', 'hs256'] as const)('refuses an id_token that is %s', async (tamper) => {
    const res = await callback(await startAttempt({ ...TEACHER_A, tamper }));
    expectValidDocument(res, 422);
    expect(identifier(res)).toBe('ssoFailed');
    expect(JSON.stringify(res.body)).not.toContain('jwt');
  });

  it('refuses an email the provider has not verified', async () => {
    const res = await callback(await startAttempt({ ...TEACHER_A, emailVerified: false }));
    expectValidDocument(res, 422);
    expect(identifier(res)).toBe('ssoFailed');
  });

  it('answers 404 incorrectCredentials when no account has the email', async () => {
    const res = await callback(await startAttempt({ email: 'nobody@test.test' }));
    expectValidDocument(res, 404);
    expect(identifier(res)).toBe('incorrectCredentials');
  });

  it('refuses another redirect_uri and still answers 501 for a provider that is not configured', async () => {
    const a = await startAttempt();
    expectValidDocument(await callback(a, 'google', 'https://evil.test/sign-in'), 400);
    for (const res of [await callback(a, 'mylogin'), await t.request('GET', `${API}/user/oauth/mylogin/authorize`)]) {
      expectValidDocument(res, 501);
      expect(identifier(res)).toBe('ssoNotConfigured');
    }
    expectValidDocument(await t.request('GET', `${API}/user/oauth/facebook/authorize`), 404);
  });
});

/**
 * Single sign-on against a fake OpenID provider on 127.0.0.1 (discovery, token endpoint, JWKS
 * with a generated RSA key): a valid code signs in the existing account exactly like
 * POST /user/tokens; an id_token for another audience, from another issuer, with a forged
 * signature or an HS256 "signature" made with the client secret is refused; an email without
 * an account is 404.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';

const API = '/api/v1';
const CLIENT_ID = 'test-client';
const CLIENT_SECRET = 'test-client-secret';
const REDIRECT = 'http://127.0.0.1/sign-in';

interface Fake {
  server: Server;
  issuer: string;
  forms: URLSearchParams[];
}

/** Codes the fake provider accepts, each naming how the id_token it returns is made. */
type Claims = Record<string, unknown>;
async function fakeProvider(key: CryptoKey, forger: CryptoKey, jwk: JWK): Promise<Fake> {
  const forms: URLSearchParams[] = [];
  const fake: Fake = { server: createServer(), issuer: '', forms };
  const sign = (claims: Claims, signer: CryptoKey | Uint8Array = key, alg = 'RS256'): Promise<string> =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg, kid: 'k1' })
      .setIssuer(String(claims.iss ?? fake.issuer))
      .setAudience(String(claims.aud ?? CLIENT_ID))
      .setSubject('provider-user-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signer);
  const codes: Record<string, () => Promise<string>> = {
    good: () => sign({ email: 'Teacher-A@Test.test' }),
    'wrong-aud': () => sign({ email: 'teacher-a@test.test', aud: 'another-client' }),
    'wrong-iss': () => sign({ email: 'teacher-a@test.test', iss: 'http://127.0.0.1:1/evil' }),
    'wrong-sig': () => sign({ email: 'teacher-a@test.test' }, forger),
    hs256: () => sign({ email: 'teacher-a@test.test' }, new TextEncoder().encode(CLIENT_SECRET), 'HS256'),
    unverified: () => sign({ email: 'teacher-a@test.test', email_verified: false }),
    unknown: () => sign({ email: 'nobody@test.test' }),
  };
  fake.server.on('request', (req, res) => {
    const send = (status: number, body: unknown): void => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/.well-known/openid-configuration')
      return send(200, { issuer: fake.issuer, authorization_endpoint: `${fake.issuer}/authorize`, token_endpoint: `${fake.issuer}/token`, jwks_uri: `${fake.issuer}/jwks` });
    if (path === '/jwks') return send(200, { keys: [{ ...jwk, kid: 'k1', alg: 'RS256', use: 'sig' }] });
    if (path !== '/token' || req.method !== 'POST') return send(404, {});
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      forms.push(form);
      const make = codes[form.get('code') ?? ''];
      if (!make || form.get('client_secret') !== CLIENT_SECRET) return send(400, { error: 'invalid_grant' });
      void make().then((idToken) => send(200, { access_token: 'at', token_type: 'Bearer', id_token: idToken }));
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.issuer = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  return fake;
}

describe('single sign-on with a configured OpenID provider', () => {
  let t: TestApp;
  let world: World;
  let fake: Fake;
  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const forger = (await generateKeyPair('RS256')).privateKey;
    fake = await fakeProvider(privateKey, forger, await exportJWK(publicKey));
    t = await startTestApp('pglite', { oauth: { google: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, issuerUrl: fake.issuer } } });
    world = await buildWorld(t);
  });
  afterAll(async () => {
    await t.close();
    fake.server.close();
  });
  const signOn = (code: string, provider = 'google', redirect = REDIRECT) =>
    t.request('POST', `${API}/user/oauth/${provider}`, { body: { data: { type: 'tokens', attributes: { token: code, provider, redirect_uri: redirect } } } });

  it('lists the configured provider with the URL the browser opens', async () => {
    const res = await t.request('GET', `${API}/user/oauth/providers`);
    expectValidDocument(res, 200);
    expect(res.doc.data.map((p: { id: string }) => p.id)).toEqual(['google']);
    const url = new URL(res.doc.data[0].attributes.authorize_url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ client_id: CLIENT_ID, redirect_uri: REDIRECT, response_type: 'code', scope: 'openid email' });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{16,}$/);
  });

  it('signs in the existing account of a verified email, answering like POST /user/tokens', async () => {
    const res = await signOn('good');
    expectValidDocument(res, 201);
    expect(res.doc.data.type).toBe('tokens');
    expect(Object.keys(res.doc.data.attributes).sort()).toEqual(['expires_at', 'jwt']);
    expect(fake.forms.at(-1)?.get('redirect_uri')).toBe(REDIRECT);
    expect(fake.forms.at(-1)?.get('grant_type')).toBe('authorization_code');
    const viewer = await t.request('GET', `${API}/user`, { token: res.doc.data.attributes.jwt as string });
    expect(viewer.status).toBe(200);
    expect(viewer.doc.data.id).toBe(world.ids.teacherA);
  });

  it.each(['wrong-aud', 'wrong-iss', 'wrong-sig', 'hs256', 'unverified', 'made-up-code'])('refuses an id_token or code that is %s', async (code) => {
    const res = await signOn(code);
    expectValidDocument(res, 422);
    expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('ssoFailed');
    expect(JSON.stringify(res.body)).not.toContain('jwt');
  });

  it('answers 404 incorrectCredentials when no account has the email', async () => {
    const res = await signOn('unknown');
    expectValidDocument(res, 404);
    expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('incorrectCredentials');
  });

  it('refuses another redirect_uri and still answers 501 for a provider that is not configured', async () => {
    expectValidDocument(await signOn('good', 'google', 'https://evil.test/sign-in'), 400);
    const ms = await signOn('good', 'microsoft');
    expectValidDocument(ms, 501);
    expect(ms.doc.errors?.[0]?.meta.error_identifier).toBe('ssoNotConfigured');
  });
});

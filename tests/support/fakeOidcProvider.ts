/**
 * A fake OpenID Connect provider on 127.0.0.1 for single sign-on tests (security/oauth, the e2e
 * journey): discovery, /authorize, /token and JWKS with a generated RSA key. It is as strict as
 * the real providers where our checks depend on it:
 * - /authorize requires our client id, `response_type=code`, `openid` in the scope, a redirect
 *   URI and a PKCE S256 `code_challenge`; it signs in `next` at once (no consent screen) and
 *   returns to the redirect URI with a one-time code and the request's `state`;
 * - /token requires the client secret, a code it issued and has not redeemed, the same redirect
 *   URI and the `code_verifier` whose S256 hash is the code's challenge; the ID token carries the
 *   authorize request's `nonce`.
 * `next.tamper` spoils the ID token of the next code in one way, so a test can show it refused.
 * Why each token request was refused is kept in `refusals`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

export type Tamper = 'wrong-aud' | 'wrong-iss' | 'wrong-sig' | 'hs256' | 'wrong-nonce' | 'no-nonce';

export interface FakeSignIn {
  email: string;
  emailVerified?: boolean;
  tamper?: Tamper;
}

export interface FakeOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who signs in at the next /authorize (and how that code's ID token is spoiled). */
  next: FakeSignIn;
  /** Every form posted to /token. */
  readonly tokenRequests: URLSearchParams[];
  /** Why token requests were refused: 'client', 'code', 'redirect_uri' or 'code_verifier'. */
  readonly refusals: string[];
  close(): Promise<void>;
}

interface Issued {
  challenge: string;
  nonce: string | null;
  redirectUri: string;
  signIn: FakeSignIn;
  redeemed: boolean;
}

const s256 = (verifier: string): string => createHash('sha256').update(verifier).digest('base64url');

export async function startFakeOidcProvider(opts: { clientId: string; clientSecret: string; next: FakeSignIn }): Promise<FakeOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const forger = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, Issued>();
  const server = createServer();
  const fake = { issuer: '', clientId: opts.clientId, clientSecret: opts.clientSecret, next: opts.next, tokenRequests: [] as URLSearchParams[], refusals: [] as string[] };

  const idToken = (issued: Issued): Promise<string> => {
    const { signIn } = issued;
    const tamper = signIn.tamper;
    const nonce = tamper === 'wrong-nonce' ? 'not-the-nonce-of-this-attempt' : tamper === 'no-nonce' ? undefined : issued.nonce;
    const signer: CryptoKey | Uint8Array = tamper === 'wrong-sig' ? forger : tamper === 'hs256' ? new TextEncoder().encode(opts.clientSecret) : privateKey;
    return new SignJWT({ email: signIn.email, email_verified: signIn.emailVerified ?? true, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: tamper === 'hs256' ? 'HS256' : 'RS256', kid: 'k1' })
      .setIssuer(tamper === 'wrong-iss' ? 'http://127.0.0.1:1/evil' : fake.issuer)
      .setAudience(tamper === 'wrong-aud' ? 'another-client' : opts.clientId)
      .setSubject('provider-user-1')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signer);
  };

  const authorize = (url: URL, res: ServerResponse): void => {
    const q = url.searchParams;
    const redirectUri = q.get('redirect_uri');
    const challenge = q.get('code_challenge') ?? '';
    const valid =
      q.get('client_id') === opts.clientId &&
      q.get('response_type') === 'code' &&
      (q.get('scope') ?? '').split(' ').includes('openid') &&
      redirectUri !== null &&
      q.get('code_challenge_method') === 'S256' &&
      /^[\w-]{43}$/.test(challenge);
    if (!valid) return void res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
    const code = randomBytes(16).toString('base64url');
    codes.set(code, { challenge, nonce: q.get('nonce'), redirectUri, signIn: { ...fake.next }, redeemed: false });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = q.get('state');
    if (state !== null) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
  };

  const token = async (form: URLSearchParams): Promise<[number, unknown]> => {
    fake.tokenRequests.push(form);
    const refuse = (why: string, error = 'invalid_grant'): [number, unknown] => {
      fake.refusals.push(why);
      return [400, { error }];
    };
    if (form.get('client_id') !== opts.clientId || form.get('client_secret') !== opts.clientSecret) return refuse('client', 'invalid_client');
    const issued = codes.get(form.get('code') ?? '');
    if (form.get('grant_type') !== 'authorization_code' || !issued || issued.redeemed) return refuse('code');
    // A code is redeemed once, whether or not this request gets its tokens.
    issued.redeemed = true;
    if (form.get('redirect_uri') !== issued.redirectUri) return refuse('redirect_uri');
    const verifier = form.get('code_verifier');
    if (!verifier || s256(verifier) !== issued.challenge) return refuse('code_verifier');
    return [200, { access_token: randomBytes(16).toString('base64url'), token_type: 'Bearer', expires_in: 300, id_token: await idToken(issued) }];
  };

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const json = (status: number, body: unknown): void => void res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
    const url = new URL(req.url ?? '/', fake.issuer);
    if (url.pathname === '/.well-known/openid-configuration')
      return json(200, { issuer: fake.issuer, authorization_endpoint: `${fake.issuer}/authorize`, token_endpoint: `${fake.issuer}/token`, jwks_uri: `${fake.issuer}/jwks`, code_challenge_methods_supported: ['S256'] });
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize' && req.method === 'GET') return authorize(url, res);
    if (url.pathname !== '/token' || req.method !== 'POST') return json(404, {});
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => void token(new URLSearchParams(raw)).then(([status, body]) => json(status, body)));
  };
  server.on('request', handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The server's fetch keeps connections alive; close would wait for them.
        server.closeAllConnections();
      }),
  });
}

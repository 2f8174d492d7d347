/**
 * One single sign-on attempt's secrets: `state`, `nonce` and the PKCE `code_verifier`, drawn
 * when the browser leaves for the provider and checked when it comes back with a code. The
 * browser keeps them for us in a cookie only the server can read or make: an encrypted JWT
 * (JWE, `dir` + A256GCM, so also tamper-proof) under a key derived from the app's secret for this
 * purpose alone. Every API process behind a balancer shares that secret, so any of them opens
 * the cookie, and no process remembers an attempt. The cookie is HttpOnly, SameSite=Lax, Secure
 * when the public address is https, lasts ten minutes and is sent only to its provider's
 * callback route (Path), which clears it: one cookie per provider, so a second button pressed
 * after the first does not spoil the first.
 *
 * `state` starts with the provider's name (`google.<random>`): the sign-in page learns from the
 * address which provider's callback to call, even in a tab that remembers no start.
 */
import { createHmac } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';
import { isProvider, type OAuthProviderId } from './providers';

export const ATTEMPT_COOKIE = 'sso_attempt';
export const ATTEMPT_TTL_SECONDS = 600;

export interface OAuthAttempt {
  provider: OAuthProviderId;
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface AttemptCookies {
  /** A new attempt, its S256 code challenge and the Set-Cookie value that keeps it. */
  start(provider: OAuthProviderId): Promise<{ attempt: OAuthAttempt; codeChallenge: string; setCookie: string }>;
  /** The attempt in a request's Cookie header for `provider`, or null (absent, expired, forged, another provider's). */
  open(provider: OAuthProviderId, cookieHeader: string | undefined): Promise<OAuthAttempt | null>;
  /** The Set-Cookie value that removes `provider`'s attempt from the browser. */
  clear(provider: OAuthProviderId): string;
}

export interface AttemptCookieOptions {
  /** The app's secret (JWT_SECRET): the key is derived from it. */
  secret: string;
  /** Route prefix of the callbacks, e.g. `/api/v1/user/oauth`; each provider's cookie is scoped to `<prefix>/<provider>`. */
  pathPrefix: string;
  /** Secure cookies: the public address is https. */
  secure: boolean;
}

/** The value of cookie `name` in a Cookie header (the first one: the most specific path). */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function attemptCookies({ secret, pathPrefix, secure }: AttemptCookieOptions): AttemptCookies {
  const key = createHmac('sha256', secret).update('sso-attempt').digest();
  const attributes = (provider: OAuthProviderId, maxAge: number): string =>
    `Path=${pathPrefix}/${provider}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    async start(provider) {
      const attempt: OAuthAttempt = { provider, state: `${provider}.${randomState()}`, nonce: randomNonce(), codeVerifier: randomPKCECodeVerifier() };
      const sealed = await new EncryptJWT({ p: provider, s: attempt.state, n: attempt.nonce, v: attempt.codeVerifier })
        .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
        .setIssuedAt()
        .setExpirationTime(`${ATTEMPT_TTL_SECONDS}s`)
        .encrypt(key);
      const codeChallenge = await calculatePKCECodeChallenge(attempt.codeVerifier);
      return { attempt, codeChallenge, setCookie: `${ATTEMPT_COOKIE}=${sealed}; ${attributes(provider, ATTEMPT_TTL_SECONDS)}` };
    },
    async open(provider, cookieHeader) {
      const sealed = cookieValue(cookieHeader, ATTEMPT_COOKIE);
      if (!sealed || sealed.length > 2048) return null;
      try {
        const { payload } = await jwtDecrypt(sealed, key, { keyManagementAlgorithms: ['dir'], contentEncryptionAlgorithms: ['A256GCM'], requiredClaims: ['exp'] });
        const { p, s, n, v } = payload;
        if (typeof p !== 'string' || !isProvider(p) || p !== provider) return null;
        if (typeof s !== 'string' || typeof n !== 'string' || typeof v !== 'string') return null;
        return { provider: p, state: s, nonce: n, codeVerifier: v };
      } catch {
        // Expired, made with another secret, altered or not ours at all: no attempt.
        return null;
      }
    },
    clear: (provider) => `${ATTEMPT_COOKIE}=; ${attributes(provider, 0)}`,
  };
}

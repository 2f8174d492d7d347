/**
 * One OpenID Connect client per configured provider: the authorize URL the browser opens, and
 * the code exchange whose id_token is verified against the provider's JWKS with issuer,
 * audience (our client id) and algorithm pinned. Only a verified email leaves this module.
 */
import { randomBytes } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { normaliseEmail } from '../../../domain/signUp';
import { ApiError } from '../../jsonapi/errors';
import { DEFAULT_ISSUERS, KNOWN_ENDPOINTS, type OAuthProviderConfig, type OAuthProviderId, type ProviderEndpoints } from './providers';

const TIMEOUT_MS = 5000;
const failed = (): ApiError => ApiError.of({ status: 422, identifier: 'ssoFailed' });
const unavailable = (): ApiError => ApiError.of({ status: 502, identifier: 'serviceUnavailable' });

export interface OAuthClient {
  id: OAuthProviderId;
  authorizeUrl(redirectUri: string): Promise<string>;
  /** The verified email of the person the code belongs to. */
  emailFor(code: string, redirectUri: string): Promise<string>;
}

async function discover(issuerUrl: string): Promise<ProviderEndpoints> {
  const url = `${issuerUrl.replace(/\/$/, '')}/.well-known/openid-configuration`;
  const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => undefined);
  const meta = res?.ok ? ((await res.json()) as Record<string, unknown>) : {};
  const str = (k: string): string => {
    const v = meta[k];
    if (typeof v !== 'string') throw unavailable();
    return v;
  };
  return { issuer: str('issuer'), authorizationEndpoint: str('authorization_endpoint'), tokenEndpoint: str('token_endpoint'), jwksUri: str('jwks_uri') };
}

async function exchange(endpoints: ProviderEndpoints, config: OAuthProviderConfig, code: string, redirectUri: string): Promise<string> {
  const form = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: config.clientId, client_secret: config.clientSecret });
  const res = await fetch(endpoints.tokenEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch(() => undefined);
  if (!res) throw unavailable();
  if (res.status >= 500) throw unavailable();
  const body = (await res.json().catch(() => ({}))) as { id_token?: unknown };
  // A refused code (wrong, expired, used) is the caller's failure, not the provider's.
  if (!res.ok || typeof body.id_token !== 'string') throw failed();
  return body.id_token;
}

function emailOf(id: OAuthProviderId, claims: JWTPayload): string {
  const email = typeof claims.email === 'string' ? claims.email : id === 'microsoft' && typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined;
  if (!email || claims.email_verified === false || !email.includes('@')) throw failed();
  return normaliseEmail(email);
}

export function oauthClient(id: OAuthProviderId, config: OAuthProviderConfig): OAuthClient {
  let endpoints: Promise<ProviderEndpoints> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;
  const load = (): Promise<ProviderEndpoints> => {
    const known = config.issuerUrl ? undefined : KNOWN_ENDPOINTS[id];
    endpoints ??= known ? Promise.resolve(known) : discover(config.issuerUrl ?? DEFAULT_ISSUERS[id]);
    // A failed discovery is retried on the next request rather than remembered.
    endpoints.catch(() => (endpoints = undefined));
    return endpoints;
  };
  return {
    id,
    async authorizeUrl(redirectUri) {
      const url = new URL((await load()).authorizationEndpoint);
      const params = { client_id: config.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid email', state: randomBytes(16).toString('base64url') };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return url.toString();
    },
    async emailFor(code, redirectUri) {
      const ep = await load();
      const idToken = await exchange(ep, config, code, redirectUri);
      jwks ??= createRemoteJWKSet(new URL(ep.jwksUri), { timeoutDuration: TIMEOUT_MS });
      let claims: JWTPayload;
      try {
        ({ payload: claims } = await jwtVerify(idToken, jwks, { audience: config.clientId, algorithms: ['RS256'], requiredClaims: ['iss', 'aud', 'exp'] }));
      } catch (err) {
        // Keys that cannot be fetched are the provider's outage; anything else is a bad token.
        if (!(err instanceof errors.JOSEError) || err.code === 'ERR_JWKS_TIMEOUT') throw unavailable();
        throw failed();
      }
      const expectedIssuer = ep.issuer.replace('{tenantid}', typeof claims.tid === 'string' ? claims.tid : '{tenantid}');
      if (claims.iss !== expectedIssuer) throw failed();
      return emailOf(id, claims);
    },
  };
}

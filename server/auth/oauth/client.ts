/**
 * One OpenID Connect client per configured provider, on openid-client: the authorize URL of an
 * attempt (state, nonce, PKCE S256 challenge), and the authorization code grant that checks
 * them all on the way back: `state` against the attempt's, the `code_verifier` sent to the token
 * endpoint (the provider refuses a code issued for another challenge), and the ID token's
 * issuer, audience (our client id), expiry, `nonce` and signature (the provider's JWKS, RS256
 * pinned). Only a verified email leaves this module; every refusal is a JSON:API error.
 *
 * | method       | HTTP                                                              |
 * | ------------ | ----------------------------------------------------------------- |
 * | ready        | GET <issuer>/.well-known/openid-configuration (once per process)  |
 * | authorizeUrl | none (the browser opens it)                                       |
 * | emailFor     | POST token_endpoint, GET jwks_uri (cached)                        |
 */
import * as oidc from 'openid-client';
import { normaliseEmail } from '../../../domain/signUp';
import { ApiError } from '../../jsonapi/errors';
import type { OAuthAttempt } from './attempt';
import { DEFAULT_ISSUERS, type OAuthProviderConfig, type OAuthProviderId } from './providers';

const TIMEOUT_SECONDS = 5;
const refused = (identifier: 'ssoFailed' | 'ssoNonceMismatch' | 'ssoCodeRefused'): ApiError => ApiError.of({ status: 422, identifier });
const unavailable = (): ApiError => ApiError.of({ status: 502, identifier: 'serviceUnavailable' });

/** What the provider sent back to the redirect URI, as the browser hands it on. */
export interface OAuthCallback {
  code: string;
  state: string;
  /** RFC 9207's issuer parameter, when the provider sends one. */
  iss?: string;
}

export interface OAuthClient {
  id: OAuthProviderId;
  /** Discovers the provider's endpoints (once; a failure is retried next time). */
  ready(): Promise<void>;
  authorizeUrl(redirectUri: string, attempt: OAuthAttempt, codeChallenge: string): Promise<string>;
  /** The verified email of the person the code belongs to. */
  emailFor(callback: OAuthCallback, redirectUri: string, attempt: OAuthAttempt): Promise<string>;
}

/** Plain http only for an issuer on this machine (the fake provider of the tests). */
const isLoopback = (url: URL): boolean => url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);

async function discover(id: OAuthProviderId, config: OAuthProviderConfig): Promise<oidc.Configuration> {
  const issuer = new URL(config.issuerUrl ?? DEFAULT_ISSUERS[id]);
  const execute = [oidc.enableNonRepudiationChecks, ...(isLoopback(issuer) ? [oidc.allowInsecureRequests] : [])];
  try {
    const metadata = { id_token_signed_response_alg: 'RS256' };
    return await oidc.discovery(issuer, config.clientId, metadata, oidc.ClientSecretPost(config.clientSecret), { execute, timeout: TIMEOUT_SECONDS });
  } catch {
    throw unavailable();
  }
}

function emailOf(id: OAuthProviderId, claims: oidc.IDToken | undefined): string {
  const email = typeof claims?.email === 'string' ? claims.email : id === 'microsoft' && typeof claims?.preferred_username === 'string' ? claims.preferred_username : undefined;
  if (!email || claims?.email_verified === false || !email.includes('@')) throw refused('ssoFailed');
  return normaliseEmail(email);
}

/** oauth4webapi names the claim of a wrong nonce in its cause, and a missing one only in its message. */
function isAboutNonce(cause: unknown): boolean {
  if (!(cause instanceof Error)) return false;
  const detail: unknown = cause.cause;
  return (typeof detail === 'object' && detail !== null && (detail as { claim?: unknown }).claim === 'nonce') || cause.message.startsWith('JWT "nonce"');
}

/** Which of our errors an openid-client failure is: the provider's outage, or a refusal the caller caused. */
function grantFailure(err: unknown): ApiError {
  // invalid_client is our configuration (a wrong client secret), not the person's code.
  if (err instanceof oidc.ResponseBodyError) return err.status >= 500 || err.error === 'invalid_client' ? unavailable() : refused('ssoCodeRefused');
  if (err instanceof oidc.ClientError) {
    if (isAboutNonce(err.cause)) return refused('ssoNonceMismatch');
    if (err.code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || err.code === 'OAUTH_RESPONSE_IS_NOT_JSON') return unavailable();
    return refused('ssoFailed');
  }
  // Network failures, timeouts, JWKS that cannot be fetched.
  return unavailable();
}

export function oauthClient(id: OAuthProviderId, config: OAuthProviderConfig): OAuthClient {
  let configuration: Promise<oidc.Configuration> | undefined;
  const load = (): Promise<oidc.Configuration> => {
    if (!configuration) {
      configuration = discover(id, config);
      // A failed discovery is retried on the next request rather than remembered.
      configuration.catch(() => (configuration = undefined));
    }
    return configuration;
  };
  return {
    id,
    ready: async () => void (await load()),
    async authorizeUrl(redirectUri, attempt, codeChallenge) {
      const params = { redirect_uri: redirectUri, response_type: 'code', scope: 'openid email', state: attempt.state, nonce: attempt.nonce, code_challenge: codeChallenge, code_challenge_method: 'S256' };
      return oidc.buildAuthorizationUrl(await load(), params).toString();
    },
    async emailFor(callback, redirectUri, attempt) {
      const configuration = await load();
      const current = new URL(redirectUri);
      current.searchParams.set('code', callback.code);
      current.searchParams.set('state', callback.state);
      if (callback.iss !== undefined) current.searchParams.set('iss', callback.iss);
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, current, { expectedState: attempt.state, expectedNonce: attempt.nonce, pkceCodeVerifier: attempt.codeVerifier, idTokenExpected: true });
      } catch (err) {
        throw grantFailure(err);
      }
      return emailOf(id, tokens.claims());
    },
  };
}

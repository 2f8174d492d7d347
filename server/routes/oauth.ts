/**
 * Single sign-on (seed 2.5, 7):
 *   GET  /user/oauth/providers             (public) → [oauthProviders {authorize_url}], configured providers only
 *   GET  /user/oauth/{provider}/authorize  (public) → 302 to the provider, setting the attempt cookie
 *   POST /user/oauth/{provider}            (public) {token: code, state, iss?, redirect_uri?} + the cookie → 201 as POST /user/tokens
 * A sign-in button opens authorize_url, which is ours: each press draws a new attempt (state,
 * nonce, PKCE verifier; auth/oauth/attempt.ts), keeps it in a cookie scoped to the provider's
 * callback route and sends the browser on to the provider. The provider returns it to
 * /sign-in?code=…&state=…, and the sign-in page posts code and state here, with the cookie. The
 * server checks state against the cookie (422 ssoStateMismatch, before the provider is asked),
 * exchanges the code with the verifier (a code issued for another attempt is refused by the
 * provider: 422 ssoCodeRefused) and checks the ID token's nonce (422 ssoNonceMismatch). An attempt
 * is used once: the answer clears the cookie, and its state is remembered as used in the limit
 * store (Redis, shared by every process, when REDIS_URL is set) until the cookie would expire.
 * An unconfigured provider answers 501 ssoNotConfigured; no account yet answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { attemptThrottle } from '../auth/attemptThrottle';
import { ATTEMPT_TTL_SECONDS, attemptCookies, type OAuthAttempt } from '../auth/oauth/attempt';
import { oauthClient, type OAuthCallback, type OAuthClient } from '../auth/oauth/client';
import { isProvider, OAUTH_PROVIDERS, type OAuthConfig, type OAuthProviderId } from '../auth/oauth/providers';
import { userIdOfEmail } from '../auth/viewer';
import { namespaced } from '../limits/store';
import { ApiError, apiFailure, notFound } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { defineAction, text } from '../../resources/kit';
import { sessionDocument } from './tokens';

const stateMismatch = (): ApiError => ApiError.of({ status: 422, identifier: 'ssoStateMismatch' });
const sameString = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What the browser brought back from the provider: the code (as `token`), state and issuer. */
const CALLBACK_BODY = defineAction({
  type: 'tokens',
  typeMismatch: 400,
  attributes: { token: text({ required: true, maxLength: 4096 }), state: text(), iss: text(), redirectUri: text() },
});

function callbackOf(body: unknown, redirectUri: string): OAuthCallback {
  const { token: code, state, iss, redirectUri: sentUri } = readAction(CALLBACK_BODY, body).values;
  if (sentUri != null && sentUri !== redirectUri)
    throw ApiError.of({ status: 400, identifier: 'badRequest', detail: `redirect_uri must be ${redirectUri}`, pointer: '/data/attributes/redirect_uri' });
  return { code, state: state ?? '', ...(iss != null ? { iss } : {}) };
}

/** `secret` is the app's (JWT_SECRET): the attempt cookie's key is derived from it. */
export function registerOAuthRoutes(app: FastifyInstance, config: OAuthConfig | undefined, secret: string): void {
  const throttle = attemptThrottle(app.limitStore, 'sso');
  const usedAttempts = namespaced(app.limitStore, 'sso-attempt-used');
  const origin = app.publicOrigin;
  const redirectUri = `${origin}/sign-in`;
  const cookies = attemptCookies({ secret, pathPrefix: `${app.apiBase}/user/oauth`, secure: origin.startsWith('https:') });
  const clients = new Map<OAuthProviderId, OAuthClient>();
  for (const id of OAUTH_PROVIDERS) {
    const c = config?.[id];
    if (c) clients.set(id, oauthClient(id, c));
  }
  const clientFor = (provider: string): OAuthClient => {
    if (!isProvider(provider)) throw notFound();
    const client = clients.get(provider);
    if (!client) throw ApiError.of({ status: 501, identifier: 'ssoNotConfigured' });
    return client;
  };

  app.get('/user/oauth/providers', { config: { public: true, doc: { tag: 'sign-in', summary: 'The single sign-on providers this installation offers' } } }, async (req) => {
    const data = [];
    for (const client of clients.values()) {
      try {
        await client.ready();
        data.push({ type: 'oauthProviders', id: client.id, attributes: { authorize_url: `${app.publicApiUrl}/user/oauth/${client.id}/authorize` } });
      } catch {
        // A provider whose discovery fails is left off the list rather than breaking sign-in.
        req.log.warn(`single sign-on provider ${client.id} is configured but unreachable`);
      }
    }
    return { data };
  });

  app.get<{ Params: { provider: string } }>('/user/oauth/:provider/authorize', { config: { public: true, doc: { tag: 'sign-in', summary: "Where to send the browser to sign in with a provider (its authorisation address, with state and PKCE)" } } }, async (req, reply) => {
    const client = clientFor(req.params.provider);
    const { attempt, codeChallenge, setCookie } = await cookies.start(client.id);
    const location = await client.authorizeUrl(redirectUri, attempt, codeChallenge);
    return reply.code(302).header('cache-control', 'no-store').header('set-cookie', setCookie).header('location', location).send();
  });

  /** The attempt this callback belongs to, used up by it: refused when absent, used, or not the state brought back. */
  const takeAttempt = async (provider: OAuthProviderId, cookieHeader: string | undefined, state: string): Promise<OAuthAttempt> => {
    const attempt = await cookies.open(provider, cookieHeader);
    if (!attempt || !sameString(attempt.state, state)) throw stateMismatch();
    const uses = await usedAttempts.hit(attempt.state, ATTEMPT_TTL_SECONDS * 1000);
    if (uses.count > 1) throw stateMismatch();
    return attempt;
  };

  app.post<{ Params: { provider: string } }>('/user/oauth/:provider', { config: { public: true, doc: { tag: 'sign-in', summary: "Finishes a provider's sign-in: the code and state for a bearer token", status: 201, body: CALLBACK_BODY } } }, async (req, reply) => {
    const client = clientFor(req.params.provider);
    const callback = callbackOf(req.body, redirectUri);
    const keys = [`sso:${req.ip}`];
    await throttle.assertOpen(keys);
    // Whatever the outcome, this attempt is over.
    void reply.header('set-cookie', cookies.clear(client.id));
    try {
      const attempt = await takeAttempt(client.id, req.headers.cookie, callback.state);
      const email = await client.emailFor(callback, redirectUri, attempt);
      const userId = await userIdOfEmail(app.db, email);
      if (userId === null) throw apiFailure(404, 'incorrectCredentials');
      return reply.code(201).send(await sessionDocument(app, String(userId)));
    } catch (error) {
      // Only refusals count, so a school's teachers signing in together behind one address never
      // add up to a 429; a provider that fails (5xx) is not the client's attempt failing.
      if (error instanceof ApiError && error.status < 500) await throttle.fail(keys);
      throw error;
    }
  });
}

/**
 * Single sign-on (seed 2.5, 7):
 *   GET  /user/oauth/providers   (public) → [oauthProviders {authorize_url}], configured providers only
 *   POST /user/oauth/{provider}  (public) {token: code, redirect_uri} → 201 as POST /user/tokens
 * The browser opens authorize_url, comes back to /sign-in?code=…&state=… (it keeps and compares
 * `state` itself), and posts the code here. The code is exchanged server-side and the id_token
 * verified (server/auth/oauth); the existing active account with that email is signed in.
 * An unconfigured provider answers 501 ssoNotConfigured; no account yet answers 404.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { attemptThrottle } from '../auth/attemptThrottle';
import { oauthClient, type OAuthClient } from '../auth/oauth/client';
import { isProvider, OAUTH_PROVIDERS, type OAuthConfig, type OAuthProviderId } from '../auth/oauth/providers';
import { queryRows } from '../db/client';
import { ApiError, apiFailure, badRequest, notFound } from '../jsonapi/errors';
import { actionAttributes } from '../jsonapi/payload';
import { sessionDocument } from './tokens';

export function registerOAuthRoutes(app: FastifyInstance, config: OAuthConfig = {}): void {
  const throttle = attemptThrottle(app.limitStore, 'sso');
  const origin = app.publicOrigin;
  const redirectUri = `${origin}/sign-in`;
  const clients = new Map<OAuthProviderId, OAuthClient>();
  for (const id of OAUTH_PROVIDERS) {
    const c = config[id];
    if (c) clients.set(id, oauthClient(id, c));
  }

  app.get('/user/oauth/providers', { config: { public: true } }, async (req) => {
    const data = [];
    for (const client of clients.values()) {
      try {
        data.push({ type: 'oauthProviders', id: client.id, attributes: { authorize_url: await client.authorizeUrl(redirectUri) } });
      } catch {
        // A provider whose discovery fails is left off the list rather than breaking sign-in.
        req.log.warn(`single sign-on provider ${client.id} is configured but unreachable`);
      }
    }
    return { data };
  });

  app.post<{ Params: { provider: string } }>('/user/oauth/:provider', { config: { public: true } }, async (req, reply) => {
    const { provider } = req.params;
    if (!isProvider(provider)) throw notFound();
    const client = clients.get(provider);
    if (!client) throw ApiError.of({ status: 501, identifier: 'ssoNotConfigured' });
    const attributes = actionAttributes(req.body, 'tokens', 400);
    const code = attributes.token;
    if (typeof code !== 'string' || code.trim() === '' || code.length > 4096) throw badRequest('token must be the authorization code', 'token');
    if (attributes.redirect_uri !== undefined && attributes.redirect_uri !== redirectUri)
      throw ApiError.of({ status: 400, identifier: 'badRequest', detail: `redirect_uri must be ${redirectUri}`, pointer: '/data/attributes/redirect_uri' });
    const keys = [`sso:${req.ip}`];
    await throttle.assertOpen(keys);
    await throttle.fail(keys);

    const email = await client.emailFor(code, redirectUri);
    const [user] = await queryRows<{ id: number }>(app.db, sql`SELECT id FROM users
      WHERE lower(email) = ${email} AND archived_at IS NULL ORDER BY id LIMIT 1`);
    if (!user) throw apiFailure(404, 'incorrectCredentials');
    const doc = await sessionDocument(app, String(user.id));
    await throttle.succeed(keys);
    return reply.code(201).send(doc);
  });
}

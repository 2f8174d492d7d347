/**
 * POST /user/tokens — sign in with email or username and password, or exchange a valid token
 * for a fresh one. Section 8 statuses: 404 for an unknown user and a wrong password alike,
 * 401 when the school's subscription has expired, 422 for accounts that may not sign in
 * (students join by passphrase), 429 after repeated failures (per account and per address,
 * auth/signInLimits.ts). A correct password sets a device cookie: that browser's later sign-ins
 * are counted apart from the account's, so nobody else's wrong passwords lock its owner out
 * (auth/deviceCookie.ts).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { users } from '../../resources';
import { defineAction, text } from '../../resources/kit';
import { dummyDigest, verifyPassword } from '../auth/passwords';
import { signInThrottle } from '../auth/signInThrottle';
import { trustDevice, trustedDevice } from '../auth/deviceCookie';
import { viewerOfToken } from '../auth/authenticate';
import { tableOf } from '../db/tables';
import { apiFailure, badRequest } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { viewerSubscription } from './viewerSubscription';

interface Credentials {
  login?: string;
  password?: string;
  token?: string;
}

/** Email or username with password, or a token to exchange (a blank one counts as not sent). */
export const SIGN_IN_BODY = defineAction({ type: 'tokens', typeMismatch: 400, attributes: { email: text(), username: text(), password: text(), token: text() } });

function readCredentials(body: unknown): Credentials {
  const { email, username, password, token } = readAction(SIGN_IN_BODY, body).values;
  const login = email ?? username;
  return { ...(login ? { login: login.trim().toLowerCase() } : {}), ...(password ? { password } : {}), ...(token ? { token } : {}) };
}

export function registerTokenRoutes(app: FastifyInstance): void {
  const throttle = signInThrottle(app.limitStore);
  const t = tableOf(users).columns;

  app.post('/user/tokens', { config: { public: true, doc: { tag: 'sign-in', summary: 'Signs in with email (or username) and password: a bearer token', status: 201, body: SIGN_IN_BODY } } }, async (req, reply) => {
    const creds = readCredentials(req.body);
    const attempt = { address: req.ip, account: creds.login, device: trustedDevice(app, req, creds.login) };
    await throttle.assertOpen(attempt);

    let userId: string | null = null;
    // A token is exchanged only while it would still open a request: its user active, its
    // version current (a password change or reset ends the sessions before it).
    if (creds.token) userId = (await viewerOfToken(app, creds.token))?.id ?? null;
    else if (creds.login && creds.password) {
      const rows = await app.db
        .select({ id: t.id!, digest: t.password! })
        .from(tableOf(users).table)
        .where(and(sql`(lower(${t.email!}) = ${creds.login} OR lower(${t.username!}) = ${creds.login})`, isNull(t.archivedAt!)))
        .limit(1);
      const row = rows[0] as { id: number; digest: string | null } | undefined;
      // Verify against a dummy digest for unknown users, so timing does not reveal who exists.
      const ok = await verifyPassword(row?.digest ?? (await dummyDigest()), creds.password);
      if (row && ok) userId = String(row.id);
    } else throw badRequest('Give email or username with password, or a token');

    if (!userId) {
      await throttle.fail(attempt);
      throw apiFailure(404, 'incorrectCredentials');
    }
    const doc = await sessionDocument(app, userId);
    await throttle.succeed(attempt);
    // A password proved here: this browser is the owner's from now on (a token exchange proves no more than the token).
    if (creds.login && creds.password) trustDevice(app, reply, creds.login, `${app.apiBase}/user/tokens`);
    return reply.code(201).send(doc);
  });
}

/**
 * The answer to a successful sign-in for a known user id: the same checks (archived users may
 * not, students may not, expired subscriptions 401) and the same document, whether the user
 * proved themselves with a password or a token here or with a provider's id_token in
 * routes/oauth.ts. The token carries the user's current token version.
 */
export async function sessionDocument(app: FastifyInstance, userId: string): Promise<{ data: { type: 'tokens'; id: string; attributes: { jwt: string; expires_at: string } } }> {
  const u = tableOf(users).columns;
  const [user] = (await app.db
    .select({ role: u.role!, tokenVersion: u.tokenVersion! })
    .from(tableOf(users).table)
    .where(and(eq(u.id!, Number(userId)), isNull(u.archivedAt!)))) as { role: string; tokenVersion: number }[];
  if (!user) throw apiFailure(404, 'incorrectCredentials');
  if (user.role === 'student') throw apiFailure(422, 'loginNotAllowed');
  if (user.role !== 'admin' && (await viewerSubscription(app.db, userId)).expired) throw apiFailure(401, 'subscriptionExpired');
  const token = await app.tokens.sign(userId, user.tokenVersion);
  return { data: { type: 'tokens', id: token.jti, attributes: { jwt: token.jwt, expires_at: token.expiresAt.toISOString() } } };
}

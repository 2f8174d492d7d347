/**
 * Bearer authentication: a valid HS256 token naming an active user, at the user's current token
 * version, makes `request.viewer`. Every API route requires it unless registered with
 * `config: { public: true }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../jsonapi/errors';
import { loadViewer, type Viewer } from './viewer';
import { currentTokenVersion } from './sessions';
import type { TokenClaims, TokenService } from './jwt';

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}

export function requireViewer(req: FastifyRequest): Viewer {
  if (!req.viewer) throw unauthenticated();
  return req.viewer;
}

/** The viewer a token opens requests for; null when invalid, expired, archived or of an old version. */
export async function viewerOfToken(app: FastifyInstance, token: string): Promise<Viewer | null> {
  const claims = await verifiedClaims(app.tokens, token);
  return claims ? loadViewer(app.db, claims.userId, claims.version) : null;
}

/**
 * Tokens whose signature was checked, until they expire: a client sends the same token with every
 * request, and checking an HMAC through WebCrypto costs more than the rest of authentication.
 * What a signature proves never changes, so remembering it grants nothing new; expiry is kept
 * (an entry dies at the token's `exp`), and revocation is the database's token version, which
 * loadViewer still checks on every request.
 */
const VERIFIED_MAX = 10_000;
const verified = new WeakMap<TokenService, Map<string, { claims: TokenClaims; expiresAt: number }>>();

export async function verifiedClaims(tokens: TokenService, token: string): Promise<TokenClaims | null> {
  let known = verified.get(tokens);
  if (!known) verified.set(tokens, (known = new Map()));
  const hit = known.get(token);
  if (hit && hit.expiresAt > Date.now()) return hit.claims;
  if (hit) known.delete(token);
  const claims = await tokens.verify(token);
  const expiresAt = claims ? expiryOf(token) : 0;
  if (claims && expiresAt > Date.now()) {
    // Oldest first: a Map iterates in insertion order.
    if (known.size >= VERIFIED_MAX) known.delete(known.keys().next().value!);
    known.set(token, { claims, expiresAt });
  }
  return claims;
}

/** A verified token's `exp` in ms (verify required it). */
function expiryOf(token: string): number {
  const exp = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }).exp;
  return typeof exp === 'number' ? exp * 1000 : 0;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  app.addHook('preHandler', async (req) => {
    const isPublic = (req.routeOptions.config as { public?: boolean } | undefined)?.public === true;
    const token = bearerToken(req);
    if (!token) {
      if (isPublic) return;
      throw unauthenticated();
    }
    const viewer = await viewerOfToken(app, token);
    if (viewer) req.viewer = viewer;
    else if (!isPublic) throw unauthenticated();
  });
  // Changing your own password (PATCH /users/{own id} with password, which needs the current
  // one) ends all your sessions; the answer carries a fresh token in meta.token so the client
  // that made the change stays signed in. Decided from this request alone, never from the
  // version moving meanwhile, so a stolen session cannot ride along on the owner's change.
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    if (!req.viewer || reply.statusCode >= 300 || !isDocument(payload) || !changesOwnPassword(req, req.viewer.id)) return payload;
    const version = await currentTokenVersion(app.db, req.viewer.id);
    if (version === null) return payload;
    const token = await app.tokens.sign(req.viewer.id, version);
    return { ...payload, meta: { ...payload.meta, token: { jwt: token.jwt, expires_at: token.expiresAt.toISOString() } } };
  });
}

function changesOwnPassword(req: FastifyRequest, viewerId: string): boolean {
  if (req.method !== 'PATCH' || (req.params as { id?: unknown } | undefined)?.id !== viewerId) return false;
  const data = (req.body as { data?: { type?: unknown; attributes?: Record<string, unknown> } } | undefined)?.data;
  return data?.type === 'users' && typeof data.attributes?.password === 'string';
}

function isDocument(payload: unknown): payload is { meta?: Record<string, unknown> } {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload);
}

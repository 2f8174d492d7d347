/**
 * Bearer authentication: a valid HS256 token naming an active user, at the user's current token
 * version, makes `request.viewer`. Every API route requires it unless registered with
 * `config: { public: true }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../jsonapi/errors';
import { loadViewer, type Viewer } from './viewer';
import { currentTokenVersion } from './sessions';

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}

export function requireViewer(req: FastifyRequest): Viewer {
  if (!req.viewer) throw unauthenticated();
  return req.viewer;
}

/** The viewer a token opens requests for, with the token's version; null when invalid, expired, archived or of an old version. */
export async function sessionOfToken(app: FastifyInstance, token: string): Promise<{ viewer: Viewer; version: number } | null> {
  const claims = await app.tokens.verify(token);
  const viewer = claims ? await loadViewer(app.db, claims.userId, claims.version) : null;
  return viewer && claims ? { viewer, version: claims.version } : null;
}

export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
  /** The version of the token each signed-in request came with. */
  const versions = new WeakMap<FastifyRequest, number>();
  app.addHook('preHandler', async (req) => {
    const isPublic = (req.routeOptions.config as { public?: boolean } | undefined)?.public === true;
    const token = bearerToken(req);
    if (!token) {
      if (isPublic) return;
      throw unauthenticated();
    }
    const session = await sessionOfToken(app, token);
    if (session) {
      req.viewer = session.viewer;
      versions.set(req, session.version);
    } else if (!isPublic) throw unauthenticated();
  });
  // A change that ended the caller's own sessions (their own password, PATCH /users/{own id})
  // answers with a fresh token in meta.token, so the client that made it stays signed in while
  // every other session of theirs ends. Only PATCH can change a password, so only PATCH pays
  // for the look-up.
  app.addHook('preSerialization', async (req, reply, payload: unknown) => {
    const before = versions.get(req);
    if (req.method !== 'PATCH' || before === undefined || !req.viewer || reply.statusCode >= 300 || !isDocument(payload)) return payload;
    const now = await currentTokenVersion(app.db, req.viewer.id);
    if (now === null || now === before) return payload;
    const token = await app.tokens.sign(req.viewer.id, now);
    return { ...payload, meta: { ...payload.meta, token: { jwt: token.jwt, expires_at: token.expiresAt.toISOString() } } };
  });
}

function isDocument(payload: unknown): payload is { meta?: Record<string, unknown> } {
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload);
}

/**
 * Bearer authentication: a valid HS256 token naming an active user makes `request.viewer`.
 * Every API route requires it unless registered with `config: { public: true }`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../jsonapi/errors';
import { loadViewer, type Viewer } from './viewer';

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1];
}

export function requireViewer(req: FastifyRequest): Viewer {
  if (!req.viewer) throw unauthenticated();
  return req.viewer;
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
    const userId = await app.tokens.verify(token);
    const viewer = userId ? await loadViewer(app.db, userId) : null;
    if (viewer) req.viewer = viewer;
    else if (!isPublic) throw unauthenticated();
  });
}

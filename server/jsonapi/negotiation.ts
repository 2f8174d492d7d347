/**
 * JSON:API 1.1 content negotiation ("Server Responsibilities"):
 * - a request body must be `application/vnd.api+json` with no media type parameter other than
 *   `ext` and `profile`, and an `ext` naming an extension we support: otherwise 415;
 * - a client whose every JSON:API media range in Accept has another parameter, or an extension
 *   we do not support, or that accepts nothing we serve, gets 406;
 * - `profile` is ignored, as the spec says a server must do with profiles it does not apply.
 * We support no extension (SUPPORTED_EXTENSIONS is empty). Routes configured with `eventStream`
 * (Server-Sent Events), `download` or `rawBody` are let through.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from './errors';

export const MEDIA_TYPE = 'application/vnd.api+json';

function parse(part: string): { type: string; params: string[] } {
  const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
  return { type, params: params.filter((p) => !p.startsWith('q=')) };
}

/** Extension URIs this API applies (none yet: atomic operations and the like are not offered). */
export const SUPPORTED_EXTENSIONS: readonly string[] = [];

/** The URIs of an `ext="a b"` parameter. */
const extensionUris = (param: string): string[] => param.slice('ext='.length).replace(/^"|"$/g, '').split(/\s+/).filter((u) => u !== '');

/** A JSON:API media type we can honour: parameters only ext (every URI supported) and profile. */
const honoured = (params: string[]): boolean =>
  params.every((p) => (p.startsWith('ext=') ? extensionUris(p).every((u) => SUPPORTED_EXTENSIONS.includes(u)) : p.startsWith('profile=')));

export function registerNegotiation(app: FastifyInstance): void {
  app.addContentTypeParser(MEDIA_TYPE, { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? undefined : JSON.parse(body as string));
    } catch {
      done(badRequest('The body is not valid JSON'), undefined);
    }
  });

  app.addHook('onRequest', async (req) => {
    const config = req.routeOptions.config as { rawBody?: boolean; eventStream?: boolean; download?: boolean } | undefined;
    if (config?.rawBody) return;
    // A file (a calendar entry) is fetched by browsers and calendar apps asking for its own type.
    if (config?.download) return;
    // A Server-Sent Events route (GET /lessons/{id}/events) answers text/event-stream, its errors JSON:API.
    if (config?.eventStream) return;
    const hasBody = req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0';
    if (hasBody || req.headers['transfer-encoding']) {
      const ct = parse(req.headers['content-type'] ?? '');
      if (ct.type !== MEDIA_TYPE || !honoured(ct.params))
        throw ApiError.of({ status: 415, identifier: 'unsupportedMediaType' });
    }
    const accept = req.headers.accept;
    if (!accept) return;
    const ranges = accept.split(',').map(parse);
    const jsonApi = ranges.filter((r) => r.type === MEDIA_TYPE);
    if (jsonApi.length > 0 && jsonApi.every((r) => !honoured(r.params)))
      throw ApiError.of({ status: 406, identifier: 'notAcceptable' });
    const servable = ranges.some((r) => [MEDIA_TYPE, 'application/*', '*/*', 'application/json'].includes(r.type));
    if (!servable) throw ApiError.of({ status: 406, identifier: 'notAcceptable' });
  });
}

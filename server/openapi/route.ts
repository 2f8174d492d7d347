/**
 * The API describes itself.
 *
 * | Method | Path                  | Result |
 * |--------|-----------------------|--------|
 * | GET    | /api/v1               | 200 a JSON:API document whose `links` name the description (`describedby`) and the reference |
 * | GET    | /api/v1/openapi.json  | 200 the OpenAPI 3.1 description of every route (application/json) |
 * | GET    | /api/v1/reference     | 200 the same as a readable HTML page, from the product's own assets |
 *
 * None needs a token. The description is made once, on first request, when every route exists.
 */
import type { FastifyInstance } from 'fastify';
import { openApiDocument } from './document';
import { referencePage } from './referencePage';
import type { ApiRoute } from './routeCatalogue';

/** The API's version as the description states it (the path says v1). */
export const API_VERSION = '1.0.0';
export const OPENAPI_PATH = '/openapi.json';
export const REFERENCE_PATH = '/reference';

export function registerApiDescription(app: FastifyInstance, routes: () => readonly ApiRoute[]): void {
  let made: { json: string; html: string } | undefined;
  const description = (): { json: string; html: string } => {
    if (made) return made;
    const doc = openApiDocument(routes(), { serverUrl: app.publicApiUrl, version: API_VERSION });
    made = { json: JSON.stringify(doc), html: referencePage(doc as Parameters<typeof referencePage>[0], `${app.publicApiUrl}${OPENAPI_PATH}`) };
    return made;
  };

  app.get('/', { config: { public: true, doc: { tag: 'API', summary: 'Where the API is described' } } }, async () => ({
    meta: { version: API_VERSION },
    links: { self: app.publicApiUrl, describedby: `${app.publicApiUrl}${OPENAPI_PATH}`, reference: `${app.publicApiUrl}${REFERENCE_PATH}` },
  }));

  app.get(OPENAPI_PATH, { config: { public: true, download: true, doc: { tag: 'API', summary: 'This description, as OpenAPI 3.1', produces: 'application/json' } } }, async (_req, reply) =>
    reply.type('application/json').send(description().json),
  );

  app.get(REFERENCE_PATH, { config: { public: true, download: true, doc: { tag: 'API', summary: 'This description, as a readable page', produces: 'text/html' } } }, async (_req, reply) =>
    reply.type('text/html; charset=utf-8').send(description().html),
  );
}

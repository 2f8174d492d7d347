/**
 * The API's OpenAPI 3.1 description, made from the routes Fastify registered (routeCatalogue.ts):
 * a generated JSON:API route is described from its resource definition (resourceOperations.ts),
 * a hand-written one from the ActionDoc it declares (actionOperations.ts). A route that declares
 * nothing is still listed, marked `x-undocumented` (a test keeps that list empty).
 */
import { RESOURCES, resourceByName } from '../../resources';
import { actionOperation, type ActionDoc } from './actionOperations';
import type { ApiRoute } from './routeCatalogue';
import { isResourceOperation, resourceComponents, resourceOperation, type ResourceRouteDoc } from './resourceOperations';
import { SHARED_COMPONENTS, type OpenApiOperation, type OpenApiParameter } from './shared';

export const OPENAPI_VERSION = '3.1.0';

export type RouteDoc = ResourceRouteDoc | ActionDoc;

const isResourceDoc = (doc: RouteDoc): doc is ResourceRouteDoc => 'resource' in doc && isResourceOperation((doc as ResourceRouteDoc).operation);

const isGenerated = (route: ApiRoute): boolean => route.config.doc !== undefined && isResourceDoc(route.config.doc);

/** `/lessons/:id/students/:studentId` → `/lessons/{id}/students/{studentId}`; a parameter's pattern is kept. */
export function openApiPath(url: string): { path: string; parameters: OpenApiParameter[] } {
  const parameters: OpenApiParameter[] = [];
  const path = url.replace(/:([A-Za-z_][A-Za-z0-9_]*)(\(\^?(.*?)\$?\))?(?=\/|$)/g, (_m, name: string, _group, pattern: string | undefined) => {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string', ...(pattern ? { pattern: `^${pattern}$` } : {}) } });
    return `{${name}}`;
  });
  return { path, parameters };
}

/** Two templates differing only in their parameters' names are one path to OpenAPI. */
const shapeOf = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

function operationFor(route: ApiRoute, parameters: OpenApiParameter[]): OpenApiOperation {
  const doc = route.config.doc;
  if (doc && isResourceDoc(doc)) {
    const def = resourceByName(doc.resource);
    if (def) return resourceOperation(def, doc.operation, parameters);
  }
  if (doc && !isResourceDoc(doc)) return actionOperation(doc, route.method, route.config, parameters);
  return { summary: '', tags: ['undocumented'], security: [{ bearer: [] }], ...(parameters.length > 0 ? { parameters } : {}), responses: { default: { description: 'Not described yet.' } }, 'x-undocumented': true };
}

export interface OpenApiOptions {
  /** The API's absolute base (PUBLIC_URL + /api/v1). */
  serverUrl: string;
  version: string;
}

export function openApiDocument(routes: readonly ApiRoute[], opts: OpenApiOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const byShape = new Map<string, string>();
  // Generated routes first: where a hand-written one shares their template, the record's names stay.
  const ordered = [...routes].sort((a, b) => Number(!isGenerated(a)) - Number(!isGenerated(b)));
  for (const route of ordered) {
    const { path, parameters } = openApiPath(route.url);
    const existing = byShape.get(shapeOf(path));
    const key = existing ?? path;
    byShape.set(shapeOf(path), key);
    // Under another route's template, the parameters take that template's names.
    const names = [...key.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    const operation = operationFor(route, parameters.map((p, i) => ({ ...p, name: names[i] ?? p.name })));
    const item = (paths[key] ??= {});
    const taken = item[route.method];
    if (taken) {
      // One path, two routes (a record id or a signed token in the same place): one operation that says both.
      taken.description = [taken.description, `Also: ${operation.summary}.${operation.description ? ` ${operation.description}` : ''}`].filter(Boolean).join('\n\n');
      continue;
    }
    item[route.method] = operation;
  }
  const components = {
    ...SHARED_COMPONENTS,
    schemas: { ...SHARED_COMPONENTS.schemas, ...Object.assign({}, ...RESOURCES.map(resourceComponents)) },
  };
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Education platform API',
      version: opts.version,
      description:
        'JSON:API 1.1 (`application/vnd.api+json`) for the registration app, the console and the student app. Sign in with `POST /user/tokens` and send `Authorization: Bearer <token>`. Lists page with `page[number]` and `page[size]` and link their pages; errors are JSON:API error documents whose `code` is the seed’s (800–811).',
    },
    servers: [{ url: opts.serverUrl }],
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((o) => o.tags)))].sort().map((name) => ({ name })),
    paths,
    components,
  };
}

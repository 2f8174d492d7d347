/**
 * The API describes itself (issue 26): `GET /api/v1/openapi.json` is a valid OpenAPI 3.1
 * document naming every route the server answers, each with what it does; `GET /api/v1` links
 * to it; `GET /api/v1/reference` is the same as a readable page, made of nothing from elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { RESOURCES } from '../../resources';
import { openApiPath } from '../../server/openapi/document';
import { startTestApp, type TestApp } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'the description is made from the routes and the resource schemas, never from the database' });
const API = '/api/v1';

type Operation = { summary?: string; tags?: string[]; 'x-undocumented'?: boolean; security?: unknown[] };
type Description = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };

/** Routes per method in Fastify's own route tree below the API's prefix: its lines read `── /path (GET, HEAD, POST)`. */
function routesInTree(tree: string): number {
  const lines = tree.split('\n');
  const start = lines.findIndex((l) => /── \/api\/v1 \(/.test(l));
  const depth = lines[start]!.indexOf('/api/v1');
  let count = 0;
  for (const line of lines.slice(start)) {
    const at = line.search(/[^ │├└─]/);
    if (line !== lines[start] && at <= depth) break;
    const methods = /\(([A-Z, ]+)\)\s*$/.exec(line)?.[1]?.split(', ') ?? [];
    count += methods.filter((m) => m !== 'HEAD').length;
  }
  return count;
}

describe.each(kinds)('the API description on %s', (kind) => {
  let t: TestApp;
  let doc: Description;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const res = await t.app.inject({ method: 'GET', url: `${API}/openapi.json` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = JSON.parse(res.body) as Description;
  });
  afterAll(async () => t.close());

  it('is valid OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as never);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names every route the server answers, each with what it does', () => {
    const routes = t.app.apiRoutes();
    // Fastify's own tree holds the API root twice (with and without its slash), the list once.
    expect(routes.length).toBe(routesInTree(t.app.printRoutes({ commonPrefix: false })) - 1);
    const missing = routes.filter((r) => {
      const shape = openApiPath(r.url).path.replace(/\{[^}]+\}/g, '{}');
      return !Object.entries(doc.paths).some(([path, item]) => path.replace(/\{[^}]+\}/g, '{}') === shape && item[r.method]);
    });
    expect(missing).toEqual([]);
    const undescribed = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => (op['x-undocumented'] || !op.summary ? [`${method.toUpperCase()} ${path}`] : [])),
    );
    expect(undescribed, 'routes without config.doc').toEqual([]);
  });

  it('describes every resource from its schema, sign-in needs named', () => {
    for (const def of RESOURCES) {
      expect(doc.components.schemas[def.type], def.type).toBeDefined();
      expect(doc.paths[`/${def.name}`]?.get?.summary, def.name).toMatch(/^List /);
      expect(doc.paths[`/${def.name}/{id}`]?.patch, def.name).toBeDefined();
    }
    expect(doc.paths['/user/tokens']?.post?.security).toEqual([{}, { bearer: [] }]);
    expect(doc.paths['/users']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it("describes a hand-written route's body from its declaration, field by field", () => {
    type Body = { properties: { data: { required: string[]; properties: { type: { enum?: string[] }; attributes: { required?: string[]; properties: Record<string, { enum?: unknown[]; type?: unknown }> } } } } };
    const bodyOf = (path: string): Body | undefined =>
      (doc.paths[path]?.post as { requestBody?: { content: Record<string, { schema: Body }> } } | undefined)?.requestBody?.content['application/vnd.api+json']?.schema;
    const action = bodyOf('/licensings/{id}/actions')?.properties.data;
    expect(action?.properties.type.enum).toEqual(['licensingActions']);
    expect(action?.properties.attributes.required).toEqual(['action']);
    expect(action?.properties.attributes.properties.action?.enum).toContain('extend_trial');
    expect(action?.properties.attributes.properties.seat_type?.enum).toEqual(['trial', 'supplementary', 'subscribed', null]);
    expect(Object.keys(bodyOf('/user/tokens')?.properties.data.properties.attributes.properties ?? {})).toEqual(['email', 'username', 'password', 'token']);
    expect(bodyOf('/users/sign_up')?.properties.data.properties.attributes.required).toEqual(expect.arrayContaining(['email', 'password', 'password_confirmation', 'role', 'terms_of_service', 'privacy_policy']));
  });

  it('is linked from the API root and readable as a page of its own', async () => {
    const root = await t.request('GET', API);
    expect(root.status).toBe(200);
    expect(root.doc.links?.describedby).toBe(`http://127.0.0.1${API}/openapi.json`);
    const page = await t.app.inject({ method: 'GET', url: `${API}/reference`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<h1>');
    expect(page.body).toContain('<code>/lesson_plans/{id}/duplicates</code>');
    expect(page.body).toMatch(/<caption>Body fields<\/caption>.*<code>seat_type<\/code><\/th><td>attribute<\/td><td>string or null, one of trial, supplementary, subscribed</);
    // Nothing from elsewhere: no script, and every address the page names is this API's.
    expect(page.body).not.toMatch(/<script|<link /);
    for (const [, url] of page.body.matchAll(/(?:href|src)="([^"#][^"]*)"/g)) expect(url).toMatch(/^http:\/\/127\.0\.0\.1\/api\/v1\//);
  });
});

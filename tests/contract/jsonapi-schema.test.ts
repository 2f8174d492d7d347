/**
 * Every endpoint's responses validate against the official JSON:API schema: documents of every
 * resource (list with include, show, create, update; 204 without a body), the viewer and token
 * endpoints, and every error status the API can produce, each error object with status, title,
 * a string detail, meta.error_identifier and no stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licensings, organizations, RESOURCES, users } from '../../resources';
import { type Operation, type ResourceDef } from '../../resources/kit';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { ACCOUNT_FAILURES_BEFORE_BACKOFF } from '../../server/auth/signInLimits';
import { body, buildWorld, insert, MEDIA, startTestApp, TEST_SECRET, type Response, type TestApp, type World } from '../support/testApp';
import { createBody, fixtureTargets, nextN, placeRecord, type FixtureTargets } from '../support/fixtures';
import { expectErrorObjects, expectValidDocument } from '../support/jsonapiSchema';
import { sampleAttributes } from '../support/sampleValues';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'the error documents include those made from constraint violations (804 from a unique index, 811 from a foreign key, whose error code differs between PostgreSQL 15 and PGlite)' });
const API = '/api/v1';
// Fields with cross-record rules (only a super user grants permissions; usernames are unique).
const SKIP: Record<string, string[]> = { users: ['permissions', 'username'] };

interface Req {
  method: string;
  url: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Client address, so the sign-in throttle of one case never counts another's failures. */
  ip?: string;
}

interface Ctx {
  world: World;
  fx: FixtureTargets;
  studentLogin: string;
  expiredLogin: string;
}

const tokens = (attributes: Record<string, unknown>, ip: string): Req => ({ method: 'POST', url: '/user/tokens', body: body('tokens', attributes), ip });

/** [name, status, expected code or undefined, request]; the request is built once the world exists. */
const ERROR_CASES: [string, number, string | undefined, (c: Ctx) => Req][] = [
  ['400 filter on an undeclared field', 400, undefined, (c) => ({ method: 'GET', url: '/users?filter[nope]=1', token: c.world.tokens.superUser })],
  ['400 sort on an unsortable field', 400, undefined, (c) => ({ method: 'GET', url: '/tags?sort=description', token: c.world.tokens.superUser })],
  ['400 page size 501', 400, undefined, (c) => ({ method: 'GET', url: '/tags?page[size]=501', token: c.world.tokens.superUser })],
  ['400 unknown include', 400, undefined, (c) => ({ method: 'GET', url: '/users?include=nope', token: c.world.tokens.superUser })],
  ['400 include nested too deeply', 400, undefined, (c) => ({ method: 'GET', url: '/users?include=organization.licensings.license.licensings.organization', token: c.world.tokens.superUser })],
  ['400 unknown query parameter', 400, undefined, (c) => ({ method: 'GET', url: '/tags?colour=red', token: c.world.tokens.superUser })],
  ['400 body that is not JSON', 400, undefined, (c) => ({ method: 'POST', url: '/tags', token: c.world.tokens.superUser, body: '{"data":' })],
  ['400 unknown attribute', 400, undefined, (c) => ({ method: 'POST', url: '/tags', token: c.world.tokens.superUser, body: body('tags', { name: 'x', colour: 'red' }) })],
  ['401 without a token', 401, undefined, () => ({ method: 'GET', url: '/users' })],
  ['401 with a forged token', 401, undefined, () => ({ method: 'GET', url: '/user', token: 'not.a.jwt' })],
  ['401 expired subscription', 401, '806', (c) => tokens({ email: c.expiredLogin, password: 'secret1' }, '10.1.0.1')],
  ['403 no grant for the resource', 403, undefined, (c) => ({ method: 'GET', url: '/campaigns', token: c.world.tokens.teacherA })],
  ['403 field the viewer may not write', 403, undefined, (c) => ({
    method: 'PATCH',
    url: `/organizations/${c.world.schoolA}`,
    token: c.world.tokens.schoolAdminA,
    body: body('organizations', { teachers_limit: 99 }, undefined, c.world.schoolA),
  })],
  ['403 read-only attribute', 403, undefined, (c) => ({ method: 'POST', url: '/users', token: c.world.tokens.superUser, body: body('users', { first_name: 'X', role: 'teacher', created_at: '2020-01-01T00:00:00Z' }) })],
  ['404 unknown API route', 404, undefined, (c) => ({ method: 'GET', url: '/nowhere', token: c.world.tokens.superUser })],
  ['404 method without a route', 404, undefined, (c) => ({ method: 'PUT', url: `/tags/1`, token: c.world.tokens.superUser, body: body('tags', { name: 'x' }) })],
  ['404 unknown record', 404, undefined, (c) => ({ method: 'GET', url: '/tags/999999', token: c.world.tokens.superUser })],
  ['404 record id that is not a number', 404, undefined, (c) => ({ method: 'GET', url: '/tags/abc', token: c.world.tokens.superUser })],
  ['404 sign-in with a wrong password', 404, undefined, () => tokens({ email: 'teacher-a@test.test', password: 'wrong-one' }, '10.1.0.2')],
  ['406 JSON:API accepted only with a parameter', 406, undefined, (c) => ({ method: 'GET', url: '/tags', token: c.world.tokens.superUser, headers: { accept: `${MEDIA}; charset=utf-8` } })],
  ['406 only HTML accepted', 406, undefined, (c) => ({ method: 'GET', url: '/tags', token: c.world.tokens.superUser, headers: { accept: 'text/html' } })],
  ['409 wrong type', 409, undefined, (c) => ({ method: 'POST', url: '/tags', token: c.world.tokens.superUser, body: body('users', { name: 'x' }) })],
  ['409 id differs from the URL', 409, undefined, (c) => ({ method: 'PATCH', url: `/organizations/${c.world.schoolA}`, token: c.world.tokens.superUser, body: body('organizations', { city: 'x' }, undefined, c.world.schoolB) })],
  ['409 licence still in use', 409, '811', (c) => ({ method: 'DELETE', url: `/licenses/${c.world.licenseId}`, token: c.world.tokens.superUser })],
  ['413 body too large', 413, undefined, (c) => ({ method: 'POST', url: '/tags', token: c.world.tokens.superUser, body: body('tags', { name: 'x', description: 'word '.repeat(300_000) }) })],
  ['415 application/json body', 415, undefined, (c) => ({ method: 'POST', url: '/tags', token: c.world.tokens.superUser, body: body('tags', { name: 'x' }), headers: { 'content-type': 'application/json' } })],
  ['415 media type parameter', 415, undefined, (c) => ({ method: 'POST', url: '/tags', token: c.world.tokens.superUser, body: body('tags', { name: 'x' }), headers: { 'content-type': `${MEDIA}; charset=utf-8` } })],
  ['422 validation of several fields', 422, undefined, (c) => ({ method: 'POST', url: '/users', token: c.world.tokens.superUser, body: body('users', { first_name: ' ', role: 'pirate', email: 'nope' }) })],
  ['422 email already used', 422, '804', (c) => ({ method: 'POST', url: '/users', token: c.world.tokens.superUser, body: body('users', { first_name: 'X', role: 'teacher', email: 'TEACHER-A@test.test' }) })],
  ['422 student sign-in', 422, undefined, (c) => tokens({ username: c.studentLogin, password: 'secret1' }, '10.1.0.3')],
];

describe.each(kinds)('JSON:API schema on %s', (kind) => {
  let t: TestApp;
  let c: Ctx;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const world = await buildWorld(t);
    const password = await hashPassword('secret1');
    await insert(t, users, { username: 'stu-login', firstName: 'Stu', role: 'student', organizationId: Number(world.schoolA), password });
    const schoolC = await insert(t, organizations, { name: 'Expired School' });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await insert(t, licensings, { organizationId: Number(schoolC), licenseId: Number(world.licenseId), state: 'trial', expiresAt: yesterday });
    await insert(t, users, { email: 'expired@c.test', firstName: 'Ex', role: 'teacher', organizationId: Number(schoolC), password });
    c = { world, fx: await fixtureTargets(t, world), studentLogin: 'stu-login', expiredLogin: 'expired@c.test' };
  });
  afterAll(async () => t.close());

  async function send(r: Req): Promise<Response> {
    if (!r.ip) return t.request(r.method, `${API}${r.url}`, { ...(r.token ? { token: r.token } : {}), ...(r.body !== undefined ? { body: r.body } : {}), ...(r.headers ? { headers: r.headers } : {}) });
    const res = await t.app.inject({ method: r.method as 'POST', url: `${API}${r.url}`, remoteAddress: r.ip, headers: { accept: MEDIA, 'content-type': MEDIA }, payload: JSON.stringify(r.body) });
    const parsed: unknown = res.body ? JSON.parse(res.body) : undefined;
    return { status: res.statusCode, headers: res.headers, body: parsed, doc: (parsed ?? {}) as Response['doc'] };
  }

  it.each(RESOURCES.map((d) => [d.name, d] as const))('%s: list, show, create, update and delete documents', async (_name, def: ResourceDef) => {
    const token = c.world.tokens.superUser;
    const url = `${API}/${def.name}`;
    const n = nextN();
    // Operations reserved for the server (`nobody`) answer a valid 403 document instead.
    const served = (op: Operation): number | 403 => (def.access[op]?.nobody === true ? 403 : op === 'create' ? 201 : op === 'delete' ? 204 : 200);
    const base = createBody(def, ['super'], c.fx, n) as { data: { attributes: Record<string, unknown>; relationships: Record<string, unknown> } };
    const created = await t.request('POST', url, { token, body: body(def.type, { ...base.data.attributes, ...sampleAttributes(def, n, SKIP[def.name]) }, base.data.relationships) });
    expectValidDocument(created, served('create'));
    const id = created.status === 201 ? (created.doc.data.id as string) : (await placeRecord(t, c.fx, def, { organizationId: c.world.schoolA })).id;
    const include = Object.keys(def.relationships).join(',');
    expectValidDocument(await t.request('GET', `${url}?page[size]=500`, { token }), 200);
    const listed = await t.request('GET', `${url}?page[size]=500${include ? `&include=${include}` : ''}`, { token });
    expectValidDocument(listed, 200);
    expect(listed.doc.meta?.total).toBe(listed.doc.data.length);
    expectValidDocument(await t.request('GET', `${url}/${id}${include ? `?include=${include}` : ''}`, { token }), 200);
    expectValidDocument(await t.request('PATCH', `${url}/${id}`, { token, body: body(def.type, sampleAttributes(def, n + 1, [...(SKIP[def.name] ?? []), 'email', 'name']), undefined, id) }), served('update'));
    expectValidDocument(await t.request('DELETE', `${url}/${id}`, { token }), served('delete'));
  });

  it('the viewer and a new token validate for every kind of viewer', async () => {
    for (const token of Object.values(c.world.tokens)) expectValidDocument(await t.request('GET', `${API}/user`, { token }), 200);
    const signIn = await send(tokens({ token: c.world.tokens.teacherA }, '10.1.0.4'));
    expectValidDocument(signIn, 201);
    expect(typeof signIn.doc.data.attributes.jwt).toBe('string');
  });

  it.each(ERROR_CASES)('%s', async (_name, status, code, make) => {
    const res = await send(make(c));
    expectValidDocument(res, status);
    if (code) expect(res.doc.errors?.map((e) => e.code)).toContain(code);
  });

  it('429 after repeated sign-in failures', async () => {
    const wrong = tokens({ email: 'teacher-b@test.test', password: 'wrong-one' }, '10.1.0.9');
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) expect((await send(wrong)).status).toBe(404);
    expectValidDocument(await send(wrong), 429);
  });

  it('500 is an error object without the message or a stack; development alone shows the stack', async () => {
    for (const development of [false, true]) {
      const app = await buildApp({ db: t.database.db, jwtSecret: TEST_SECRET, development });
      app.get(`${API}/explode`, async () => {
        throw new Error('kaboom: secret internals');
      });
      await app.ready();
      const res = await app.inject({ method: 'GET', url: `${API}/explode`, headers: { accept: MEDIA } });
      await app.close();
      const doc = JSON.parse(res.body) as Response['doc'] & { errors: { meta: { stack?: string } }[] };
      const parsed: Response = { status: res.statusCode, headers: res.headers, body: doc, doc };
      expect(res.statusCode).toBe(500);
      if (development) {
        expect(doc.errors[0]?.meta.stack).toContain('kaboom');
        continue;
      }
      expect(res.body).not.toContain('kaboom');
      expectValidDocument(parsed, 500);
      expectErrorObjects(parsed, 500);
    }
  });
});

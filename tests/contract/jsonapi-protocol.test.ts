/**
 * The JSON:API protocol as a client sees it: content negotiation, query parameters checked
 * against the definition (filter, sort, page, fields, include), paging totals, soft delete,
 * payload rules (unknown, read-only and secret members) and the seed's error codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { licensings, users } from '../../resources';
import { tableOf } from '../../server/db/tables';
import { body, buildWorld, insert, MEDIA, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: "unique violations (804, 800) come from the database's case-insensitive unique indexes; filters, sorts and paging totals are SQL" });
const API = '/api/v1';

type Resource = { type: string; id: string; attributes: Record<string, unknown>; relationships?: Record<string, unknown> };

function expectError(res: Response, status: number, where: { pointer?: string; parameter?: string; code?: string } = {}): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const [error] = res.doc.errors ?? [];
  expect(error?.status).toBe(String(status));
  if (where.pointer) expect(error?.source?.pointer).toBe(where.pointer);
  if (where.parameter) expect(error?.source?.parameter).toBe(where.parameter);
  if (where.code) expect(error?.code).toBe(where.code);
}

describe.each(kinds)('JSON:API protocol on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const su = () => world.tokens.superUser;
  const get = (url: string, token = su(), headers?: Record<string, string>) => t.request('GET', `${API}${url}`, { token, ...(headers ? { headers } : {}) });
  const post = (url: string, doc: unknown, token = su(), headers?: Record<string, string>) =>
    t.request('POST', `${API}${url}`, { token, body: doc, ...(headers ? { headers } : {}) });
  const ids = (res: Response): string[] => (res.doc.data as Resource[]).map((r) => r.id);
  const tag = (name: string) => post('/tags', body('tags', { name }), world.tokens.tagManager);

  describe('content negotiation', () => {
    it('refuses bodies that are not plain JSON:API with 415', async () => {
      for (const contentType of ['application/json', `${MEDIA}; charset=utf-8`, 'text/plain']) {
        const res = await post('/tags', body('tags', { name: 'Negotiated' }), world.tokens.tagManager, { 'content-type': contentType });
        expectError(res, 415);
      }
      expect((await get('/tags?filter[q]=Negotiated')).doc.meta?.total).toBe(0);
    });

    it('answers 406 when JSON:API is accepted only with parameters', async () => {
      expectError(await get('/tags', su(), { accept: `${MEDIA}; charset=utf-8` }), 406);
      expectError(await get('/tags', su(), { accept: `${MEDIA}; foo=bar, ${MEDIA}; q=0.5; v=1` }), 406);
      expectError(await get('/tags', su(), { accept: 'text/html' }), 406);
    });

    it('refuses an extension it does not apply (415 on a body, 406 when every accepted instance asks for one) and ignores profiles', async () => {
      const ext = `${MEDIA}; ext="https://jsonapi.org/ext/atomic"`;
      expectError(await post('/tags', body('tags', { name: 'Extended' }), world.tokens.tagManager, { 'content-type': ext }), 415);
      expect((await get('/tags?filter[q]=Extended')).doc.meta?.total).toBe(0);
      expectError(await get('/tags', su(), { accept: ext }), 406);
      expect((await get('/tags', su(), { accept: `${ext}, ${MEDIA}` })).status).toBe(200);
      // The spec: a server MUST ignore profiles it does not recognise (never 415 or 406 for one).
      const profiled = `${MEDIA}; profile="https://example.com/profiles/unknown"`;
      expect((await post('/tags', body('tags', { name: 'Profiled' }), world.tokens.tagManager, { 'content-type': profiled })).status).toBe(201);
      expect((await get('/tags', su(), { accept: profiled })).status).toBe(200);
    });

    it('serves JSON:API to */*, to a plain instance among modified ones, and says so', async () => {
      for (const accept of ['*/*', `${MEDIA}; charset=utf-8, ${MEDIA}`, `application/*`]) {
        const res = await get('/tags', su(), { accept });
        expect(res.status, accept).toBe(200);
        expect(res.headers['content-type']).toBe(MEDIA);
      }
    });
  });

  describe('query parameters', () => {
    it('filter and sort only on declared fields, with the parameter named', async () => {
      expectError(await get('/users?filter[nope]=1'), 400, { parameter: 'filter[nope]' });
      expectError(await get('/users?filter[password]=secret'), 400, { parameter: 'filter[password]' });
      expectError(await get('/users?filter[role][contains]=tea'), 400, { parameter: 'filter[role][contains]' });
      expectError(await get('/users?filter[age]=old'), 400, { parameter: 'filter[age]' });
      expectError(await get('/users?sort=nope'), 400, { parameter: 'sort' });
      expectError(await get('/tags?sort=-description'), 400, { parameter: 'sort' });
      expectError(await get('/users?include=friends'), 400, { parameter: 'include' });
      expectError(await get('/users?fields[users]=shoe_size'), 400, { parameter: 'fields[users]' });
    });

    it('page[size] goes up to 500, and 501 is refused', async () => {
      const ok = await get('/users?page[size]=500');
      expect(ok.status).toBe(200);
      expect(ok.doc.data).toHaveLength(12);
      expectError(await get('/users?page[size]=501'), 400, { parameter: 'page[size]' });
      expectError(await get('/users?page[size]=0'), 400, { parameter: 'page[size]' });
      expectError(await get('/users?page[number]=-1'), 400, { parameter: 'page[number]' });
    });

    it('meta.total counts every match across pages', async () => {
      for (let i = 1; i <= 7; i++) expect((await tag(`Paged ${i}`)).status).toBe(201);
      const page = (n: number) => get(`/tags?filter[q]=Paged&sort=name&page[size]=3&page[number]=${n}`);
      const first = await page(1);
      expect(first.doc.data.map((r: Resource) => r.attributes.name)).toEqual(['Paged 1', 'Paged 2', 'Paged 3']);
      const third = await page(3);
      expect(third.doc.data.map((r: Resource) => r.attributes.name)).toEqual(['Paged 7']);
      expect(third.doc.meta?.total).toBe(7);
      const past = await page(4);
      expect(past.doc).toMatchObject({ data: [], meta: { total: 7 } });
    });

    it('links every page of a list: self, first, prev, next and last, keeping the filter and sort', async () => {
      for (let i = 1; i <= 7; i++) expect((await tag(`Linked ${i}`)).status).toBe(201);
      const page = (n: number) => get(`/tags?filter[q]=Linked&sort=name&page[size]=3&page[number]=${n}`);
      const names = async (link: unknown): Promise<unknown[]> => {
        const url = new URL(String(link));
        expect(url.pathname).toBe(`${API}/tags`);
        expect(url.searchParams.get('filter[q]')).toBe('Linked');
        expect(url.searchParams.get('sort')).toBe('name');
        return (await get(`/tags${url.search}`)).doc.data.map((r: Resource) => r.attributes.name);
      };
      const second = { links: (await page(2)).doc.links ?? {} };
      expect(await names(second.links.self)).toEqual(['Linked 4', 'Linked 5', 'Linked 6']);
      expect(await names(second.links.first)).toEqual(['Linked 1', 'Linked 2', 'Linked 3']);
      expect(await names(second.links.prev)).toEqual(['Linked 1', 'Linked 2', 'Linked 3']);
      expect(await names(second.links.next)).toEqual(['Linked 7']);
      expect(await names(second.links.last)).toEqual(['Linked 7']);
      const first = (await page(1)).doc.links ?? {};
      expect(first.prev).toBeUndefined();
      const last = (await page(3)).doc.links ?? {};
      expect(last.next).toBeUndefined();
      const empty = (await get('/tags?filter[q]=Nothing%20called%20this')).doc.links ?? {};
      expect([empty.prev, empty.next]).toEqual([undefined, undefined]);
      expect(new URL(String(empty.last)).searchParams.get('page[number]')).toBe('1');
    });

    it('sorts descending and by several keys', async () => {
      for (const name of ['Sort b', 'Sort c', 'Sort a']) await tag(name);
      const desc = await get('/tags?filter[q]=Sort&sort=-name');
      expect(desc.doc.data.map((r: Resource) => r.attributes.name)).toEqual(['Sort c', 'Sort b', 'Sort a']);
      const multi = await get('/users?filter[role]=admin&sort=-first_name,-id&page[size]=500');
      const multiIds = ids(multi).map(Number);
      expect(multiIds).toEqual([...multiIds].sort((a, b) => b - a));
    });

    it('sparse fieldsets render only the fields asked for', async () => {
      const res = await get(`/users?fields[users]=first_name&filter[id]=${world.ids.teacherA}`);
      expect(res.doc.data).toEqual([{ type: 'users', id: world.ids.teacherA, attributes: { first_name: 'Tea' } }]);
      const mixed = await get(`/users/${world.ids.teacherA}?include=organization&fields[users]=last_name,organization&fields[organizations]=name`);
      expect(mixed.doc.data.attributes).toEqual({ last_name: 'Cher' });
      expect(Object.keys(mixed.doc.data.relationships)).toEqual(['organization']);
      expect(mixed.doc.included).toEqual([{ type: 'organizations', id: world.schoolA, attributes: { name: 'School A' } }]);
    });

    it('includes organization.licensings.license from users, each resource once', async () => {
      const res = await get('/users?include=organization.licensings.license&page[size]=500');
      expect(res.status).toBe(200);
      const keys = (res.doc.included ?? []).map((r: Resource) => `${r.type}:${r.id}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...keys].sort()).toEqual(
        [`organizations:${world.schoolA}`, `organizations:${world.schoolB}`, `licensings:${world.licensingA}`, `licensings:${world.licensingB}`, `licenses:${world.licenseId}`].sort(),
      );
      const schoolA = (res.doc.included ?? []).find((r: Resource) => r.type === 'organizations' && r.id === world.schoolA) as Resource;
      expect(schoolA.relationships?.licensings).toEqual({ data: [{ type: 'licensings', id: world.licensingA }] });
      // A resource already in primary data is never repeated in included (parent and child are both users).
      const family = await get('/users?include=parent,children&page[size]=500');
      const primary = new Set(family.doc.data.map((r: Resource) => `${r.type}:${r.id}`));
      expect(family.doc.data.find((r: Resource) => r.id === world.ids.child).relationships.parent.data.id).toBe(world.ids.parent);
      expect((family.doc.included ?? []).filter((r: Resource) => primary.has(`${r.type}:${r.id}`))).toEqual([]);
    });

    it('filters with operators: contains, gte/lt on timestamps, comma lists on enums', async () => {
      await tag('Apple pie');
      await tag('Crab apple');
      await tag('Pear');
      const contains = await get('/tags?filter[name][contains]=APPLE&sort=name');
      expect(contains.doc.data.map((r: Resource) => r.attributes.name)).toEqual(['Apple pie', 'Crab apple']);

      const late = await post('/users', body('users', { first_name: 'Late', role: 'teacher' }));
      const cutoff = encodeURIComponent(late.doc.data.attributes.created_at as string);
      expect(ids(await get(`/users?filter[created_at][gte]=${cutoff}&page[size]=500`))).toEqual([late.doc.data.id]);
      const before = ids(await get(`/users?filter[created_at][lt]=${cutoff}&page[size]=500`));
      expect(before).toHaveLength(12);
      expect(before).not.toContain(late.doc.data.id);

      const roles = await get('/users?filter[role]=teacher,student&page[size]=500');
      expect(new Set(roles.doc.data.map((r: Resource) => r.attributes.role))).toEqual(new Set(['teacher', 'student']));
      expect(ids(roles)).toEqual(expect.arrayContaining([world.ids.teacherA, world.ids.teacherB, world.ids.studentA, world.ids.schoolAdminA]));
      expect(ids(roles)).not.toContain(world.ids.parent);
    });

    it('filter[q] searches the declared search fields, case-insensitively and literally', async () => {
      expect(ids(await get('/users?filter[q]=bEa'))).toEqual([world.ids.teacherB]);
      expect(ids(await get('/users?filter[q]=teacher-a@'))).toEqual([world.ids.teacherA]);
      expect((await get('/users?filter[q]=%25')).doc.meta?.total).toBe(0);
      expectError(await get('/licensings?filter[q]=trial'), 400, { parameter: 'filter[q]' });
    });
  });

  describe('writes', () => {
    it('soft-deletes a user: 204, then archived (404 to those who may not restore it), left out of lists, listed with filter[archived]=true', async () => {
      const created = await post('/users', body('users', { first_name: 'Leaving', role: 'teacher', email: 'leaving@a.test' }, { organization: { data: { type: 'organizations', id: world.schoolA } } }));
      const id = created.doc.data.id as string;
      const del = await t.request('DELETE', `${API}/users/${id}`, { token: su() });
      expect(del.status).toBe(204);
      expect(del.body).toBeUndefined();
      expect((await get(`/users/${id}`)).doc.data.attributes.archived_at).toEqual(expect.any(String));
      expectError(await get(`/users/${id}`, world.tokens.teacherA), 404);
      expect(ids(await get('/users?page[size]=500'))).not.toContain(id);
      expectError(await t.request('PATCH', `${API}/users/${id}`, { token: su(), body: body('users', { first_name: 'Back' }, undefined, id) }), 404);
      const archived = await get('/users?filter[archived]=true');
      expect(ids(archived)).toEqual([id]);
      expect(archived.doc.data[0].attributes.archived_at).toEqual(expect.any(String));
      // The school admin of the same school sees it among archived users, the other school does not.
      expect(ids(await get('/users?filter[archived]=true', world.tokens.schoolAdminA))).toEqual([id]);
      expect(ids(await get('/users?filter[archived]=true', world.tokens.teacherB))).toEqual([]);
      const row = (await t.database.db.select().from(tableOf(users).table).where(eq(tableOf(users).columns.id!, Number(id))))[0];
      expect(row).toBeDefined();
    });

    it('refuses unknown (400) and read-only (403) attributes with their pointer', async () => {
      expectError(await post('/users', body('users', { first_name: 'X', role: 'teacher', shoe_size: 44 })), 400, { pointer: '/data/attributes/shoe_size' });
      expectError(await post('/users', body('users', { first_name: 'X', role: 'teacher', created_at: '2001-01-01T00:00:00Z' })), 403, {
        pointer: '/data/attributes/created_at',
      });
      expectError(await post('/users', body('users', { first_name: 'X', role: 'teacher' }, { friends: { data: [] } })), 400, { pointer: '/data/relationships/friends' });
      expect((await get('/users?filter[first_name]=X')).doc.meta?.total).toBe(0);
    });

    it('never serialises a password, and stores only its argon2id digest', async () => {
      const created = await post('/users', body('users', { first_name: 'Secret', role: 'parent', email: 'secret@a.test', password: 'hunter22', password_confirmation: 'hunter22' }));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.doc.data.id as string;
      await insert(t, users, { firstName: 'Kid', role: 'home_student', parentId: Number(id), password: 'digest-of-kid' });
      const responses = [
        created,
        await get(`/users/${id}?include=children`),
        await get('/users?page[size]=500&include=children,parent'),
        // Before the password change, which ends the user's sessions.
        await get('/user', (await t.app.tokens.sign(id)).jwt),
        await t.request('PATCH', `${API}/users/${id}`, { token: su(), body: body('users', { password: 'hunter23' }, undefined, id) }),
      ];
      for (const res of responses) {
        expect(res.status).toBeLessThan(300);
        expect(JSON.stringify(res.body)).not.toMatch(/password|hunter2|digest-of/);
      }
      const row = (await t.database.db.select().from(tableOf(users).table).where(eq(tableOf(users).columns.id!, Number(id))))[0] as { password: string };
      expect(row.password).toMatch(/^\$argon2id\$/);
    });

    it('an email is unique whatever its case: 422 with code 804 on the email', async () => {
      expect((await post('/users', body('users', { first_name: 'Ann', role: 'teacher', email: 'A@x.test' }))).status).toBe(201);
      expectError(await post('/users', body('users', { first_name: 'Ann', role: 'teacher', email: 'a@x.test' })), 422, { pointer: '/data/attributes/email', code: '804' });
      expectError(
        await t.request('PATCH', `${API}/users/${world.ids.teacherB}`, { token: su(), body: body('users', { email: 'a@X.TEST' }, undefined, world.ids.teacherB) }),
        422,
        { pointer: '/data/attributes/email', code: '804' },
      );
      expect((await get('/users?filter[email]=a@x.test')).doc.meta?.total).toBe(1);
    });

    it('a username is unique whatever its case: 422 with code 804 and its own identifier and text, on the username', async () => {
      const kid = (username: string, token?: string) => post('/users', body('users', { first_name: 'Kid', role: 'home_student', username, password: 'secret12' }), token);
      expect((await kid('Robin')).status).toBe(201);
      // A parent adding a child (My children) and a super user (the console) are told the same.
      for (const token of [world.tokens.parent, su()]) {
        const res = await kid('ROBIN', token);
        expectError(res, 422, { pointer: '/data/attributes/username', code: '804' });
        expect(res.doc.errors?.[0]).toMatchObject({ detail: 'This username is already taken.', meta: { error_identifier: 'usernameUsed' } });
      }
      const renamed = await t.request('PATCH', `${API}/users/${world.ids.teacherB}`, { token: su(), body: body('users', { username: 'robin' }, undefined, world.ids.teacherB) });
      expectError(renamed, 422, { pointer: '/data/attributes/username', code: '804' });
      expect(renamed.doc.errors?.[0]?.meta.error_identifier).toBe('usernameUsed');
    });

    it("a school admin may not state a teacher's consent or how they heard of us (403 on the member), but edits the rest", async () => {
      const patch = (attributes: Record<string, unknown>) =>
        t.request('PATCH', `${API}/users/${world.ids.teacherA}`, { token: world.tokens.schoolAdminA, body: body('users', attributes, undefined, world.ids.teacherA) });
      for (const attributes of [{ privacy_policy: true }, { terms_of_service: true }, { free_trial_terms: true }, { where_did_you_hear_about_us: 'A colleague' }]) {
        const res = await patch(attributes);
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect(res.doc.errors?.[0]?.source?.pointer).toBe(`/data/attributes/${Object.keys(attributes)[0]}`);
      }
      expect((await patch({ nickname: 'Sam', preferences: {} })).status).toBe(200);
    });

    it('a licence name is unique: 422 with code 800', async () => {
      const res = await post('/licenses', body('licenses', { name: 'CCGL Test' }), world.tokens.licensingAdmin);
      expectError(res, 422, { pointer: '/data/attributes/name', code: '800' });
      expect(res.doc.errors?.[0]?.meta.error_identifier).toBe('licenseNameUsed');
    });

    it('reports every invalid field at once, with the seed’s messages', async () => {
      const res = await post('/users', body('users', { first_name: '  ', last_name: 'x'.repeat(101), email: 'not-an-email', role: 'teacher' }));
      expect(res.status).toBe(422);
      const byPointer = Object.fromEntries((res.doc.errors ?? []).map((e) => [e.source?.pointer, e]));
      expect(Object.keys(byPointer).sort()).toEqual(['/data/attributes/email', '/data/attributes/first_name', '/data/attributes/last_name']);
      expect(byPointer['/data/attributes/first_name']).toMatchObject({ detail: 'This field cannot be blank', meta: { error_identifier: 'fieldNoBlank' } });
      expect(byPointer['/data/attributes/last_name']).toMatchObject({ detail: 'must be no more than 100 characters', meta: { error_identifier: 'maxLength' } });
      const org = await post('/organizations', body('organizations', { name: 'n'.repeat(151), teachers_limit: -1 }));
      expect(org.status).toBe(422);
      expect(org.doc.errors?.map((e) => [e.source?.pointer, e.detail])).toEqual(
        expect.arrayContaining([['/data/attributes/name', 'must be no more than 150 characters'], ['/data/attributes/teachers_limit', 'Must be at least 0']]),
      );
      expect((await get('/organizations')).doc.meta?.total).toBe(2);
    });

    it('refuses to delete a licence still in use with 409 and code 811, and deletes it once free', async () => {
      expectError(await t.request('DELETE', `${API}/licenses/${world.licenseId}`, { token: world.tokens.licensingAdmin }), 409, { code: '811' });
      expect((await get(`/licenses/${world.licenseId}`)).status).toBe(200);
      const spare = await post('/licenses', body('licenses', { name: 'Spare licence' }), world.tokens.licensingAdmin);
      const licenceId = spare.doc.data.id as string;
      const holding = await insert(t, licensings, { organizationId: Number(world.schoolB), licenseId: Number(licenceId), state: 'trial' });
      expectError(await t.request('DELETE', `${API}/licenses/${licenceId}`, { token: world.tokens.licensingAdmin }), 409, { code: '811' });
      expect((await t.request('DELETE', `${API}/licensings/${holding}`, { token: world.tokens.licensingAdmin })).status).toBe(204);
      expect((await t.request('DELETE', `${API}/licenses/${licenceId}`, { token: world.tokens.licensingAdmin })).status).toBe(204);
    });

    it('creates with 201, a Location header and the record as stored', async () => {
      const res = await tag('Located');
      expect(res.status).toBe(201);
      expect(res.headers.location).toBe(`${API}/tags/${res.doc.data.id}`);
      expect((await get(String(res.headers.location).slice(API.length))).doc.data.attributes.name).toBe('Located');
    });
  });
});

describe('values only the database can judge', () => {
  it('answers 400, not 500, for an impossible calendar date in a filter', async () => {
    const t = await startTestApp('pglite');
    try {
      const world = await buildWorld(t);
      const res = await t.request('GET', '/api/v1/meetings?filter[start_date]=2026-02-31', { token: world.tokens.superUser });
      expect(res.status).toBe(400);
      expect(res.doc.errors?.[0]).toMatchObject({ status: '400', meta: { error_identifier: 'badRequest' } });
    } finally {
      await t.close();
    }
  });
});

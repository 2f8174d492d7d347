/**
 * Cross-organisation reads and writes are refused, through show, list, filter and include too;
 * fields a viewer may not write are refused with 403 and their pointer, and nothing changes
 * (privilege escalation through `role`, `permissions`, `organization` or `parent`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { tableOf } from '../../server/db/tables';
import { body, buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'reads and writes across schools refused: authorization and writable fields' });
const API = '/api/v1';

type Resource = { type: string; id: string; relationships?: Record<string, { data?: unknown }> };
const keys = (list: Resource[] | undefined): string[] => (list ?? []).map((r) => `${r.type}:${r.id}`);

function expectRefused(res: Response, status: number, pointer?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.doc.data).toBeUndefined();
  if (pointer) expect(res.doc.errors?.map((e) => e.source?.pointer)).toEqual([pointer]);
}

describe.each(kinds)('cross-organisation on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  const get = (url: string, token: string) => t.request('GET', `${API}${url}`, { token });
  const userCount = async (): Promise<number> =>
    Number((await t.database.db.select({ n: sql<string>`count(*)` }).from(tableOf(users).table))[0]!.n);
  const userRow = async (id: string) =>
    (await t.database.db.select().from(tableOf(users).table).where(eq(tableOf(users).columns.id!, Number(id))))[0];

  describe('reads by a teacher of school A', () => {
    beforeAll(async () => {
      await t.database.reset();
      world = await buildWorld(t);
    });
    const teacher = () => world.tokens.teacherA;

    it('filter[organization]=<school B> lists nothing, with total 0', async () => {
      for (const param of ['filter[organization]', 'filter[organization_id]']) {
        const res = await get(`/users?${param}=${world.schoolB}`, teacher());
        expect(res.status).toBe(200);
        expect(res.doc).toMatchObject({ data: [], meta: { total: 0 } });
      }
      expect((await get(`/users?filter[id]=${world.ids.teacherB}`, teacher())).doc.meta?.total).toBe(0);
      expect((await get('/users?filter[q]=Bea', teacher())).doc.meta?.total).toBe(0);
      expect((await get(`/licensings?filter[organization]=${world.schoolB}`, teacher())).doc).toMatchObject({ data: [], meta: { total: 0 } });
    });

    it('the teacher list holds only school A, and include=organization never includes school B', async () => {
      const res = await get('/users?include=organization&page[size]=500', teacher());
      expect(res.status).toBe(200);
      const orgIds = new Set(res.doc.data.map((u: Resource) => (u.relationships?.organization?.data as { id: string } | null)?.id));
      expect([...orgIds]).toEqual([world.schoolA]);
      expect(keys(res.doc.included)).toEqual([`organizations:${world.schoolA}`]);
    });

    it('another school’s user and organisation are 404', async () => {
      expectRefused(await get(`/users/${world.ids.teacherB}`, teacher()), 404);
      expectRefused(await get(`/organizations/${world.schoolB}`, teacher()), 404);
      expectRefused(await get(`/licensings/${world.licensingB}`, teacher()), 404);
      expect((await get(`/organizations/${world.schoolA}`, teacher())).status).toBe(200);
    });

    it('licensings?include=organization shows only school A', async () => {
      const res = await get('/licensings?include=organization', teacher());
      expect(res.doc.data.map((l: Resource) => l.id)).toEqual([world.licensingA]);
      expect(keys(res.doc.included)).toEqual([`organizations:${world.schoolA}`]);
      expect(res.doc.meta?.total).toBe(1);
    });

    it('a global licence includes, and links to, only school A’s licensing', async () => {
      // The licence is shared by both schools; its licensings belong to each school.
      for (const url of [`/licenses/${world.licenseId}?include=licensings`, `/licenses?include=licensings.organization`]) {
        const res = await get(url, teacher());
        expect(res.status).toBe(200);
        const primary = (Array.isArray(res.doc.data) ? res.doc.data : [res.doc.data]) as Resource[];
        const linked = primary.flatMap((l) => (l.relationships?.licensings?.data as Resource[] | undefined) ?? []);
        expect(keys(linked)).toEqual([`licensings:${world.licensingA}`]);
        expect(keys(res.doc.included).filter((k) => k.startsWith('licensings:'))).toEqual([`licensings:${world.licensingA}`]);
        expect(keys(res.doc.included)).not.toContain(`organizations:${world.schoolB}`);
      }
    });

    it('organizations?include=licensings.license lists school A alone', async () => {
      const res = await get('/organizations?include=licensings.license', teacher());
      expect(res.doc.data.map((o: Resource) => o.id)).toEqual([world.schoolA]);
      expect(keys(res.doc.included).sort()).toEqual([`licenses:${world.licenseId}`, `licensings:${world.licensingA}`].sort());
    });

    it("/user with include=organization.licensings.license works and stays in school A", async () => {
      const res = await get('/user?include=organization.licensings.license', teacher());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.doc.data).toMatchObject({ type: 'users', id: world.ids.teacherA });
      expect(keys(res.doc.included).sort()).toEqual(
        [`organizations:${world.schoolA}`, `licensings:${world.licensingA}`, `licenses:${world.licenseId}`].sort(),
      );
    });

    it('a parent sees their child but no other user', async () => {
      const parent = world.tokens.parent;
      const child = await get(`/users/${world.ids.child}`, parent);
      expect(child.status).toBe(200);
      expect(child.doc.data.relationships.parent.data).toEqual({ type: 'users', id: world.ids.parent });
      for (const other of [world.ids.teacherA, world.ids.teacherB, world.ids.studentA]) expectRefused(await get(`/users/${other}`, parent), 404);
      const list = await get('/users?page[size]=500', parent);
      expect(list.doc.data.map((u: Resource) => u.id).sort()).toEqual([world.ids.parent, world.ids.child].sort());
    });

    it('a parent including their child’s school sees no school at all', async () => {
      // A child attached to school B: the parent reads the child, never the school.
      await t.database.db.update(tableOf(users).table).set({ organizationId: Number(world.schoolB) }).where(eq(tableOf(users).columns.id!, Number(world.ids.child)));
      const res = await get(`/users/${world.ids.child}?include=organization`, world.tokens.parent);
      expect(res.status).toBe(200);
      expect(res.doc.included ?? []).toEqual([]);
      await t.database.db.update(tableOf(users).table).set({ organizationId: null }).where(eq(tableOf(users).columns.id!, Number(world.ids.child)));
    });
  });

  describe('writes', () => {
    beforeEach(async () => {
      await t.database.reset();
      world = await buildWorld(t);
    });
    const admin = () => world.tokens.schoolAdminA;

    it('a school admin cannot PATCH a user of school B', async () => {
      const before = await userRow(world.ids.teacherB);
      const res = await t.request('PATCH', `${API}/users/${world.ids.teacherB}`, {
        token: admin(),
        body: body('users', { first_name: 'Hijacked' }, undefined, world.ids.teacherB),
      });
      expectRefused(res, 404);
      expect(await userRow(world.ids.teacherB)).toEqual(before);
    });

    it('a school admin cannot POST a user into school B, and nothing is written', async () => {
      const before = await userCount();
      const res = await t.request('POST', `${API}/users`, {
        token: admin(),
        body: body('users', { first_name: 'Sneaky', role: 'teacher' }, { organization: { data: { type: 'organizations', id: world.schoolB } } }),
      });
      expectRefused(res, 403, '/data/relationships/organization');
      expect(await userCount()).toBe(before);
    });

    it('a teacher created without an organisation lands in the admin’s school', async () => {
      const res = await t.request('POST', `${API}/users`, { token: admin(), body: body('users', { first_name: 'New', role: 'teacher', email: 'new@a.test' }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: world.schoolA });
      expect((await userRow(res.doc.data.id as string))?.organizationId).toBe(Number(world.schoolA));
    });

    it('a school admin cannot raise their own school’s teachers_limit', async () => {
      const res = await t.request('PATCH', `${API}/organizations/${world.schoolA}`, {
        token: admin(),
        body: body('organizations', { teachers_limit: 9999, city: 'Elsewhere' }, undefined, world.schoolA),
      });
      expectRefused(res, 403, '/data/attributes/teachers_limit');
      const shown = await get(`/organizations/${world.schoolA}`, world.tokens.superUser);
      expect(shown.doc.data.attributes).toMatchObject({ teachers_limit: 10, city: null });
      // The fields a school admin may write still go through.
      const ok = await t.request('PATCH', `${API}/organizations/${world.schoolA}`, { token: admin(), body: body('organizations', { city: 'Leeds' }, undefined, world.schoolA) });
      expect(ok.doc.data.attributes).toMatchObject({ city: 'Leeds', teachers_limit: 10 });
    });

    it('a school admin cannot create an admin, promote a teacher to admin, or touch a parent', async () => {
      const before = await userCount();
      const created = await t.request('POST', `${API}/users`, { token: admin(), body: body('users', { first_name: 'Boss', role: 'admin' }) });
      expectRefused(created, 403, '/data/attributes/role');
      expect(await userCount()).toBe(before);

      const promoted = await t.request('PATCH', `${API}/users/${world.ids.teacherA}`, { token: admin(), body: body('users', { role: 'admin' }, undefined, world.ids.teacherA) });
      expectRefused(promoted, 403, '/data/attributes/role');
      expect((await userRow(world.ids.teacherA))?.role).toBe('teacher');

      const parentInA = await insert(t, users, { firstName: 'Parent in A', role: 'parent', organizationId: Number(world.schoolA) });
      const parentBefore = await userRow(parentInA);
      expectRefused(await t.request('PATCH', `${API}/users/${parentInA}`, { token: admin(), body: body('users', { first_name: 'Changed' }, undefined, parentInA) }), 403);
      expectRefused(await t.request('DELETE', `${API}/users/${parentInA}`, { token: admin() }), 403);
      expect(await userRow(parentInA)).toEqual(parentBefore);

      const reparented = await t.request('PATCH', `${API}/users/${world.ids.teacherA}`, {
        token: admin(),
        body: body('users', {}, { parent: { data: { type: 'users', id: world.ids.parent } } }, world.ids.teacherA),
      });
      expectRefused(reparented, 403, '/data/relationships/parent');
      expect((await userRow(world.ids.teacherA))?.parentId).toBeNull();
    });

    it('only a super user writes permissions: no privilege escalation', async () => {
      const attempts: [string, string][] = [
        [world.tokens.orgAdminPerm, world.ids.teacherA],
        [world.tokens.orgAdminPerm, world.ids.orgAdminPerm],
        [world.tokens.schoolAdminA, world.ids.teacherA],
        [world.tokens.teacherA, world.ids.teacherA],
      ];
      for (const [token, id] of attempts) {
        const before = await userRow(id);
        const res = await t.request('PATCH', `${API}/users/${id}`, { token, body: body('users', { permissions: ['super_user'] }, undefined, id) });
        expectRefused(res, 403, '/data/attributes/permissions');
        expect(await userRow(id)).toEqual(before);
      }
      const before = await userCount();
      const created = await t.request('POST', `${API}/users`, {
        token: world.tokens.orgAdminPerm,
        body: body('users', { first_name: 'Root', role: 'admin', permissions: ['super_user'] }),
      });
      expectRefused(created, 403, '/data/attributes/permissions');
      expect(await userCount()).toBe(before);
      const selfPromotion = await t.request('PATCH', `${API}/users/${world.ids.teacherA}`, {
        token: world.tokens.teacherA,
        body: body('users', { organization_admin: true }, undefined, world.ids.teacherA),
      });
      expectRefused(selfPromotion, 403, '/data/attributes/organization_admin');
      // The super user may.
      const granted = await t.request('PATCH', `${API}/users/${world.ids.teacherA}`, {
        token: world.tokens.superUser,
        body: body('users', { permissions: ['billing_admin'] }, undefined, world.ids.teacherA),
      });
      expect(granted.doc.data.attributes.permissions).toEqual(['billing_admin']);
    });

    it('a teacher cannot move themselves to another school', async () => {
      const res = await t.request('PATCH', `${API}/users/${world.ids.teacherA}`, {
        token: world.tokens.teacherA,
        body: body('users', {}, { organization: { data: { type: 'organizations', id: world.schoolB } } }, world.ids.teacherA),
      });
      expectRefused(res, 403, '/data/relationships/organization');
      expect((await userRow(world.ids.teacherA))?.organizationId).toBe(Number(world.schoolA));
      expect(await t.database.db.select().from(tableOf(organizations).table)).toHaveLength(2);
    });
  });
});

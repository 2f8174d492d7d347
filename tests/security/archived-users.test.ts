/**
 * Archived users and deleting yourself (issue 9, defects 4 and 9): an archived user opens for
 * the admins who may restore them (read-only, with `archived_at` set) and stays 404 for everyone
 * else; nobody archives their own account through DELETE /users/{own id}, and only a super user
 * archives an admin (issue 24).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../resources';
import { buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'who opens an archived user: authorization' });
const API = '/api/v1';

describe.each(kinds)('archived users and deleting yourself on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  it('opens an archived user for those who may restore them, and for nobody else', async () => {
    const id = await insert(t, users, { email: 'leaver@test.test', firstName: 'Lee', role: 'teacher', organizationId: Number(w.schoolA) });
    expect((await t.request('DELETE', `${API}/users/${id}`, { token: w.tokens.schoolAdminA })).status).toBe(204);

    for (const restorer of ['schoolAdminA', 'orgAdminPerm', 'superUser'] as const) {
      const res = await t.request('GET', `${API}/users/${id}?include=organization`, { token: w.tokens[restorer] });
      expectValidDocument(res, 200);
      expect(res.doc.data.attributes.archived_at, restorer).toEqual(expect.any(String));
    }
    for (const other of ['teacherA', 'teacherB', 'parent', 'licensingAdmin'] as const)
      expect((await t.request('GET', `${API}/users/${id}`, { token: w.tokens[other] })).status, other).toBe(404);

    // Still out of lists and includes unless asked for, and restorable as before.
    const list = await t.request('GET', `${API}/users?filter[role]=teacher`, { token: w.tokens.schoolAdminA });
    expect(list.doc.data.map((u: { id: string }) => u.id)).not.toContain(id);
    const restored = await t.request('POST', `${API}/users/${id}/restore`, { token: w.tokens.schoolAdminA });
    expect(restored.doc.data.attributes.archived_at).toBeNull();
  });

  it('lets only a super user archive an admin: one holding org_admin is refused (403) and the admin stays active', async () => {
    const staff = await insert(t, users, { email: 'staff@test.test', firstName: 'Sam', role: 'admin', permissions: ['tag_manager'] });
    for (const refused of ['licensingAdmin', 'schoolAdminA'] as const) {
      const res = await t.request('DELETE', `${API}/users/${staff}`, { token: w.tokens[refused] });
      expect([403, 404], refused).toContain(res.status);
    }
    const orgAdminAnswer = await t.request('DELETE', `${API}/users/${staff}`, { token: w.tokens.orgAdminPerm });
    expectValidDocument(orgAdminAnswer, 403);
    expect((await t.request('GET', `${API}/users/${staff}`, { token: w.tokens.superUser })).doc.data.attributes.archived_at).toBeNull();
    // org_admin still archives the school's people, and the super user the admin.
    const teacher = await insert(t, users, { email: 'mover@test.test', firstName: 'Mo', role: 'teacher', organizationId: Number(w.schoolA) });
    expect((await t.request('DELETE', `${API}/users/${teacher}`, { token: w.tokens.orgAdminPerm })).status).toBe(204);
    expect((await t.request('DELETE', `${API}/users/${staff}`, { token: w.tokens.superUser })).status).toBe(204);
  });

  it('refuses to archive your own account: 422 with code 805, and the account stays active', async () => {
    for (const persona of ['schoolAdminA', 'orgAdminPerm', 'superUser'] as const) {
      const res = await t.request('DELETE', `${API}/users/${w.ids[persona]}`, { token: w.tokens[persona] });
      expectValidDocument(res, 422);
      expect(res.doc.errors?.[0], persona).toMatchObject({ code: '805', meta: { error_identifier: 'deleteSelf' } });
      expect((await t.request('GET', `${API}/user`, { token: w.tokens[persona] })).status, persona).toBe(200);
    }
  });
});

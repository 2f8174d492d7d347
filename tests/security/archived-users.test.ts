/**
 * Archived users and deleting yourself (issue 9, defects 4 and 9): an archived user opens for
 * the admins who may restore them (read-only, with `archived_at` set) and stays 404 for everyone
 * else; nobody archives their own account through DELETE /users/{own id}.
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

  it('refuses to archive your own account: 422 with code 805, and the account stays active', async () => {
    for (const persona of ['schoolAdminA', 'orgAdminPerm', 'superUser'] as const) {
      const res = await t.request('DELETE', `${API}/users/${w.ids[persona]}`, { token: w.tokens[persona] });
      expectValidDocument(res, 422);
      expect(res.doc.errors?.[0], persona).toMatchObject({ code: '805', meta: { error_identifier: 'deleteSelf' } });
      expect((await t.request('GET', `${API}/user`, { token: w.tokens[persona] })).status, persona).toBe(200);
    }
  });
});

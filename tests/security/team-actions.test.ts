/**
 * Team actions stay inside the school (issue 12, "School account and team members"; seed 6 and
 * 8): an organisation admin resets their own teachers' passwords (a mailed link), archives,
 * restores and grants the organisation-admin flag only in their school, and invites teachers
 * (a set-password mail) within the teacher limit (802 teacherLimit, nothing written beyond it).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { queryRows } from '../../server/db/client';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'what an organisation admin may do in their school: authorization (the seat races are in seat-limits)' });
const API = '/api/v1';
const LINK = /\/change-password\?reset_token=[A-Za-z0-9_-]+/;

describe.each(kinds)('team actions on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const mailsTo = (to: string): Promise<{ subject: string; body: string }[]> =>
    queryRows(t.database.db, sql`SELECT subject, body FROM mail_outbox WHERE to_address = ${to} ORDER BY id`);
  const reset = (token: string, id: string) => t.request('POST', `${API}/users/${id}/password_reset`, { token });
  const teacherIn = (school: string, email: string, extra: Record<string, unknown> = {}) =>
    insert(t, users, { email, firstName: 'Team', role: 'teacher', organizationId: Number(school), ...extra });
  const flagOf = async (id: string): Promise<boolean> =>
    (await queryRows<{ organization_admin: boolean }>(t.database.db, sql`SELECT organization_admin FROM users WHERE id = ${Number(id)}`))[0]!.organization_admin;
  const archivedAt = async (id: string): Promise<unknown> =>
    (await queryRows<{ archived_at: unknown }>(t.database.db, sql`SELECT archived_at FROM users WHERE id = ${Number(id)}`))[0]!.archived_at;
  const grantFlag = (token: string, id: string, value: boolean) =>
    t.request('PATCH', `${API}/users/${id}`, { token, body: body('users', { organization_admin: value }, undefined, id) });

  it("an organisation admin resets a teacher of their school: the teacher's mail carries a reset link", async () => {
    const res = await reset(w.tokens.schoolAdminA, w.ids.teacherA);
    expect(res.status).toBe(200);
    expect(res.doc.meta?.message).toEqual(expect.any(String));
    const mails = await mailsTo('teacher-a@test.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(LINK);
  });

  it("another school's teacher is out of reach (404) and gets no mail; a plain teacher is refused (403)", async () => {
    expect((await reset(w.tokens.schoolAdminA, w.ids.teacherB)).status).toBe(404);
    expect(await mailsTo('teacher-b@test.test')).toHaveLength(0);

    const colleague = await teacherIn(w.schoolA, 'colleague@team.test');
    expect((await reset(w.tokens.teacherA, colleague)).status).toBe(403);
    expect((await reset(w.tokens.teacherA, w.ids.schoolAdminA)).status).toBe(403);
    expect(await mailsTo('colleague@team.test')).toHaveLength(0);
    expect(await mailsTo('lead-a@test.test')).toHaveLength(0);
  });

  it('a plain teacher cannot grant the organisation-admin flag, not even to themselves', async () => {
    const colleague = await teacherIn(w.schoolA, 'flagless@team.test');
    expect((await grantFlag(w.tokens.teacherA, colleague, true)).status).toBe(403);
    expect((await grantFlag(w.tokens.teacherA, w.ids.teacherA, true)).status).toBe(403);
    expect(await flagOf(colleague)).toBe(false);
    expect(await flagOf(w.ids.teacherA)).toBe(false);
  });

  it('an organisation admin grants and removes the flag in their school only', async () => {
    const own = await teacherIn(w.schoolA, 'promoted@team.test');
    expect((await grantFlag(w.tokens.schoolAdminA, own, true)).status).toBe(200);
    expect(await flagOf(own)).toBe(true);
    expect((await grantFlag(w.tokens.schoolAdminA, own, false)).status).toBe(200);
    expect(await flagOf(own)).toBe(false);

    expect((await grantFlag(w.tokens.schoolAdminA, w.ids.teacherB, true)).status).toBe(404);
    expect(await flagOf(w.ids.teacherB)).toBe(false);
  });

  it('an organisation admin archives and restores in their school only', async () => {
    const own = await teacherIn(w.schoolA, 'leaver@team.test');
    expect((await t.request('DELETE', `${API}/users/${own}`, { token: w.tokens.schoolAdminA })).status).toBe(204);
    expect(await archivedAt(own)).not.toBeNull();
    expect((await t.request('POST', `${API}/users/${own}/restore`, { token: w.tokens.schoolAdminA })).status).toBe(200);
    expect(await archivedAt(own)).toBeNull();

    const other = await teacherIn(w.schoolB, 'other-leaver@team.test');
    expect((await t.request('DELETE', `${API}/users/${other}`, { token: w.tokens.schoolAdminA })).status).toBe(404);
    expect(await archivedAt(other)).toBeNull();
    const archivedOther = await teacherIn(w.schoolB, 'gone@team.test', { archivedAt: new Date() });
    expect((await t.request('POST', `${API}/users/${archivedOther}/restore`, { token: w.tokens.schoolAdminA })).status).toBe(404);
    expect(await archivedAt(archivedOther)).not.toBeNull();
    // A plain teacher archives nobody, not even in their school.
    expect((await t.request('DELETE', `${API}/users/${own}`, { token: w.tokens.teacherA })).status).toBe(403);
    expect(await archivedAt(own)).toBeNull();
  });

  describe('inviting a teacher', () => {
    let school: string;
    let lead: string;
    const invite = (email: string) =>
      t.request('POST', `${API}/users`, {
        token: lead,
        body: body('users', { first_name: 'New', last_name: 'Teacher', email, role: 'teacher' }, { organization: { data: { type: 'organizations', id: school } } }),
      });
    const teachers = async (): Promise<number> =>
      Number((await queryRows<{ n: string }>(t.database.db, sql`SELECT count(*) AS n FROM users WHERE organization_id = ${Number(school)} AND role = 'teacher' AND archived_at IS NULL`))[0]!.n);

    beforeAll(async () => {
      school = await insert(t, organizations, { name: 'Two Seats School', teachersLimit: 2 });
      const leadId = await teacherIn(school, 'lead@two-seats.test', { organizationAdmin: true });
      lead = (await t.app.tokens.sign(leadId)).jwt;
    });

    it('within the limit: the teacher is created in the school and mailed a set-password link', async () => {
      const res = await invite('invited@two-seats.test');
      expect(res.status).toBe(201);
      expect(res.doc.data.relationships?.organization?.data?.id ?? school).toBe(school);
      const mails = await mailsTo('invited@two-seats.test');
      expect(mails).toHaveLength(1);
      expect(mails[0]!.body).toMatch(LINK);
      expect(mails[0]!.body).toContain('Two Seats School');
      expect(await teachers()).toBe(2);
    });

    it('over the limit: 422 code 802 teacherLimit, nobody written and nothing mailed', async () => {
      const res = await invite('one-too-many@two-seats.test');
      expect(res.status).toBe(422);
      expect(res.doc.errors?.[0]).toMatchObject({ code: '802', meta: { error_identifier: 'teacherLimit' } });
      expect(await teachers()).toBe(2);
      expect(await mailsTo('one-too-many@two-seats.test')).toHaveLength(0);
      const rows = await queryRows(t.database.db, sql`SELECT id FROM users WHERE email = 'one-too-many@two-seats.test'`);
      expect(rows).toHaveLength(0);
    });
  });
});

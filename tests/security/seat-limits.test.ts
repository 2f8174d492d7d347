/**
 * Seat limits (seed sections 5, 6, 8): teachers and students within the school's limits (802 /
 * 801, 0 = no limit) under concurrency, children within a parent's maximum (803), emails and
 * usernames unique (804), limits never lowered below the current count, archive and restore, and
 * org admins resetting their teachers' passwords.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { tableOf } from '../../server/db/tables';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: "concurrent creations race for the seats, held by a row lock (FOR UPDATE); emails and usernames are unique by the database's indexes (804)" });
const API = '/api/v1';

const school = (id: string) => ({ organization: { data: { type: 'organizations', id } } });
const person = (n: string, role: string) => ({ first_name: n, last_name: 'Seat', email: `${n}@seats.test`, role });

describe.each(kinds)('seat limits on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const post = (token: string, attrs: Record<string, unknown>, rels?: Record<string, unknown>) =>
    t.request('POST', `${API}/users`, { token, body: body('users', attrs, rels) });
  const patch = (token: string, url: string, type: string, id: string, attrs: Record<string, unknown>, rels?: Record<string, unknown>) =>
    t.request('PATCH', `${API}${url}/${id}`, { token, body: body(type, attrs, rels, id) });
  const activeCount = async (org: string, role: string): Promise<number> => {
    const c = tableOf(users).columns;
    const rows = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(tableOf(users).table)
      .where(and(eq(c.organizationId!, Number(org)), eq(c.role!, role), isNull(c.archivedAt!)));
    return Number(rows[0]!.n);
  };
  const newSchool = (name: string, limits: Record<string, number>) => insert(t, organizations, { name, ...limits });

  // With a limit of 10 and a pool of 10 connections the first wave alone would fit; a limit of 3
  // makes ten transactions count at once, so an unlocked count would let them all through.
  it.each([10, 3])('20 concurrent teacher creations against a limit of %i: exactly that many succeed, the rest get 802', async (limit) => {
    const org = await newSchool(`Concurrent ${limit}`, { teachersLimit: limit });
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(w.tokens.superUser, person(`conc${limit}-${i}`, 'teacher'), school(org))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(limit);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(20 - limit);
    for (const r of refused) expect(r.doc.errors?.[0]).toMatchObject({ code: '802', meta: { error_identifier: 'teacherLimit' } });
    expect(await activeCount(org, 'teacher')).toBe(limit);
  });

  it('a student beyond studentsLimit gets 801; a limit of 0 means no limit', async () => {
    const org = await newSchool('Small', { studentsLimit: 1, teachersLimit: 0 });
    expect((await post(w.tokens.superUser, person('stu1', 'student'), school(org))).status).toBe(201);
    const refused = await post(w.tokens.superUser, person('stu2', 'student'), school(org));
    expect(refused.status).toBe(422);
    expect(refused.doc.errors?.[0]).toMatchObject({ code: '801', detail: 'The student limit has been exceeded.' });
    for (const n of ['free1', 'free2', 'free3']) expect((await post(w.tokens.superUser, person(n, 'teacher'), school(org))).status).toBe(201);
  });

  it('a change of role or school takes a seat too', async () => {
    const full = await newSchool('Full', { teachersLimit: 1 });
    await insert(t, users, { firstName: 'Only', role: 'teacher', organizationId: Number(full) });
    const student = await insert(t, users, { firstName: 'Pupil', role: 'student', organizationId: Number(full) });
    const promote = await patch(w.tokens.superUser, '/users', 'users', student, { role: 'teacher' });
    expect(promote.doc.errors?.[0]?.code).toBe('802');
    const move = await patch(w.tokens.superUser, '/users', 'users', w.ids.teacherB, {}, school(full));
    expect(move.doc.errors?.[0]?.code).toBe('802');
    expect(await activeCount(full, 'teacher')).toBe(1);
    // An unrelated edit of a user already seated does not count them twice.
    expect((await patch(w.tokens.superUser, '/users', 'users', student, { nickname: 'P' })).status).toBe(200);
  });

  it('an organisation admin adding a teacher to their full school gets 802', async () => {
    await t.database.db.update(tableOf(organizations).table).set({ teachersLimit: 2 }).where(eq(tableOf(organizations).columns.id!, Number(w.schoolA)));
    const res = await post(w.tokens.schoolAdminA, person('extra', 'teacher'));
    expect(res.status).toBe(422);
    expect(res.doc.errors?.[0]).toMatchObject({ code: '802', meta: { error_identifier: 'teacherLimit' } });
    await t.database.db.update(tableOf(organizations).table).set({ teachersLimit: 10 }).where(eq(tableOf(organizations).columns.id!, Number(w.schoolA)));
  });

  it('a sixth child gets 803 "Only 5 children can be added."', async () => {
    const parent = await insert(t, users, { email: 'many@seats.test', firstName: 'Many', role: 'parent' });
    for (let i = 0; i < 4; i++) await insert(t, users, { firstName: `C${i}`, role: 'home_student', parentId: Number(parent) });
    const child = (n: string) => post(w.tokens.superUser, { first_name: n, username: n, password: 'child-pass1', role: 'home_student' }, { parent: { data: { type: 'users', id: parent } } });
    expect((await child('fifthchild')).status).toBe(201);
    const res = await child('sixthchild');
    expect(res.status).toBe(422);
    expect(res.doc.errors?.[0]).toMatchObject({ code: '803', detail: 'Only 5 children can be added.', meta: { error_identifier: 'childrenLimit' } });
  });

  it('an email or username already used (in any case) gets 804', async () => {
    const email = await post(w.tokens.superUser, { first_name: 'Dup', email: 'TEACHER-A@test.test', role: 'teacher' });
    expect(email.doc.errors?.[0]).toMatchObject({ code: '804', source: { pointer: '/data/attributes/email' } });
    const username = await post(w.tokens.superUser, { first_name: 'Dup', username: 'KID', password: 'child-pass1', role: 'home_student' });
    expect(username.doc.errors?.[0]).toMatchObject({ code: '804', source: { pointer: '/data/attributes/username' }, meta: { error_identifier: 'usernameUsed' } });
  });

  describe('teachersLimit and studentsLimit', () => {
    const setLimits = (attrs: Record<string, unknown>) => patch(w.tokens.superUser, '/organizations', 'organizations', w.schoolA, attrs);

    it('cannot be lowered below the current number of teachers or students', async () => {
      const teachers = await activeCount(w.schoolA, 'teacher');
      const res = await setLimits({ teachers_limit: teachers - 1, students_limit: 0 });
      expect(res.status).toBe(422);
      expect(res.doc.errors).toEqual([
        expect.objectContaining({
          source: { pointer: '/data/attributes/teachers_limit' },
          detail: 'need to be 0 or higher that the current number of teachers',
        }),
      ]);
      const org = await t.request('GET', `${API}/organizations/${w.schoolA}`, { token: w.tokens.superUser });
      expect(org.doc.data.attributes.teachers_limit).toBe(10);
      expect(org.doc.data.attributes.students_limit).toBe(100);
    });

    it('students_limit below the students gets its own message; negatives are refused', async () => {
      await insert(t, users, { firstName: 'S2', role: 'student', organizationId: Number(w.schoolA) });
      const res = await setLimits({ students_limit: 1 });
      expect(res.doc.errors?.[0]).toMatchObject({
        source: { pointer: '/data/attributes/students_limit' },
        detail: 'need to be 0 or higher that the current number of students',
      });
      expect((await setLimits({ teachers_limit: -1 })).status).toBe(422);
    });

    it('accepts 0 (no limit) or exactly the current count', async () => {
      const teachers = await activeCount(w.schoolA, 'teacher');
      expect((await setLimits({ teachers_limit: 0 })).status).toBe(200);
      expect((await setLimits({ teachers_limit: teachers })).doc.data.attributes.teachers_limit).toBe(teachers);
      expect((await setLimits({ teachers_limit: 10 })).status).toBe(200);
    });
  });

  describe('archive and restore', () => {
    const restore = (token: string, id: string) => t.request('POST', `${API}/users/${id}/restore`, { token });
    const listed = async (id: string, archived: boolean): Promise<boolean> => {
      const res = await t.request('GET', `${API}/users?filter[archived]=${archived}&page[size]=500`, { token: w.tokens.superUser });
      return res.doc.data.some((u: { id: string }) => u.id === id);
    };

    it('DELETE archives; restore brings the user back into the lists', async () => {
      const id = (await post(w.tokens.schoolAdminA, person('leaver', 'teacher'))).doc.data.id as string;
      expect((await t.request('DELETE', `${API}/users/${id}`, { token: w.tokens.schoolAdminA })).status).toBe(204);
      expect(await listed(id, false)).toBe(false);
      expect(await listed(id, true)).toBe(true);
      const res = await restore(w.tokens.schoolAdminA, id);
      expect(res.status).toBe(200);
      expect(res.doc.data).toMatchObject({ id, attributes: { archived_at: null } });
      expect(await listed(id, false)).toBe(true);
    });

    it('restoring into a full school gets 802 and the user stays archived', async () => {
      const org = await newSchool('Refilled', { teachersLimit: 1 });
      const gone = await insert(t, users, { firstName: 'Gone', role: 'teacher', organizationId: Number(org), archivedAt: new Date() });
      await insert(t, users, { firstName: 'Replacement', role: 'teacher', organizationId: Number(org) });
      const res = await restore(w.tokens.superUser, gone);
      expect(res.doc.errors?.[0]?.code).toBe('802');
      expect(await listed(gone, true)).toBe(true);
    });

    it('an archived user keeps their email: a new account with it gets 804', async () => {
      await insert(t, users, { email: 'archived@seats.test', firstName: 'Arch', role: 'teacher', archivedAt: new Date() });
      expect((await post(w.tokens.superUser, person('archived', 'teacher'))).doc.errors?.[0]?.code).toBe('804');
    });

    it('only those who may delete may restore: another school gets 404, a plain teacher 403', async () => {
      const id = await insert(t, users, { firstName: 'Away', role: 'student', organizationId: Number(w.schoolA), archivedAt: new Date() });
      expect((await restore(w.tokens.teacherB, id)).status).toBe(404);
      expect((await restore(w.tokens.teacherA, id)).status).toBe(403);
      expect((await restore(w.tokens.teacherA, 'abc')).status).toBe(404);
      expect(await listed(id, true)).toBe(true);
    });
  });

  it("an organisation admin resets a teacher's password; the teacher signs in with it", async () => {
    const res = await patch(w.tokens.schoolAdminA, '/users', 'users', w.ids.teacherA, { password: 'fresh-pass-1', password_confirmation: 'fresh-pass-1' });
    expect(res.status).toBe(200);
    const signIn = await t.request('POST', `${API}/user/tokens`, { body: { data: { type: 'tokens', attributes: { email: 'teacher-a@test.test', password: 'fresh-pass-1' } } } });
    expect(signIn.status).toBe(201);
    const other = await patch(w.tokens.schoolAdminA, '/users', 'users', w.ids.teacherB, { password: 'fresh-pass-1' });
    expect(other.status).toBe(404);
  });
});

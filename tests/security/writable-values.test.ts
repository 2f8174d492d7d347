/**
 * Role values per grant, declared once in the users schema (`writableValues`) and applied by the
 * server as the console's forms apply them: a school admin gives teachers and students, a parent
 * adds home students; a default outside what the grant may write gives way to the first it may.
 * A field that belongs only to some roles' records (`appliesTo`: a teacher has no age) is refused
 * on a record it does not belong to (issue 24). A field some records need (`requiredWhen`: a home
 * student signs in with a username and password) is refused blank, by whoever writes it (issue 26).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { PARENT_TOPICS } from '../../domain/constants';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'which role values each grant may write: authorization' });
const API = '/api/v1';

describe.each(kinds)('role values per grant on %s', (kind) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    world = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const create = (token: string, attributes: Record<string, unknown>) => t.request('POST', `${API}/users`, { token, body: body('users', attributes) });

  it("a parent's new user without a role is their child, a home student", async () => {
    const res = await create(world.tokens.parent, { first_name: 'Kit', username: 'kit-child', password: 'child-pass' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.attributes.role).toBe('home_student');
    expect(res.doc.data.relationships.parent.data.id).toBe(world.ids.parent);
  });

  it.each([
    ['a parent', 'parent', 'teacher'],
    ['a school admin', 'schoolAdminA', 'parent'],
    ['a school admin', 'schoolAdminA', 'home_student'],
  ] as const)('%s (%s) giving the role %s is refused on the role', async (_who, persona, role) => {
    const res = await create(world.tokens[persona], { first_name: 'No', username: `no-${persona}-${role}`, password: 'some-pass1', role });
    expect(res.status).toBe(403);
    expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/role');
  });

  describe('fields that belong only to some records (appliesTo)', () => {
    const patch = (id: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>) =>
      t.request('PATCH', `${API}/users/${id}`, {
        token: world.tokens.superUser,
        body: { data: { type: 'users', id, attributes, ...(relationships ? { relationships } : {}) } },
      });

    it.each([
      ['a teacher an age', 'teacherA', { age: 9 }, '/data/attributes/age'],
      ['a teacher parent topics', 'teacherA', { preferences: { [PARENT_TOPICS[0]]: true } }, '/data/attributes/preferences'],
      ['a student a job role', 'studentA', { job_role: 'subject_leader' }, '/data/attributes/job_role'],
    ] as const)('refuses to give %s (422 on the field), and stores nothing', async (_what, persona, attributes, pointer) => {
      const read = async () => (await t.request('GET', `${API}/users/${world.ids[persona]}`, { token: world.tokens.superUser })).doc.data.attributes;
      const before = await read();
      const res = await patch(world.ids[persona], attributes);
      expect(res.status).toBe(422);
      expect(res.doc.errors?.[0]).toMatchObject({ source: { pointer }, meta: { error_identifier: 'fieldNotApplicable' }, detail: 'This field does not apply to this record' });
      expect(await read()).toEqual(before);
    });

    it('refuses a parent on a user who is not a home student', async () => {
      const res = await patch(world.ids.teacherA, {}, { parent: { data: { type: 'users', id: world.ids.parent } } });
      expect(res.status).toBe(422);
      expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/parent');
    });

    it('takes the same fields where they belong, and an echo of no value anywhere', async () => {
      expect((await patch(world.ids.studentA, { age: 9 })).status).toBe(200);
      const teacher = await patch(world.ids.teacherA, { first_name: 'Tess', age: null, preferences: null, organization_admin: false });
      expect(teacher.status, JSON.stringify(teacher.body)).toBe(200);
      expect(teacher.doc.data.attributes.first_name).toBe('Tess');
    });

    it('judges the record as it will be: a new role brings its own fields', async () => {
      const res = await create(world.tokens.superUser, { first_name: 'Ann', email: 'ann-teacher@test.test', role: 'teacher', age: 30 });
      expect(res.status).toBe(422);
      expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/age');
    });
  });

  describe('fields some records need (requiredWhen)', () => {
    const pointers = (res: { doc: { errors?: { source?: { pointer?: string }; meta?: { error_identifier?: string } }[] } }) =>
      (res.doc.errors ?? []).map((e) => [e.source?.pointer, e.meta?.error_identifier]);

    it.each([
      ['a parent', 'parent', {}],
      ['a super user', 'superUser', { role: 'home_student' }],
    ] as const)('%s adding a home student without username and password gets 422 on both, and nothing is stored', async (_who, persona, extra) => {
      const res = await create(world.tokens[persona], { first_name: 'Nameless', ...extra });
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(pointers(res)).toEqual([
        ['/data/attributes/username', 'fieldNoBlank'],
        ['/data/attributes/password', 'fieldNoBlank'],
      ]);
      const list = await t.request('GET', `${API}/users?filter[q]=Nameless`, { token: world.tokens.superUser });
      expect(list.doc.data).toEqual([]);
    });

    it('a blank username is refused on a home student, kept on a teacher; a password left out is kept', async () => {
      const child = await t.request('PATCH', `${API}/users/${world.ids.child}`, {
        token: world.tokens.superUser,
        body: { data: { type: 'users', id: world.ids.child, attributes: { username: ' ' } } },
      });
      expect(child.status).toBe(422);
      expect(pointers(child)).toEqual([['/data/attributes/username', 'fieldNoBlank']]);
      const renamed = await t.request('PATCH', `${API}/users/${world.ids.child}`, {
        token: world.tokens.superUser,
        body: { data: { type: 'users', id: world.ids.child, attributes: { first_name: 'Renamed' } } },
      });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const teacher = await create(world.tokens.superUser, { first_name: 'Una', email: 'una-teacher@test.test', role: 'teacher' });
      expect(teacher.status, JSON.stringify(teacher.body)).toBe(201);
    });
  });
});

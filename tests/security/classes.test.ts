/**
 * Classes (seed sections 3, 4, 6): teachers read, create and update their school's classes, only
 * organisation admins delete them, students of another school (or non-students) cannot be added,
 * archiving is a reversible state, and a deleted student leaves their classes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../resources';
import { body, buildWorld, insert, startTestApp, type Doc, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ pgliteOnly: 'who reads and writes classes: authorization' });
const API = '/api/v1';

const studentsRel = (ids: string[]) => ({ students: { data: ids.map((id) => ({ type: 'users', id })) } });

describe.each(kinds)('classes on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let studentB: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    studentB = await insert(t, users, { firstName: 'Bee', role: 'student', organizationId: Number(w.schoolB) });
  });
  afterAll(async () => t.close());

  const create = (token: string, name: string, rels: Record<string, unknown> = {}) =>
    t.request('POST', `${API}/classes?include=students`, { token, body: body('classes', { class_name: name }, rels) });
  const studentIds = (doc: Doc): string[] =>
    (doc.data.relationships.students.data as { id: string }[]).map((s) => s.id);

  it('a teacher creates a class of their school with its students; it defaults to active', async () => {
    const res = await create(w.tokens.teacherA, '7B', studentsRel([w.ids.studentA]));
    expect(res.status).toBe(201);
    expect(res.doc.data.attributes).toMatchObject({ class_name: '7B', state: 'active' });
    expect(res.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: w.schoolA });
    expect(studentIds(res.doc)).toEqual([w.ids.studentA]);
  });

  it('a blank class name is refused with its pointer', async () => {
    const res = await create(w.tokens.teacherA, '   ');
    expect(res.status).toBe(422);
    expect(res.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/class_name');
  });

  it("a student of another school is refused: 404 for a teacher who cannot see them, 422 for an admin who can", async () => {
    expect((await create(w.tokens.teacherA, '7C', studentsRel([studentB]))).status).toBe(404);
    const admin = await create(w.tokens.superUser, '7C', {
      organization: { data: { type: 'organizations', id: w.schoolA } },
      ...studentsRel([w.ids.studentA, studentB]),
    });
    expect(admin.status).toBe(422);
    expect(admin.doc.errors?.[0]).toMatchObject({ source: { pointer: '/data/relationships/students' } });
    const teacherAsStudent = await create(w.tokens.teacherA, '7D', studentsRel([w.ids.teacherA]));
    expect(teacherAsStudent.status).toBe(422);
    const list = await t.request('GET', `${API}/classes`, { token: w.tokens.superUser });
    expect(list.doc.data.map((c: { attributes: { class_name: string } }) => c.attributes.class_name)).toEqual(['7B']);
  });

  it('archiving is a reversible state; only organisation admins delete', async () => {
    const id = (await create(w.tokens.teacherA, '8A')).doc.data.id as string;
    const patch = (state: string) => t.request('PATCH', `${API}/classes/${id}`, { token: w.tokens.teacherA, body: body('classes', { state }, undefined, id) });
    expect((await patch('archived')).doc.data.attributes.state).toBe('archived');
    expect((await patch('active')).doc.data.attributes.state).toBe('active');
    expect((await t.request('DELETE', `${API}/classes/${id}`, { token: w.tokens.teacherA })).status).toBe(403);
    expect((await t.request('DELETE', `${API}/classes/${id}`, { token: w.tokens.schoolAdminA })).status).toBe(204);
  });

  it("other schools' teachers neither see nor change a class", async () => {
    const id = (await create(w.tokens.teacherA, '9A')).doc.data.id as string;
    expect((await t.request('GET', `${API}/classes/${id}`, { token: w.tokens.teacherB })).status).toBe(404);
    expect((await t.request('GET', `${API}/classes`, { token: w.tokens.teacherB })).doc.meta?.total).toBe(0);
    expect((await t.request('GET', `${API}/classes`, { token: w.tokens.studentA })).status).toBe(403);
  });

  it('a deleted student is removed from their classes', async () => {
    const pupil = await insert(t, users, { firstName: 'Leaving', role: 'student', organizationId: Number(w.schoolA) });
    const id = (await create(w.tokens.teacherA, '10A', studentsRel([w.ids.studentA, pupil]))).doc.data.id as string;
    expect((await t.request('DELETE', `${API}/users/${pupil}`, { token: w.tokens.schoolAdminA })).status).toBe(204);
    const res = await t.request('GET', `${API}/classes/${id}?include=students`, { token: w.tokens.teacherA });
    expect(studentIds(res.doc)).toEqual([w.ids.studentA]);
  });
});

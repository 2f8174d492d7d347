/**
 * To-many related links over join tables, followed as a client would: a user's `classes` link
 * lists exactly that student's classes, a plan's `tags` link exactly its tags. The join-table
 * filters behind them (`filter[students]` on classes, `filter[lesson_plans]` on tags) narrow the
 * viewer's list and never widen it, and take record ids only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { classes, tags, users } from '../../resources';
import { body, buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { insertPlan } from '../support/libraryFixtures';

const kinds = await testDbKinds({ pgliteOnly: 'join-table filters are the same SQL on both; what is asserted is who sees what' });
const API = '/api/v1';

type Resource = { id: string; relationships: Record<string, { links?: { related?: string } }> };

const ids = (res: Response): string[] => (res.doc.data as Resource[]).map((r) => r.id).sort();

describe.each(kinds)('join-table related links on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let classmate: string;
  let mine: string[];
  let notMine: string;
  let farClass: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    classmate = await insert(t, users, { firstName: 'Ada', role: 'student', organizationId: Number(w.schoolA) });
    const create = async (name: string, students: string[]): Promise<string> => {
      const data = students.map((id) => ({ type: 'users', id }));
      const res = await t.request('POST', `${API}/classes`, { token: w.tokens.teacherA, body: body('classes', { class_name: name }, { students: { data } }) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.doc.data.id as string;
    };
    mine = [await create('Maths', [w.ids.studentA, classmate]), await create('Art', [w.ids.studentA])].sort();
    notMine = await create('Music', [classmate]);
    // Another school's class that links school A's student: only a write around the API makes one.
    farClass = await insert(t, classes, { className: 'Far', organizationId: Number(w.schoolB) });
    await t.database.db.execute(sql`INSERT INTO class_students (class_id, student_id) VALUES (${Number(farClass)}, ${Number(w.ids.studentA)})`);
  });
  afterAll(async () => t.close());

  const get = (url: string, token: string) => t.request('GET', url.startsWith('http') ? new URL(url).pathname + new URL(url).search : `${API}${url}`, { token });

  /** The related link of a record's relationship as a list renders it. */
  async function relatedLink(list: string, id: string, relationship: string, token: string): Promise<string> {
    const res = await get(`${list}?filter[id]=${id}`, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const link = (res.doc.data as Resource[])[0]?.relationships[relationship]?.links?.related;
    expect(link).toEqual(expect.stringContaining(`${API}/`));
    expect(new URL(link!).pathname).not.toBe(`${API}${list}/${id}`);
    return link!;
  }

  it("a student's classes link lists exactly the classes the teacher may read that hold the student", async () => {
    const link = await relatedLink('/users', w.ids.studentA, 'classes', w.tokens.teacherA);
    const res = await get(link, w.tokens.teacherA);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res)).toEqual(mine);
    expect(res.doc.meta?.total).toBe(2);
    // Any of several students.
    expect(ids(await get(`/classes?filter[students]=${w.ids.studentA},${classmate}`, w.tokens.teacherA))).toEqual([...mine, notMine].sort());
  });

  it("a class's students link lists exactly its students", async () => {
    const link = await relatedLink('/classes', mine[0]!, 'students', w.tokens.teacherA);
    const maths = (await get(`/classes/${mine[0]}?include=students`, w.tokens.teacherA)).doc.data.relationships.students.data as { id: string }[];
    expect(ids(await get(link, w.tokens.teacherA))).toEqual(maths.map((s) => s.id).sort());
  });

  it('the filter narrows the viewer\'s list, never widens it', async () => {
    // The far class holds the student too, but school A's teacher may not read it.
    expect(ids(await get(`/classes?filter[students]=${w.ids.studentA}`, w.tokens.superUser))).toEqual([...mine, farClass].sort());
    expect(ids(await get(`/classes?filter[students]=${w.ids.studentA}`, w.tokens.teacherA))).not.toContain(farClass);
    // School B's teacher reads the far class but not school A's student, so cannot ask who holds them.
    expect(ids(await get(`/classes?filter[students]=${w.ids.studentA}`, w.tokens.teacherB))).toEqual([]);
    expect((await get(`/classes?filter[students]=${w.ids.studentA}`, w.tokens.studentA)).status).toBe(403);
  });

  it("a plan's tags link (tags declare no mirror) lists its tags, for those who may read the plan", async () => {
    const { plan } = await insertPlan(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), name: 'Tagged plan' });
    const [green, blue] = [await insert(t, tags, { name: 'Green' }), await insert(t, tags, { name: 'Blue' })];
    await insert(t, tags, { name: 'Unused' });
    for (const tag of [green, blue]) await t.database.db.execute(sql`INSERT INTO lesson_plan_tags (lesson_plan_id, tag_id) VALUES (${Number(plan)}, ${Number(tag)})`);
    const link = await relatedLink('/lesson_plans', plan, 'tags', w.tokens.teacherA);
    expect(ids(await get(link, w.tokens.teacherA))).toEqual([green!, blue!].sort());
    // Tags are everyone's to read, but another school's teacher cannot read the plan: no tags through it.
    expect(ids(await get(link, w.tokens.teacherB))).toEqual([]);
  });

  it('takes record ids only, with the parameter named', async () => {
    for (const value of ['abc', `${w.ids.studentA},x`, '']) {
      const res = await get(`/classes?filter[students]=${value}`, w.tokens.teacherA);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.doc.errors?.[0]).toMatchObject({ status: '400', source: { parameter: 'filter[students]' } });
    }
    const res = await get(`/classes?filter[students][null]=true`, w.tokens.teacherA);
    expect(res.doc.errors?.[0]).toMatchObject({ status: '400', source: { parameter: 'filter[students][null]' } });
  });
});

/**
 * `POST /lesson_plans/{id}/duplicates` (seed 4): whoever can open a plan and may create plans
 * copies it, with its activities and tasks in order, as their own unshared plan named with the
 * copy marker (or the client's translated name); a plan in use is duplicable (that is the point);
 * a plan the viewer cannot open is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lesson_plan_tasks, lesson_plans, tags, users } from '../../resources';
import { body, buildWorld, insert, startTestApp, type Doc, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError, insertContent, insertLesson, insertPlan } from '../support/libraryFixtures';
import { tableOf } from '../../server/db/tables';
import { eq, sql } from 'drizzle-orm';

const kinds = await testDbKinds({ pgliteOnly: 'copying a plan is plain inserts; the rest is who may open it' });
const API = '/api/v1';
const NAME_MAX = lesson_plans.attributes.name.maxLength!;

interface Resource {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data: { id: string } | { id: string }[] | null }>;
}

/** Activities and their tasks, in order, by name, as the one request of the editor returns them. */
function outline(doc: Doc): { name: unknown; tasks: unknown[] }[] {
  const included = (doc.included ?? []) as Resource[];
  const byId = (type: string, id: string) => included.find((r) => r.type === type && r.id === id)!;
  return (doc.data.relationships.activities.data as { id: string }[]).map(({ id }) => {
    const activity = byId('lessonPlanActivities', id);
    const tasks = (activity.relationships.tasks!.data as { id: string }[]).map((k) => byId('lessonPlanTasks', k.id).attributes.name);
    return { name: activity.attributes.name, tasks };
  });
}

describe.each(kinds)('lesson plan duplicates on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const teacherA = () => ({ authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA) });
  const duplicate = (token: string | undefined, id: string, name?: string) =>
    t.request('POST', `${API}/lesson_plans/${id}/duplicates?include=activities,activities.tasks,tags`, {
      ...(token ? { token } : {}),
      ...(name !== undefined ? { body: body('lessonPlans', { name }) } : {}),
    });

  it('copies the plan with its activities and tasks in order, as the viewer’s own, unshared plan', async () => {
    const original = await insertPlan(t, { ...teacherA(), name: 'Rivers', sharedWithSchool: true, outline: 'Source to sea', durationMinutes: 45 }, { activities: 3, tasksPer: 2 });
    // Positions out of id order, a content task and a tag: all of it is copied.
    const k = tableOf(lesson_plan_tasks);
    const item = await insertContent(t);
    await t.database.db.update(k.table).set({ position: 5 }).where(eq(k.columns.id!, Number(original.tasks[0]![0])));
    await t.database.db.update(k.table).set({ taskType: 'content', contentId: Number(item) }).where(eq(k.columns.id!, Number(original.tasks[1]![1])));
    const tag = await insert(t, tags, { name: 'Water' });
    await t.database.db.execute(sql`INSERT INTO lesson_plan_tags (lesson_plan_id, tag_id) VALUES (${Number(original.plan)}, ${Number(tag)})`);

    const res = await duplicate(w.tokens.schoolAdminA, original.plan);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.doc.data.id as string;
    expect(copy).not.toBe(original.plan);
    expect(res.headers.location).toBe(`${API}/lesson_plans/${copy}`);
    expect(res.doc.data.attributes).toMatchObject({ name: 'Copy of Rivers', shared_with_school: false, outline: 'Source to sea', duration_minutes: 45, in_use: false });
    expect(res.doc.data.relationships.author.data).toEqual({ type: 'users', id: w.ids.schoolAdminA });
    expect(res.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: w.schoolA });
    expect(res.doc.data.relationships.copied_from.data).toEqual({ type: 'lessonPlans', id: original.plan });
    expect(res.doc.data.relationships.tags.data).toEqual([{ type: 'tags', id: tag }]);
    expect(outline(res.doc)).toEqual([
      { name: 'Activity 1', tasks: ['Task 1.2', 'Task 1.1'] },
      { name: 'Activity 2', tasks: ['Task 2.1', 'Task 2.2'] },
      { name: 'Activity 3', tasks: ['Task 3.1', 'Task 3.2'] },
    ]);
    const ids = (type: string) => (res.doc.included as Resource[]).filter((r) => r.type === type).map((r) => r.id);
    for (const id of original.activities) expect(ids('lessonPlanActivities')).not.toContain(id);
    for (const id of original.tasks.flat()) expect(ids('lessonPlanTasks')).not.toContain(id);
    const contentTask = (res.doc.included as Resource[]).find((r) => r.type === 'lessonPlanTasks' && r.attributes.task_type === 'content')!;
    expect(contentTask.relationships.content!.data).toEqual({ type: 'contents', id: item });
    // The copy is theirs to edit: its activities and tasks are theirs too.
    const firstActivity = (res.doc.data.relationships.activities.data as { id: string }[])[0]!.id;
    const edit = await t.request('PATCH', `${API}/lesson_plan_activities/${firstActivity}`, {
      token: w.tokens.schoolAdminA,
      body: body('lessonPlanActivities', { name: 'Warm-up' }, undefined, firstActivity),
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    // The original is untouched.
    const again = await t.request('GET', `${API}/lesson_plans/${original.plan}?include=activities,activities.tasks`, { token: w.tokens.teacherA });
    expect(again.doc.data.attributes).toMatchObject({ name: 'Rivers', shared_with_school: true });
    expect(outline(again.doc)[0]).toEqual({ name: 'Activity 1', tasks: ['Task 1.2', 'Task 1.1'] });
  });

  it('takes the name the client sends (already translated), within the length limit', async () => {
    const { plan } = await insertPlan(t, { ...teacherA(), name: 'Volcanoes' });
    const named = await duplicate(w.tokens.teacherA, plan, 'Copia de Volcanoes');
    expect(named.status).toBe(201);
    expect(named.doc.data.attributes.name).toBe('Copia de Volcanoes');
    expect((await duplicate(w.tokens.teacherA, plan, 'x'.repeat(NAME_MAX + 20))).doc.data.attributes.name).toHaveLength(NAME_MAX);
    expectApiError(await duplicate(w.tokens.teacherA, plan, '  '), 422, 'fieldNoBlank', '/data/attributes/name');
    const long = await insertPlan(t, { ...teacherA(), name: 'y'.repeat(NAME_MAX) });
    const marked = await duplicate(w.tokens.teacherA, long.plan);
    expect(marked.doc.data.attributes.name).toBe(`Copy of ${'y'.repeat(NAME_MAX - 'Copy of '.length)}`);
  });

  it('duplicates a plan in use, which itself stays unchangeable', async () => {
    const { plan } = await insertPlan(t, { ...teacherA(), name: 'Taught' }, { activities: 1, tasksPer: 1 });
    await insertLesson(t, plan, w.schoolA);
    const res = await duplicate(w.tokens.teacherA, plan);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.attributes).toMatchObject({ name: 'Copy of Taught', in_use: false });
    expect(outline(res.doc)).toEqual([{ name: 'Activity 1', tasks: ['Task 1.1'] }]);
    const copy = res.doc.data.id as string;
    const renamed = await t.request('PATCH', `${API}/lesson_plans/${copy}`, { token: w.tokens.teacherA, body: body('lessonPlans', { name: 'Taught again' }, undefined, copy) });
    expect(renamed.status).toBe(200);
  });

  it("another school's unshared plan, or a colleague's unshared one, is 404; a product plan is open to every teacher", async () => {
    const other = await insertPlan(t, { authorId: Number(w.ids.teacherB), organizationId: Number(w.schoolB), name: 'Private' });
    expectApiError(await duplicate(w.tokens.teacherA, other.plan), 404, 'notFound');
    const colleague = await insertPlan(t, { ...teacherA(), name: 'Mine alone' });
    expect((await duplicate(w.tokens.schoolAdminA, colleague.plan)).status).toBe(404);
    const sharedB = await insertPlan(t, { authorId: Number(w.ids.teacherB), organizationId: Number(w.schoolB), name: 'Shared in B', sharedWithSchool: true });
    expect((await duplicate(w.tokens.teacherA, sharedB.plan)).status).toBe(404);
    expect((await duplicate(w.tokens.teacherA, '99999')).status).toBe(404);
    expect((await duplicate(w.tokens.teacherA, 'abc')).status).toBe(404);
    const product = await insertPlan(t, { name: 'Template' }, { activities: 2 });
    const res = await duplicate(w.tokens.teacherB, product.plan);
    expect(res.status).toBe(201);
    expect(res.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: w.schoolB });
  });

  it("a plan admin's copy is the product's own, which every teacher then opens", async () => {
    const id = await insert(t, users, { email: 'plans@test.test', firstName: 'Plan', role: 'admin', permissions: ['lesson_plan_admin'] });
    const admin = (await t.app.tokens.sign(id)).jwt;
    const { plan } = await insertPlan(t, { ...teacherA(), name: 'Model lesson', sharedWithSchool: true }, { activities: 1, tasksPer: 1 });
    const res = await duplicate(admin, plan);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.relationships.author.data).toBeNull();
    expect(res.doc.data.relationships.organization.data).toBeNull();
    expect(outline(res.doc)).toEqual([{ name: 'Activity 1', tasks: ['Task 1.1'] }]);
    expect((await t.request('GET', `${API}/lesson_plans/${res.doc.data.id}`, { token: w.tokens.teacherB })).status).toBe(200);
  });

  it('needs a signed-in viewer who can open the plan and may create plans', async () => {
    const product = await insertPlan(t, { name: 'Template for all' });
    expect((await duplicate(undefined, product.plan)).status).toBe(401);
    // Parents and students read no plans at all.
    for (const persona of ['parent', 'studentA'] as const) expect((await duplicate(w.tokens[persona], product.plan)).status, persona).toBe(404);
    // An admin who reads the product's plans but does not write plans.
    expectApiError(await duplicate(w.tokens.tagManager, product.plan), 403, 'forbidden');
  });
});

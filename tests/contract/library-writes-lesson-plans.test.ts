/**
 * Lesson plans from the write side (seed 3, 4 and 8): a teacher's plan is their school's; a plan
 * used in a lesson (a `lessons` row) is never edited or deleted, nor are its activities and
 * tasks (422 `lessonPlanInUseEdit` / `lessonPlanInUseDelete`), though sharing it still is; only
 * the author shares, and a plan of no school cannot be shared (422 `lessonShare`); activities and
 * tasks go only into the viewer's own plan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../resources';
import { body, buildWorld, insert, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError, insertContent, insertLesson, insertPlan } from '../support/libraryFixtures';

const kinds = await testDbKinds({ pgliteOnly: 'plan rules (in use, sharing) checked by the server' });
const API = '/api/v1';
const planRel = (id: string) => ({ lesson_plan: { data: { type: 'lessonPlans', id } } });

describe.each(kinds)('lesson plan writes on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let planAdmin: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    const id = await insert(t, users, { email: 'plans@test.test', firstName: 'Plan', role: 'admin', permissions: ['lesson_plan_admin'] });
    planAdmin = (await t.app.tokens.sign(id)).jwt;
  });
  afterAll(async () => t.close());

  const mine = (values: Record<string, unknown> = {}, parts = {}) =>
    insertPlan(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), ...values }, parts);
  const patchPlan = (token: string, id: string, attributes: Record<string, unknown>) =>
    t.request('PATCH', `${API}/lesson_plans/${id}`, { token, body: body('lessonPlans', attributes, undefined, id) });
  const stored = async (id: string) => (await t.request('GET', `${API}/lesson_plans/${id}`, { token: w.tokens.superUser })).doc.data.attributes;

  it("a teacher's new plan is theirs and their school's; an admin's is the product's own", async () => {
    const res = await t.request('POST', `${API}/lesson_plans`, { token: w.tokens.teacherA, body: body('lessonPlans', { name: 'Rivers', shared_with_school: true }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.doc.data.attributes).toMatchObject({ shared_with_school: true, in_use: false });
    expect(res.doc.data.relationships.author.data).toEqual({ type: 'users', id: w.ids.teacherA });
    expect(res.doc.data.relationships.organization.data).toEqual({ type: 'organizations', id: w.schoolA });
    const product = await t.request('POST', `${API}/lesson_plans`, { token: planAdmin, body: body('lessonPlans', { name: 'Template' }) });
    expect(product.status).toBe(201);
    expect(product.doc.data.relationships.organization.data).toBeNull();
    expect(product.doc.data.relationships.author.data).toBeNull();
  });

  it('a plan in use is neither edited nor deleted; sharing it alone still is', async () => {
    const { plan } = await mine({ name: 'Taught' });
    await insertLesson(t, plan, w.schoolA);
    expect((await stored(plan)).in_use).toBe(true);
    expectApiError(await patchPlan(w.tokens.teacherA, plan, { name: 'Changed' }), 422, 'lessonPlanInUseEdit', '/data', '805');
    expectApiError(await patchPlan(w.tokens.teacherA, plan, { shared_with_school: true, outline: 'New' }), 422, 'lessonPlanInUseEdit', '/data', '805');
    expectApiError(await patchPlan(planAdmin, plan, { name: 'Changed' }), 422, 'lessonPlanInUseEdit', '/data', '805');
    expectApiError(await t.request('DELETE', `${API}/lesson_plans/${plan}`, { token: w.tokens.teacherA }), 422, 'lessonPlanInUseDelete', '/data', '805');
    expectApiError(await t.request('DELETE', `${API}/lesson_plans/${plan}`, { token: w.tokens.superUser }), 422, 'lessonPlanInUseDelete', '/data', '805');
    expect(await stored(plan)).toMatchObject({ name: 'Taught', outline: null, shared_with_school: false });
    const shared = await patchPlan(w.tokens.teacherA, plan, { shared_with_school: true });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.doc.data.attributes).toMatchObject({ shared_with_school: true, in_use: true });
    expect((await patchPlan(w.tokens.teacherA, plan, { shared_with_school: false })).status).toBe(200);
    // A plan not in use is edited and deleted as usual.
    const free = await mine({ name: 'Free' });
    expect((await patchPlan(w.tokens.teacherA, free.plan, { name: 'Freer' })).status).toBe(200);
    expect((await t.request('DELETE', `${API}/lesson_plans/${free.plan}`, { token: w.tokens.teacherA })).status).toBe(204);
  });

  it("only the author shares; a colleague's shared plan is theirs to read, not to unshare; a plan of no school is never shared", async () => {
    const { plan } = await mine({ name: 'Shared', sharedWithSchool: true });
    // The colleague sees it (shared) but only the author's grant reaches it for a change.
    expect((await t.request('GET', `${API}/lesson_plans/${plan}`, { token: w.tokens.schoolAdminA })).status).toBe(200);
    expect((await patchPlan(w.tokens.schoolAdminA, plan, { shared_with_school: false })).status).toBe(403);
    expectApiError(await patchPlan(planAdmin, plan, { shared_with_school: false }), 403, 'invalidField', '/data/attributes/shared_with_school');
    expect((await stored(plan)).shared_with_school).toBe(true);
    const unshared = await patchPlan(w.tokens.teacherA, plan, { shared_with_school: false });
    expect(unshared.doc.data.attributes.shared_with_school).toBe(false);
    // Unshared, it is gone from the colleague.
    expect((await t.request('GET', `${API}/lesson_plans/${plan}`, { token: w.tokens.schoolAdminA })).status).toBe(404);

    const product = await t.request('POST', `${API}/lesson_plans`, { token: planAdmin, body: body('lessonPlans', { name: 'Template', shared_with_school: true }) });
    expectApiError(product, 422, 'lessonShare', '/data/attributes/shared_with_school', '805');
    const template = await insertPlan(t, { name: 'Template', authorId: null });
    expectApiError(await patchPlan(w.tokens.superUser, template.plan, { shared_with_school: true }), 403, 'invalidField', '/data/attributes/shared_with_school');
  });

  describe('activities and tasks', () => {
    const activity = (token: string, planId: string, attributes: Record<string, unknown> = {}) =>
      t.request('POST', `${API}/lesson_plans/${planId}/activities`, { token, body: body('lessonPlanActivities', { name: 'Warm-up', ...attributes }) });
    const task = (token: string, activityId: string, attributes: Record<string, unknown> = {}, rels?: Record<string, unknown>) =>
      t.request('POST', `${API}/lesson_plan_activities/${activityId}/tasks`, { token, body: body('lessonPlanTasks', { name: 'Talk', ...attributes }, rels) });
    const patchPart = (token: string, type: 'lesson_plan_activities' | 'lesson_plan_tasks', id: string, attributes: Record<string, unknown>, rels?: Record<string, unknown>) =>
      t.request('PATCH', `${API}/${type}/${id}`, { token, body: body(type === 'lesson_plan_tasks' ? 'lessonPlanTasks' : 'lessonPlanActivities', attributes, rels, id) });

    it("go into the viewer's own plan: a colleague's shared plan is 403, an unseen plan 404", async () => {
      const own = await mine({ name: 'Own' });
      const created = await activity(w.tokens.teacherA, own.plan, { duration_minutes: 479 });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      expect(created.doc.data.relationships.author.data).toEqual({ type: 'users', id: w.ids.teacherA });
      const made = await task(w.tokens.teacherA, created.doc.data.id as string);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.doc.data.relationships.lesson_plan.data).toEqual({ type: 'lessonPlans', id: own.plan });
      expect(made.doc.data.relationships.author.data).toEqual({ type: 'users', id: w.ids.teacherA });

      const shared = await mine({ name: 'Shared', sharedWithSchool: true }, { activities: 1 });
      expectApiError(await activity(w.tokens.schoolAdminA, shared.plan), 403, 'invalidField', '/data/relationships/lesson_plan');
      expectApiError(await task(w.tokens.schoolAdminA, shared.activities[0]!), 403, 'invalidField', '/data/relationships/activity');
      const other = await insertPlan(t, { authorId: Number(w.ids.teacherB), organizationId: Number(w.schoolB) }, { activities: 1 });
      expectApiError(await activity(w.tokens.teacherA, other.plan), 404, 'notFound', '/data/relationships/lesson_plan');
      expectApiError(await task(w.tokens.teacherA, other.activities[0]!), 404, 'notFound', '/data/relationships/activity');
      const template = await insertPlan(t, { name: 'Product' }, { activities: 1 });
      expectApiError(await activity(w.tokens.teacherA, template.plan), 403, 'invalidField', '/data/relationships/lesson_plan');
      // Moving an own activity into a colleague's plan is refused too.
      expectApiError(
        await patchPart(w.tokens.teacherA, 'lesson_plan_activities', created.doc.data.id as string, {}, planRel(template.plan)),
        403,
        'invalidField',
        '/data/relationships/lesson_plan',
      );
      // A lesson_plan_admin writes into the product's plans; the parts stay the plan author's (none).
      const admin = await activity(planAdmin, template.plan);
      expect(admin.status).toBe(201);
      expect(admin.doc.data.relationships.author.data).toBeNull();
      expectApiError(await activity(w.tokens.teacherA, own.plan, { duration_minutes: 480 }), 422, 'max', '/data/attributes/duration_minutes');
    });

    it('of a plan in use are neither added, changed nor deleted', async () => {
      const used = await mine({ name: 'Used' }, { activities: 1, tasksPer: 1 });
      await insertLesson(t, used.plan, w.schoolA);
      const [act] = used.activities;
      const [[tsk]] = used.tasks as [[string]];
      const refusals = [
        await activity(w.tokens.teacherA, used.plan),
        await patchPart(w.tokens.teacherA, 'lesson_plan_activities', act!, { name: 'Changed' }),
        await t.request('DELETE', `${API}/lesson_plan_activities/${act}`, { token: w.tokens.teacherA }),
      ];
      for (const res of refusals) expectApiError(res, 422, 'lessonPlanInUseEdit', '/data/relationships/lesson_plan', '805');
      for (const res of [
        await task(w.tokens.teacherA, act!),
        await patchPart(w.tokens.teacherA, 'lesson_plan_tasks', tsk, { name: 'Changed' }),
        await t.request('DELETE', `${API}/lesson_plan_tasks/${tsk}`, { token: w.tokens.teacherA }),
      ])
        expectApiError(res, 422, 'lessonPlanInUseEdit', '/data/relationships/activity', '805');
      expectApiError(await activity(planAdmin, used.plan), 422, 'lessonPlanInUseEdit', '/data/relationships/lesson_plan', '805');
      // Nor may a part of a free plan move into it.
      const free = await mine({ name: 'Free' }, { activities: 1 });
      expectApiError(await patchPart(w.tokens.teacherA, 'lesson_plan_activities', free.activities[0]!, {}, planRel(used.plan)), 422, 'lessonPlanInUseEdit', '/data/relationships/lesson_plan', '805');
      const read = await t.request('GET', `${API}/lesson_plans/${used.plan}?include=activities,activities.tasks`, { token: w.tokens.teacherA });
      expect(read.doc.data.relationships.activities.data).toHaveLength(1);
      expect(read.doc.included?.find((r: { type: string }) => r.type === 'lessonPlanTasks').attributes.name).toBe('Task 1.1');
    });

    it('a task is complete for its type; what its type does not use is cleared', async () => {
      const { activities } = await mine({ name: 'Typed' }, { activities: 1 });
      const act = activities[0]!;
      expectApiError(await task(w.tokens.teacherA, act, { task_type: 'multiple_choice', choices: ['Yes', '   '] }), 422, 'taskChoicesTooFew', '/data/attributes/choices');
      expectApiError(await task(w.tokens.teacherA, act, { task_type: 'multiple_choice' }), 422, 'taskChoicesTooFew', '/data/attributes/choices');
      expectApiError(await task(w.tokens.teacherA, act, { task_type: 'rating' }), 422, 'fieldNoBlank', '/data/attributes/rating_style');
      expectApiError(await task(w.tokens.teacherA, act, { task_type: 'content' }), 422, 'fieldNoBlank', '/data/relationships/content');

      const choice = await task(w.tokens.teacherA, act, { task_type: 'multiple_choice', choices: [' Yes ', 'No', '  '], multiple_selection: true, rating_style: 'stars' });
      expect(choice.status, JSON.stringify(choice.body)).toBe(201);
      expect(choice.doc.data.attributes).toMatchObject({ choices: ['Yes', 'No'], multiple_selection: true, rating_style: null });
      const id = choice.doc.data.id as string;
      // Down to one choice is refused; switching to a rating clears the choices.
      expectApiError(await patchPart(w.tokens.teacherA, 'lesson_plan_tasks', id, { choices: ['Yes'] }), 422, 'taskChoicesTooFew', '/data/attributes/choices');
      expectApiError(await patchPart(w.tokens.teacherA, 'lesson_plan_tasks', id, { task_type: 'rating' }), 422, 'fieldNoBlank', '/data/attributes/rating_style');
      const rating = await patchPart(w.tokens.teacherA, 'lesson_plan_tasks', id, { task_type: 'rating', rating_style: 'numeral', min_label: 'Cold', max_label: 'Hot' });
      expect(rating.status, JSON.stringify(rating.body)).toBe(200);
      expect(rating.doc.data.attributes).toMatchObject({ task_type: 'rating', choices: [], multiple_selection: false, rating_style: 'numeral', min_label: 'Cold' });
      const discussion = await patchPart(w.tokens.teacherA, 'lesson_plan_tasks', id, { task_type: 'discussion' });
      expect(discussion.doc.data.attributes).toMatchObject({ rating_style: null, min_label: null, max_label: null });

      const item = { content: { data: { type: 'contents', id: await insertContent(t) } } };
      const linked = await task(w.tokens.teacherA, act, { task_type: 'content' }, item);
      expect(linked.status, JSON.stringify(linked.body)).toBe(201);
      expect(linked.doc.data.relationships.content.data).toEqual(item.content.data);
      const unlinked = await patchPart(w.tokens.teacherA, 'lesson_plan_tasks', linked.doc.data.id as string, { task_type: 'information' });
      expect(unlinked.doc.data.relationships.content.data).toBeNull();
    });
  });
});

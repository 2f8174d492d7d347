/**
 * Issue 25: teachers on a trial — the 15-day trial and the webinar's 30-day full trial — build,
 * share and duplicate lesson plans and teach lessons as subscribers do (domain/teaching.ts). What
 * needs a licence is refused, with 403 `licenceNeeded` (806), to a teacher whose school's licence
 * has ended or who has none, on every way in: a plan, its activities and tasks, a duplicate, a
 * lesson's start and restart. A lesson already running still ends, what was made is still read
 * and deleted, and `GET /user` tells the console the same (`allow_custom_lesson_plans`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, lessons, licensings, organizations, users } from '../../resources';
import { body, buildWorld, insert, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError, insertPlan } from '../support/libraryFixtures';
import { expectValidDocument } from '../support/jsonapiSchema';
import { API, startLesson } from '../support/classroomWorld';

const kinds = await testDbKinds({ pgliteOnly: 'the licence rule is judged by the server over the school’s licensings, one request at a time' });

const DAY_MS = 86_400_000;
const day = (offset: number): string => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** A school's licence as a teacher meets it: its licensing (none, or none at all: no school). */
const LICENCES = {
  trial: { state: 'trial', expiresAt: day(15) },
  fullTrial: { state: 'full_trial', expiresAt: day(30) },
  subscribed: { state: 'subscribed', expiresAt: day(365) },
  trialEnded: { state: 'trial', expiresAt: day(-1) },
  unsubscribed: { state: 'unsubscribed', expiresAt: day(-40) },
  noLicensing: null,
  noSchool: undefined,
} as const;
type Licence = keyof typeof LICENCES;
const LIVE = ['trial', 'fullTrial', 'subscribed'] as const satisfies readonly Licence[];
const LOCKED = ['trialEnded', 'unsubscribed', 'noLicensing', 'noSchool'] as const satisfies readonly Licence[];

interface School {
  teacher: { id: string; token: string };
  colleague: { id: string; token: string };
  schoolId: string | null;
  classId: string | null;
}

describe.each(kinds)('teaching on a trial on %s', (kind) => {
  let t: TestApp;
  let w: World;
  const schools = {} as Record<Licence, School>;

  async function person(firstName: string, organizationId: string | null): Promise<{ id: string; token: string }> {
    const id = await insert(t, users, { email: `${firstName.toLowerCase()}-${kind}@trial.test`, firstName, role: 'teacher', organizationId: organizationId === null ? null : Number(organizationId) });
    return { id, token: (await t.app.tokens.sign(id)).jwt };
  }

  async function school(name: Licence): Promise<School> {
    const licence = LICENCES[name];
    if (licence === undefined) return { teacher: await person(`Nomad`, null), colleague: await person('Nomad2', null), schoolId: null, classId: null };
    const schoolId = await insert(t, organizations, { name: `School ${name}`, country: 'gb' });
    if (licence !== null) await insert(t, licensings, { organizationId: Number(schoolId), licenseId: Number(w.licenseId), ...licence });
    const classId = await insert(t, classes, { className: `Class ${name}`, organizationId: Number(schoolId) });
    return { teacher: await person(`Teacher${name}`, schoolId), colleague: await person(`Colleague${name}`, schoolId), schoolId, classId };
  }

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    for (const name of Object.keys(LICENCES) as Licence[]) schools[name] = await school(name);
  });
  afterAll(async () => t.close());

  const post = (token: string, path: string, doc: unknown): Promise<Response> => t.request('POST', `${API}${path}`, { token, body: doc });
  const newPlan = (token: string, name: string): Promise<Response> => post(token, '/lesson_plans', body('lessonPlans', { name }));
  const addActivity = (token: string, planId: string): Promise<Response> => post(token, `/lesson_plans/${planId}/activities`, body('lessonPlanActivities', { name: 'Warm-up', duration_minutes: 10 }));
  const addTask = (token: string, activityId: string): Promise<Response> =>
    post(token, `/lesson_plan_activities/${activityId}/tasks`, body('lessonPlanTasks', { name: 'Which light?', task_type: 'multiple_choice', choices: ['The lamp', 'The lens'] }));
  const share = (token: string, planId: string): Promise<Response> =>
    t.request('PATCH', `${API}/lesson_plans/${planId}`, { token, body: body('lessonPlans', { shared_with_school: true }, undefined, planId) });
  const duplicate = (token: string, planId: string): Promise<Response> => post(token, `/lesson_plans/${planId}/duplicates`, undefined);
  const endLesson = (token: string, id: string): Promise<Response> =>
    t.request('PATCH', `${API}/lessons/${id}`, { token, body: body('lessons', { state: 'ended' }, undefined, id) });
  /** A colleague's plan shared with the school (made while their school had a licence, or before it ended). */
  const colleaguesSharedPlan = (s: School) =>
    insertPlan(t, { name: 'Colleague’s plan', authorId: Number(s.colleague.id), organizationId: s.schoolId === null ? null : Number(s.schoolId), sharedWithSchool: true }, { activities: 1, tasksPer: 1 });

  it.each(LIVE)('a teacher on %s builds a plan with an activity and a task, shares it, duplicates a colleague’s, and teaches their class', async (name) => {
    const { teacher, classId } = schools[name];
    const plan = await newPlan(teacher.token, `Lighthouse ${name}`);
    expectValidDocument(plan, 201);
    const planId = plan.doc.data.id as string;
    const activity = await addActivity(teacher.token, planId);
    expect(activity.status, JSON.stringify(activity.body)).toBe(201);
    const task = await addTask(teacher.token, activity.doc.data.id as string);
    expect(task.status, JSON.stringify(task.body)).toBe(201);
    const shared = await share(teacher.token, planId);
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.doc.data.attributes.shared_with_school).toBe(true);
    // The colleague sees it among the school's plans.
    const schoolPlans = await t.request('GET', `${API}/lesson_plans?filter[shared_with_school]=true`, { token: schools[name].colleague.token });
    expect(schoolPlans.doc.data.map((p: { id: string }) => p.id)).toContain(planId);

    const theirs = await colleaguesSharedPlan(schools[name]);
    const copy = await duplicate(teacher.token, theirs.plan);
    expectValidDocument(copy, 201);
    expect(copy.doc.data.relationships.author.data).toEqual({ type: 'users', id: teacher.id });

    const lesson = await startLesson(t, teacher.token, planId, classId);
    expectValidDocument(lesson, 201);
    expect(lesson.doc.data.attributes.state).toBe('active');
    const restarted = await post(teacher.token, `/lessons/${lesson.doc.data.id as string}/restart`, undefined);
    expectValidDocument(restarted, 201);
    expect((await endLesson(teacher.token, restarted.doc.data.id as string)).status).toBe(200);
  });

  it.each(LOCKED)('a teacher with %s is refused a new plan with 403 licenceNeeded (806), a JSON:API error saying why', async (name) => {
    const refused = await newPlan(schools[name].teacher.token, 'Not yet');
    expectValidDocument(refused, 403);
    expectApiError(refused, 403, 'licenceNeeded', undefined, '806');
    expect(refused.doc.errors?.[0]?.detail).toBe(
      'Lesson plans and lessons need your school’s trial or subscription, and your school has none running. Book a webinar for a free trial, or get in touch with us.',
    );
  });

  it('a teacher whose trial ended builds and starts nothing more, but ends a running lesson, reads and deletes what they made', async () => {
    const { teacher, schoolId, classId } = schools.trialEnded;
    const refused = (res: Response): void => expectApiError(res, 403, 'licenceNeeded', undefined, '806');
    // Made while the trial ran: a plan of their own with a lesson running, and a colleague's shared plan.
    const own = await insertPlan(t, { name: 'Made on the trial', authorId: Number(teacher.id), organizationId: Number(schoolId) }, { activities: 1 });
    const spare = await insertPlan(t, { name: 'Spare', authorId: Number(teacher.id), organizationId: Number(schoolId) }, { activities: 1 });
    const running = await insert(t, lessons, {
      lessonPlanId: Number(own.plan), classId: Number(classId), organizationId: Number(schoolId), teacherId: Number(teacher.id), mode: 'remote', pacing: 'teacher', state: 'active', passphrase: 'ended-trial-lesson-01',
    });
    const theirs = await colleaguesSharedPlan(schools.trialEnded);

    refused(await addActivity(teacher.token, spare.plan));
    refused(await addTask(teacher.token, spare.activities[0]!));
    refused(await t.request('PATCH', `${API}/lesson_plans/${spare.plan}`, { token: teacher.token, body: body('lessonPlans', { name: 'Renamed' }, undefined, spare.plan) }));
    refused(await share(teacher.token, spare.plan));
    refused(await duplicate(teacher.token, theirs.plan));
    refused(await startLesson(t, teacher.token, spare.plan, classId));
    refused(await post(teacher.token, `/lessons/${running}/restart`, undefined));

    // Nothing was written by the refusals; the running lesson ends; their work is still theirs.
    expect((await t.request('GET', `${API}/lesson_plans?filter[author]=${teacher.id}`, { token: teacher.token })).doc.data).toHaveLength(2);
    expect((await endLesson(teacher.token, running)).status).toBe(200);
    expect((await t.request('GET', `${API}/lesson_plans/${spare.plan}?include=activities`, { token: teacher.token })).doc.data.attributes.name).toBe('Spare');
    expect((await t.request('DELETE', `${API}/lesson_plans/${spare.plan}`, { token: teacher.token })).status).toBe(204);
  });

  it('those who manage every school are not held back by a school’s licence: a super user duplicates its plan', async () => {
    const theirs = await colleaguesSharedPlan(schools.trialEnded);
    expect((await duplicate(w.tokens.superUser, theirs.plan)).status).toBe(201);
  });

  it('GET /user tells the console the same rule: custom lesson plans on both trials and a subscription, not without a live licence', async () => {
    for (const name of [...LIVE, ...LOCKED]) {
      const viewer = await t.request('GET', `${API}/user`, { token: schools[name].teacher.token });
      expect(viewer.doc.data.meta.allow_custom_lesson_plans, name).toBe((LIVE as readonly Licence[]).includes(name));
    }
  });
});

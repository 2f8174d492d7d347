/**
 * Quiz mode (issue 25): while a quiz task is not revealed in their lesson, no student's or guest's
 * token reads its `correct_choices`, by any path: the lesson with its plan included (as the
 * student app reads it), the plan with its parts, tasks listed, shown, nested under their
 * activity, as a lesson's current task, in sparse fieldsets, answers with their task included
 * (read and just written), a filter or a sort on the field (refused, not an oracle), the scores,
 * the report file and the lesson's events. Once the teacher reveals it in their lesson, that
 * lesson's students read it; a guest of another lesson of the same plan still does not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { body, buildWorld, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { openEventStream } from '../support/eventStream';
import { API, answer, buildClassroom, joinAs, passphraseLogin, startLesson, type Classroom } from '../support/classroomWorld';

const kinds = await testDbKinds({ pgliteOnly: 'who reads what, over the same SQL scopes' });

/** Every task resource in a document (primary or included) with the correct choices it shows. */
function answersShown(res: Response): Record<string, unknown> {
  const doc = res.body as { data?: unknown; included?: unknown[] };
  const resources = [...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []), ...(doc.included ?? [])] as {
    type: string;
    id: string;
    attributes?: Record<string, unknown>;
  }[];
  const shown: Record<string, unknown> = {};
  for (const r of resources) if (r.type === 'lessonPlanTasks' && r.attributes && 'correct_choices' in r.attributes) shown[r.id] = r.attributes.correct_choices;
  return shown;
}

describe.each(kinds)('quiz answers stay hidden on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  let lessonId: string;
  let guestLessonId: string;
  let student: string;
  let guest: string;
  let activityId: string;
  let base: string;

  /** Every read a student's token can make that could carry a task, for `lesson`. */
  const reads = (lesson: string): string[] => [
    `/lessons/${lesson}?include=lessonPlan,lessonPlan.activities,lessonPlan.activities.tasks`,
    `/lessons/${lesson}?include=lesson_plan.activities.tasks,current_task,revealed_tasks&fields[lesson_plan_tasks]=correct_choices,choices`,
    `/lessons/${lesson}?include=current_task,revealed_tasks`,
    `/lessons/${lesson}/current_task`,
    `/lessons/${lesson}/revealed_tasks`,
    `/lessons?include=lesson_plan.activities.tasks`,
    `/lesson_plans/${c.plan}?include=activities,activities.tasks`,
    `/lesson_plans?include=activities.tasks`,
    `/lesson_plan_tasks?filter[lesson_plan]=${c.plan}`,
    `/lesson_plan_tasks?fields[lesson_plan_tasks]=correct_choices`,
    `/lesson_plan_tasks/${c.tasks.choice}`,
    `/lesson_plan_tasks/${c.tasks.choice}?fields[lesson_plan_tasks]=correct_choices`,
    `/lesson_plan_activities/${activityId}/tasks`,
    `/lesson_plan_activities/${activityId}?include=tasks`,
    `/experiences?filter[lesson]=${lesson}&include=entity`,
  ];

  const expectHidden = async (token: string, lesson: string): Promise<void> => {
    const reached: string[] = [];
    for (const path of reads(lesson)) {
      const res = await t.request('GET', `${API}${path}`, { token });
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      const shown = answersShown(res);
      if (c.tasks.choice in shown) reached.push(path);
      for (const [id, correct] of Object.entries(shown)) expect(correct, `${path} task ${id}`).toEqual([]);
    }
    // The quiz task itself came back on most paths: the check above looked at it, not at nothing.
    expect(reached.length).toBeGreaterThanOrEqual(8);
  };

  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    c = await buildClassroom(t, w);
    activityId = c.activities[0]!;
    await t.database.db.execute(sql`UPDATE lesson_plan_tasks SET correct_choices = ARRAY['Maybe'] WHERE id = ${Number(c.tasks.choice)}`);
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    lessonId = started.doc.data.id;
    // The lesson is at the quiz task: it is the class's current task.
    expect((await t.request('PATCH', `${API}/lessons/${lessonId}`, {
      token: w.tokens.teacherA,
      body: body('lessons', {}, { current_activity: { data: { type: 'lessonPlanActivities', id: activityId } }, current_task: { data: { type: 'lessonPlanTasks', id: c.tasks.choice } } }, lessonId),
    })).status).toBe(200);
    student = await joinAs(t, started.doc.data.attributes.passphrase as string, c.students[0]!);
    const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
    guestLessonId = quick.doc.data.id;
    const joined = await passphraseLogin(t, { passphrase: quick.doc.data.attributes.passphrase, user_token: 'quiz-guest-device', display_name: 'Robin' });
    guest = joined.doc.data.attributes.jwt as string;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${API}`;
  });
  afterAll(async () => t.close());

  it('the teacher reads the correct choices of their plan', async () => {
    const res = await t.request('GET', `${API}/lessons/${lessonId}?include=lesson_plan.activities.tasks`, { token: w.tokens.teacherA });
    expect(answersShown(res)[c.tasks.choice]).toEqual(['Maybe']);
  });

  it('a student and a guest read them by no path before the reveal, and answering tells them nothing', async () => {
    await expectHidden(student, lessonId);
    await expectHidden(guest, guestLessonId);
    const answered = await t.request('POST', `${API}/experiences?include=entity`, {
      token: student,
      body: body('experiences', { choices: ['0'] }, { entity: { data: { type: 'lessonPlanTasks', id: c.tasks.choice } }, lesson: { data: { type: 'lessons', id: lessonId } } }),
    });
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(Object.values(answersShown(answered)).every((v) => Array.isArray(v) && v.length === 0)).toBe(true);
    expect((await answer(t, guest, guestLessonId, c.tasks.choice, { choices: ['2'] })).status).toBe(201);
    await expectHidden(student, lessonId);
    await expectHidden(guest, guestLessonId);
  });

  it('a filter or a sort on the correct choices is refused, not answered', async () => {
    for (const token of [student, guest]) {
      for (const query of ['filter[correct_choices][contains]=Maybe', 'filter[correct_choices]=Maybe', 'sort=correct_choices', 'sort=-correct_choices']) {
        const res = await t.request('GET', `${API}/lesson_plan_tasks?${query}`, { token });
        expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400);
      }
    }
  });

  it('the scores say nothing before a reveal; the report file is not theirs; a student cannot reveal', async () => {
    for (const [token, lesson] of [[student, lessonId], [guest, guestLessonId]] as const) {
      const scores = await t.request('GET', `${API}/lessons/${lesson}/scores`, { token });
      expect(scores.status).toBe(200);
      expect(scores.doc.meta).toEqual({ leaderboard: false, revealed: 0 });
      expect((scores.doc.data as unknown as { attributes: { correct: number } }[]).map((d) => d.attributes.correct)).toEqual([0]);
      const report = await t.app.inject({ method: 'GET', url: `${API}/lessons/${lesson}/report.csv`, headers: { authorization: `Bearer ${token}` } });
      expect(report.statusCode).toBe(403);
      const selfReveal = await t.request('PATCH', `${API}/lessons/${lesson}`, {
        token,
        body: body('lessons', {}, { revealed_tasks: { data: [{ type: 'lessonPlanTasks', id: c.tasks.choice }] } }, lesson),
      });
      expect(selfReveal.status).toBe(403);
    }
  });

  it('after the reveal the lesson’s students read the answer; the event carries none; a guest of another lesson still reads nothing', async () => {
    const stream = await openEventStream(`${base}/lessons/${lessonId}/events`, student);
    try {
      await stream.next('hello');
      const revealed = await t.request('PATCH', `${API}/lessons/${lessonId}`, {
        token: w.tokens.teacherA,
        body: body('lessons', {}, { revealed_tasks: { data: [{ type: 'lessonPlanTasks', id: c.tasks.choice }] } }, lessonId),
      });
      expect(revealed.status).toBe(200);
      const event = await stream.next('revealed');
      expect(JSON.stringify(event.data)).not.toContain('Maybe');
    } finally {
      stream.close();
    }
    const read = await t.request('GET', `${API}/lessons/${lessonId}?include=lessonPlan,lessonPlan.activities,lessonPlan.activities.tasks`, { token: student });
    expect(answersShown(read)[c.tasks.choice]).toEqual(['Maybe']);
    await expectHidden(guest, guestLessonId);
    // A student of another class reads neither the lesson nor its tasks.
    const outsider = await t.request('GET', `${API}/lesson_plan_tasks/${c.tasks.choice}`, { token: c.otherClassStudent.token });
    expect(outsider.status).toBe(404);
  });
});

/**
 * The teacher's Students grid (issue 25): GET /lessons/{id}/progress lists every student of the
 * lesson's class (joined or not) with their step, whether they answered its task and when they
 * were last seen; a student's own step (POST, student-paced) and a release are announced on the
 * lesson's event stream, as joins and answers are. Last seen is written at most once per interval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LAST_SEEN_WRITE_INTERVAL_SECONDS } from '../../domain/lessonProgress';
import { queryRows } from '../../server/db/client';
import { lastSeenThrottle } from '../../server/lessonProgress/lastSeen';
import { body, buildWorld, startTestApp, type Response, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { openEventStream } from '../support/eventStream';
import { expectValidDocument } from '../support/jsonapiSchema';
import { expectApiError } from '../support/libraryFixtures';
import { API, answer, buildClassroom, joinAs, passphraseLogin, startLesson, type Classroom } from '../support/classroomWorld';

const kinds = await testDbKinds({
  postgres: 'the events travel by LISTEN/NOTIFY, last seen is interval arithmetic on now() and its timestamps come back through each driver (to_char in UTC)',
});

interface Row {
  student: string;
  joined: boolean;
  step: [string | null, string | null];
  answered: boolean | null;
  lastSeen: string | null;
}

describe.each(kinds)('lesson progress on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    c = await buildClassroom(t, w);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${API}`;
  });
  afterAll(async () => t.close());

  const progress = async (lessonId: string, token = w.tokens.teacherA): Promise<{ res: Response; rows: Map<string, Row> }> => {
    const res = await t.request('GET', `${API}/lessons/${lessonId}/progress`, { token });
    const data = (res.doc.data ?? []) as { attributes: Record<string, unknown>; relationships: Record<string, { data: { id: string } | null }> }[];
    const rows = new Map(
      data.map((d) => {
        const student = d.relationships.student!.data!.id;
        const row: Row = {
          student,
          joined: d.attributes.joined as boolean,
          step: [d.relationships.current_activity!.data?.id ?? null, d.relationships.current_task!.data?.id ?? null],
          answered: d.attributes.answered as boolean | null,
          lastSeen: d.attributes.last_seen_at as string | null,
        };
        return [student, row];
      }),
    );
    return { res, rows };
  };
  const patchLesson = (id: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>) =>
    t.request('PATCH', `${API}/lessons/${id}`, { token: w.tokens.teacherA, body: body('lessons', attributes, relationships, id) });
  const moveTo = (token: string, lessonId: string, activityId: unknown, taskId: unknown = null) =>
    t.request('POST', `${API}/lessons/${lessonId}/progress`, { token, body: { data: { type: 'lessonProgress', attributes: { activity_id: activityId, task_id: taskId } } } });

  it('lists the whole class before anyone joins, then each join, step, answer, move and release, each announced', async () => {
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    const lessonId = started.doc.data.id as string;
    const passphrase = started.doc.data.attributes.passphrase as string;
    const [first, second] = c.students as [string, string];
    const before = await progress(lessonId);
    expectValidDocument(before.res, 200);
    expect(before.res.doc.meta).toEqual({ total: 2 });
    expect([...before.rows.values()].map((r) => ({ ...r }))).toEqual([
      { student: first, joined: false, step: [null, null], answered: null, lastSeen: null },
      { student: second, joined: false, step: [null, null], answered: null, lastSeen: null },
    ].sort((a, b) => Number(a.student) - Number(b.student)));

    const stream = await openEventStream(`${base}/lessons/${lessonId}/events`, w.tokens.teacherA);
    try {
      await stream.next('hello');
      const token = await joinAs(t, passphrase, first);
      await stream.next('joined');
      const joined = (await progress(lessonId)).rows.get(first)!;
      // Teacher-paced: on the lesson's step, the first activity's introduction, which takes no answer.
      expect(joined).toMatchObject({ joined: true, step: [c.activities[0], null], answered: null });
      expect(Date.parse(joined.lastSeen!)).toBeGreaterThan(Date.now() - 60_000);

      expect((await patchLesson(lessonId, {}, { current_task: { data: { type: 'lessonPlanTasks', id: c.tasks.choice } } })).status).toBe(200);
      await stream.next('step');
      expect((await progress(lessonId)).rows.get(first)).toMatchObject({ step: [c.activities[0], c.tasks.choice], answered: false });
      expect((await progress(lessonId)).rows.get(second)).toMatchObject({ joined: false, step: [null, null], answered: null });
      expect((await answer(t, token, lessonId, c.tasks.choice, { choices: ['0'] })).status).toBe(201);
      await stream.next('answered');
      expect((await progress(lessonId)).rows.get(first)).toMatchObject({ answered: true });

      // Student-paced: each student on their own step once they move, announced as `progress`.
      expect((await patchLesson(lessonId, { pacing: 'student' })).status).toBe(200);
      await stream.next('step');
      const other = await joinAs(t, passphrase, second);
      await stream.next('joined');
      expectValidDocument(await moveTo(other, lessonId, c.activities[1], c.tasks.discussion), 204);
      expect((await stream.next('progress')).data).toEqual({ studentId: second, activityId: c.activities[1], taskId: c.tasks.discussion });
      const moved = await progress(lessonId);
      expect(moved.rows.get(second)).toMatchObject({ step: [c.activities[1], c.tasks.discussion], answered: false });
      expect(moved.rows.get(first)).toMatchObject({ step: [c.activities[0], c.tasks.choice], answered: true });

      // A late answer (the offline queue) does not move a student back from the step they told.
      expect((await answer(t, other, lessonId, c.tasks.choice, { choices: ['1'] })).status).toBe(201);
      await stream.next('answered');
      expect((await progress(lessonId)).rows.get(second)).toMatchObject({ step: [c.activities[1], c.tasks.discussion], answered: false });

      // The released device hears it on its own stream, opened before its session ended.
      const device = await openEventStream(`${base}/lessons/${lessonId}/events`, other);
      await device.next('hello');
      const released = await t.request('DELETE', `${API}/lessons/${lessonId}/students/${second}`, { token: w.tokens.teacherA });
      expect(released.status).toBe(204);
      expect((await stream.next('released')).data).toEqual({ studentId: second });
      expect((await device.next('released')).data).toEqual({ studentId: second });
      device.close();
      // Still in the class, so still in the grid: not joined now.
      expect((await progress(lessonId)).rows.get(second)).toMatchObject({ joined: false, step: [null, null], answered: null });
    } finally {
      stream.close();
      await patchLesson(lessonId, { state: 'ended' });
    }
  });

  it('refuses a step outside the plan, a move by someone who has not joined, and moves in an ended lesson', async () => {
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    const lessonId = started.doc.data.id as string;
    const token = await joinAs(t, started.doc.data.attributes.passphrase as string, c.students[0]!);
    expectApiError(await moveTo(token, lessonId, '99999'), 422, 'lessonStepNotInPlan', '/data/attributes/activity_id');
    expectApiError(await moveTo(token, lessonId, c.activities[0], c.tasks.discussion), 422, 'lessonStepNotInPlan', '/data/attributes/task_id');
    expectApiError(await moveTo(token, lessonId, 'first'), 422, 'invalidField', '/data/attributes/activity_id');
    expectApiError(await moveTo(w.tokens.teacherA, lessonId, c.activities[0]), 403, 'forbidden');
    expectApiError(await moveTo(c.otherClassStudent.token, lessonId, c.activities[0]), 404, 'notFound');
    expect((await patchLesson(lessonId, { state: 'ended' })).status).toBe(200);
    expectApiError(await moveTo(token, lessonId, c.activities[0]), 422, 'lessonEnded');
  });

  it("lists a class-less lesson's guests as they join", async () => {
    const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
    const lessonId = quick.doc.data.id as string;
    expect((await progress(lessonId)).rows.size).toBe(0);
    const joined = await passphraseLogin(t, { passphrase: quick.doc.data.attributes.passphrase, user_token: 'progress-guest-1', display_name: 'Sam' });
    const guest = joined.doc.data.attributes.student_id as string;
    const { res, rows } = await progress(lessonId);
    expectValidDocument(res, 200);
    expect([...rows.keys()]).toEqual([guest]);
    expect((res.doc.data as { attributes: Record<string, unknown> }[])[0]!.attributes).toMatchObject({ first_name: 'Sam', joined: true });
  });

  it(`writes last seen at most once per ${LAST_SEEN_WRITE_INTERVAL_SECONDS} s per student, across processes too`, async () => {
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    const lessonId = Number(started.doc.data.id);
    const student = Number(c.students[0]);
    await joinAs(t, started.doc.data.attributes.passphrase as string, String(student));
    const db = t.database.db;
    const seenAgo = async (): Promise<number> =>
      (await queryRows<{ ago: number }>(db, sql`SELECT extract(epoch FROM now() - last_seen_at)::int AS ago FROM lesson_students WHERE lesson_id = ${lessonId} AND student_id = ${student}`))[0]!.ago;
    const setSeen = (secondsAgo: number) =>
      db.execute(sql`UPDATE lesson_students SET last_seen_at = now() - make_interval(secs => ${secondsAgo}) WHERE lesson_id = ${lessonId} AND student_id = ${student}`);
    let clock = 0;
    const throttle = lastSeenThrottle(() => clock);
    await setSeen(LAST_SEEN_WRITE_INTERVAL_SECONDS + 5);
    await throttle.touch(db, lessonId, student);
    expect(await seenAgo()).toBeLessThan(5);
    // This process remembers its write: within the interval it does not write again.
    await setSeen(LAST_SEEN_WRITE_INTERVAL_SECONDS + 5);
    clock += (LAST_SEEN_WRITE_INTERVAL_SECONDS - 1) * 1000;
    await throttle.touch(db, lessonId, student);
    expect(await seenAgo()).toBeGreaterThanOrEqual(LAST_SEEN_WRITE_INTERVAL_SECONDS);
    // Another process (a throttle of its own) is held back by the database when a write is recent.
    await setSeen(10);
    await lastSeenThrottle().touch(db, lessonId, student);
    expect(await seenAgo()).toBeGreaterThanOrEqual(10);
    await patchLesson(String(lessonId), { state: 'ended' });
  });
});

/**
 * A lesson's live events (issue 11) on a real port: the stream opens with `hello` for whoever may
 * read the lesson (404 for anyone else), and carries what commits (`answered`, `step`, `joined`,
 * `ended`, `restarted`) through pg_notify, also from another process on the same PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../server/db/client';
import { publishLessonEvent } from '../../server/live/lessonEvents';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { openEventStream } from '../support/eventStream';
import { API, answer, buildClassroom, joinAs, passphraseLogin, startLesson, type Classroom } from '../support/classroomWorld';

const kinds = await testDbKinds({ postgres: 'live events travel by LISTEN/NOTIFY: PostgreSQL delivers them from other connections and processes, over a connection that can drop' });

describe.each(kinds)('lesson events on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  let base: string;
  let lesson: { id: string; passphrase: string };
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    c = await buildClassroom(t, w);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}${API}`;
    const res = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    lesson = { id: res.doc.data.id, passphrase: res.doc.data.attributes.passphrase };
  });
  afterAll(async () => t.close());

  it('the teacher hears hello, then each join, answer, step and the restart as it commits', async () => {
    const stream = await openEventStream(`${base}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toMatch(/^text\/event-stream/);
      expect((await stream.next('hello')).data).toEqual({ state: 'active', currentActivityId: c.activities[0], currentTaskId: null, pacing: 'teacher' });

      const token = await joinAs(t, lesson.passphrase, c.students[0]!);
      expect((await stream.next('joined')).data).toMatchObject({ studentId: c.students[0] });

      const answered = await answer(t, token, lesson.id, c.tasks.discussion, { answer_text: 'Rivers flow', idempotency_key: 'event-key' });
      expect(answered.status, JSON.stringify(answered.body)).toBe(201);
      expect((await stream.next('answered')).data).toEqual({ experienceId: answered.doc.data.id, taskId: c.tasks.discussion, studentId: c.students[0] });

      const stepped = await t.request('PATCH', `${API}/lessons/${lesson.id}`, {
        token: w.tokens.teacherA,
        body: body('lessons', {}, { current_task: { data: { type: 'lessonPlanTasks', id: c.tasks.rating } } }, lesson.id),
      });
      expect(stepped.status).toBe(200);
      expect((await stream.next('step')).data).toEqual({ activityId: c.activities[0], taskId: c.tasks.rating });
      const paced = await t.request('PATCH', `${API}/lessons/${lesson.id}`, { token: w.tokens.teacherA, body: body('lessons', { pacing: 'student' }, undefined, lesson.id) });
      expect(paced.status).toBe(200);
      expect((await stream.next('step')).data).toEqual({ activityId: c.activities[0], taskId: c.tasks.rating });

      const restarted = await t.request('POST', `${API}/lessons/${lesson.id}/restart`, { token: w.tokens.teacherA });
      expect((await stream.next('ended')).data).toEqual({});
      expect((await stream.next('restarted')).data).toEqual({ lessonId: restarted.doc.data.id });
      lesson = { id: restarted.doc.data.id, passphrase: restarted.doc.data.attributes.passphrase };
    } finally {
      stream.close();
    }
  });

  it("a joined student follows the lesson; another class's student and another teacher get 404", async () => {
    const token = await joinAs(t, lesson.passphrase, c.students[1]!);
    const mine = await openEventStream(`${base}/lessons/${lesson.id}/events`, token);
    expect(mine.status).toBe(200);
    expect((await mine.next('hello')).data.state).toBe('active');
    mine.close();
    for (const other of [c.otherClassStudent.token, w.tokens.teacherB]) {
      const refused = await openEventStream(`${base}/lessons/${lesson.id}/events`, other);
      expect(refused.status).toBe(404);
      refused.close();
    }
    const anonymous = await openEventStream(`${base}/lessons/${lesson.id}/events`);
    expect(anonymous.status).toBe(401);
    anonymous.close();
    // A failed join announces nothing and opens nothing.
    expect((await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'x-device-1', student_id: c.otherClassStudent.id })).status).toBe(422);
  });

  it.runIf(kind === 'postgres')("an event another process commits reaches this process's streams", async () => {
    const stream = await openEventStream(`${base}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    const other = await openDatabase({ url: t.database.url! });
    try {
      await stream.next('hello');
      await other.db.transaction(async (tx) => publishLessonEvent(tx as unknown as typeof other.db, lesson.id, 'step', { activityId: c.activities[1], taskId: null }));
      expect((await stream.next('step')).data).toEqual({ activityId: c.activities[1], taskId: null });
    } finally {
      stream.close();
      await other.close();
    }
  });

  it.runIf(kind === 'postgres')('the listening connection comes back when the database drops it', async () => {
    const stream = await openEventStream(`${base}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    const other = await openDatabase({ url: t.database.url! });
    const listener = async (): Promise<number | undefined> =>
      (await queryRows<{ pid: number }>(other.db, sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND state = 'idle' AND pid <> pg_backend_pid()`))[0]?.pid;
    try {
      await stream.next('hello');
      const before = await listener();
      expect(before).toEqual(expect.any(Number));
      await other.db.execute(sql`SELECT pg_terminate_backend(${before!})`);
      // Wait (generously) for the reconnection, by asking the database, not by sleeping a guess.
      const deadline = Date.now() + 15_000;
      let after: number | undefined;
      while (Date.now() < deadline && ((after = await listener()) === undefined || after === before)) await new Promise((r) => setTimeout(r, 50));
      expect(after).not.toBe(before);
      await other.db.transaction(async (tx) => publishLessonEvent(tx as unknown as typeof other.db, lesson.id, 'step', { activityId: c.activities[0], taskId: null }));
      expect((await stream.next('step')).data).toEqual({ activityId: c.activities[0], taskId: null });
    } finally {
      stream.close();
      await other.close();
    }
  });

  it('closing the app ends open streams', async () => {
    const stream = await openEventStream(`${base}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    await stream.next('hello');
    // afterAll closes the app with this stream still open: it must not hang.
  });
});

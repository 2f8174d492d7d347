/**
 * The live classroom from the API (issue 11): starting, stepping through, ending and restarting
 * lessons (one active lesson of a plan per class, also under concurrent starts), joining by
 * passphrase (class students, guests, throttled misses), answers (only by the lesson's joined
 * students, once each, resent harmlessly) and who reads what (teacher notes never to students).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../server/db/client';
import { PASSPHRASE_PATTERN } from '../../domain/lessons';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError } from '../support/libraryFixtures';
import { expectValidDocument } from '../support/jsonapiSchema';
import { API, answer, buildClassroom, classroomWithLesson, countRows, fromAddress, joinAs, nextAddress, passphraseLogin, startLesson, type Classroom, type StartedLesson } from '../support/classroomWorld';

const kinds = await testDbKinds({ postgres: "two lesson starts race for the unique index that allows one active lesson per class, and a resent answer meets the answers' unique indexes: real concurrent transactions only on PostgreSQL" });

describe.each(kinds)('live classroom on %s', (kind) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
  });
  afterAll(async () => t.close());

  const patchLesson = (token: string, id: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>) =>
    t.request('PATCH', `${API}/lessons/${id}`, { token, body: body('lessons', attributes, relationships, id) });
  const endLesson = (id: string) => patchLesson(w.tokens.teacherA, id, { state: 'ended' });

  describe('lessons', () => {
    let c: Classroom;
    beforeAll(async () => {
      c = await buildClassroom(t, w);
    });

    it('a start draws a passphrase and sets the teacher, the school and the first step', async () => {
      const res = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const lesson = res.doc.data;
      expect(lesson.attributes).toMatchObject({ mode: 'remote', pacing: 'teacher', state: 'active', end_date: null });
      expect(lesson.attributes.passphrase).toMatch(PASSPHRASE_PATTERN);
      expect(lesson.relationships.teacher.data.id).toBe(w.ids.teacherA);
      expect(lesson.relationships.organization.data.id).toBe(w.schoolA);
      expect(lesson.relationships.current_activity.data.id).toBe(c.activities[0]);
      expect(lesson.relationships.current_task.data).toBeNull();
      expect((await endLesson(lesson.id)).status).toBe(200);
    });

    it('one active lesson of a plan per class, also when two starts race', async () => {
      const [a, b] = await Promise.all([startLesson(t, w.tokens.teacherA, c.plan, c.classId), startLesson(t, w.tokens.teacherA, c.plan, c.classId)]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const refused = a.status === 409 ? a : b;
      expectApiError(refused, 409, 'lessonActive', undefined, '809');
      const [{ n }] = (await queryRows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM lessons WHERE lesson_plan_id = ${Number(c.plan)} AND class_id = ${Number(c.classId)} AND state = 'active'`,
      )) as [{ n: number }];
      expect(n).toBe(1);
      const started = a.status === 201 ? a : b;
      expect((await endLesson(started.doc.data.id)).status).toBe(200);
      // Once it has ended, the class may have the plan again.
      const again = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      expect(again.status).toBe(201);
      await endLesson(again.doc.data.id);
    });

    it('mode and class go together: front_no_class names none, the others an active class of the school', async () => {
      expectApiError(await startLesson(t, w.tokens.teacherA, c.plan, c.classId, 'front_no_class'), 422, 'lessonClassNotAllowed', '/data/relationships/class');
      expectApiError(await startLesson(t, w.tokens.teacherA, c.plan, null, 'front_class'), 422, 'fieldNoBlank', '/data/relationships/class');
      // Another school's class is not found; so is a plan the teacher cannot read.
      expect((await startLesson(t, w.tokens.teacherB, c.plan, null)).status).toBe(404);
      await t.database.db.execute(sql`UPDATE classes SET state = 'archived' WHERE id = ${Number(c.emptyClassId)}`);
      expectApiError(await startLesson(t, w.tokens.teacherA, c.plan, c.emptyClassId), 422, 'lessonClassArchived', '/data/relationships/class');
      await t.database.db.execute(sql`UPDATE classes SET state = 'active' WHERE id = ${Number(c.emptyClassId)}`);
    });

    it('steps stay within the plan; mode, plan and class are fixed; ending is final', async () => {
      const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      const id = started.doc.data.id as string;
      const task = (taskId: string | null) => ({ current_task: { data: taskId ? { type: 'lessonPlanTasks', id: taskId } : null } });
      const moved = await patchLesson(w.tokens.teacherA, id, {}, task(c.tasks.discussion));
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.doc.data.relationships.current_activity.data.id).toBe(c.activities[1]);
      expect(moved.doc.data.relationships.current_task.data.id).toBe(c.tasks.discussion);
      const back = await patchLesson(w.tokens.teacherA, id, {}, { current_activity: { data: { type: 'lessonPlanActivities', id: c.activities[0] } } });
      expect(back.doc.data.relationships.current_task.data).toBeNull();
      const other = await buildClassroom(t, w);
      expectApiError(await patchLesson(w.tokens.teacherA, id, {}, task(other.tasks.choice)), 422, 'lessonStepNotInPlan', '/data/relationships/current_task');
      expectApiError(await patchLesson(w.tokens.teacherA, id, { mode: 'front_class' }), 403, 'invalidField', '/data/attributes/mode');
      const ended = await endLesson(id);
      expect(ended.doc.data.attributes.state).toBe('ended');
      expect(ended.doc.data.attributes.end_date).toEqual(expect.any(String));
      expectApiError(await patchLesson(w.tokens.teacherA, id, { state: 'active' }), 422, 'lessonEnded', '/data');
      expectApiError(await patchLesson(w.tokens.teacherA, id, { pacing: 'student' }), 422, 'lessonEnded', '/data');
    });

    it('a restart ends the lesson and starts a new one with a new passphrase', async () => {
      const first = (await startLesson(t, w.tokens.teacherA, c.plan, c.classId)).doc.data;
      await patchLesson(w.tokens.teacherA, first.id, { pacing: 'student' });
      const res = await t.request('POST', `${API}/lessons/${first.id}/restart`, { token: w.tokens.teacherA });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const next = res.doc.data;
      expect(next.id).not.toBe(first.id);
      expect(res.headers.location).toBe(`${API}/lessons/${next.id}`);
      expect(next.attributes).toMatchObject({ state: 'active', mode: 'remote', pacing: 'student' });
      expect(next.attributes.passphrase).not.toBe(first.attributes.passphrase);
      expect(next.relationships.class.data.id).toBe(c.classId);
      expect(next.relationships.lesson_plan.data.id).toBe(c.plan);
      const old = await t.request('GET', `${API}/lessons/${first.id}`, { token: w.tokens.teacherA });
      expect(old.doc.data.attributes.state).toBe('ended');
      // Someone else's lesson is not theirs to restart.
      expect((await t.request('POST', `${API}/lessons/${next.id}/restart`, { token: w.tokens.teacherB })).status).toBe(404);
      await endLesson(next.id);
    });
  });

  describe('passphrase logins', () => {
    let c: Classroom;
    let lesson: StartedLesson;
    beforeAll(async () => {
      ({ c, lesson } = await classroomWithLesson(t, w));
    });

    it('the right passphrase, however typed, names the lesson; a wrong or ended one is 404', async () => {
      const typed = lesson.passphrase.toUpperCase().replace(/-/g, ' ');
      const res = await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=${encodeURIComponent(typed)}`, nextAddress());
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.doc.data).toEqual([
        {
          type: 'passphraseLogins',
          id: lesson.id,
          attributes: { passphrase: lesson.passphrase, lesson_plan_name: expect.stringContaining('Live plan'), class_name: expect.stringContaining('Class'), mode: 'remote', pacing: 'teacher' },
        },
      ]);
      expectApiError(await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=zzz-zzz-99`, nextAddress()), 404, 'incorrectPassphrase');
      expect((await fromAddress(t, 'GET', `${API}/user/passphrase_logins`, nextAddress())).status).toBe(400);
      const ended = await startLesson(t, w.tokens.teacherA, c.plan, null);
      await endLesson(ended.doc.data.id);
      expectApiError(await passphraseLogin(t, { passphrase: ended.doc.data.attributes.passphrase, user_token: 'device-key-1' }), 404, 'incorrectPassphrase');
    });

    it('without a student the class list comes back; with one of them, a session', async () => {
      const list = await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-2' });
      expect(list.status, JSON.stringify(list.body)).toBe(201);
      expect(list.doc.data.attributes).toEqual({ passphrase: lesson.passphrase });
      expect(list.doc.data.relationships.lessons.data).toEqual([{ type: 'lessons', id: lesson.id }]);
      expect(list.doc.data.relationships.students.data.map((s: { id: string }) => s.id).sort()).toEqual([...c.students].sort());
      const students = list.doc.included!.filter((r) => r.type === 'users');
      expect(Object.keys(students[0].attributes).sort()).toEqual(['first_name', 'last_name', 'taken']);
      expect(list.doc.included!.find((r) => r.type === 'lessons').attributes).toMatchObject({ mode: 'remote', state: 'active' });
      expect(await countRows(t, 'lesson_students', lesson.id)).toBe(0);

      expectApiError(await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-2', student_id: c.otherClassStudent.id }), 422, 'invalidField', '/data/attributes/student_id');
      expectApiError(await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-2', display_name: 'Guest' }), 422, 'invalidField', '/data/attributes/display_name');

      const session = await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-2', student_id: c.students[1] });
      expect(session.status, JSON.stringify(session.body)).toBe(201);
      expect(session.doc.data.attributes).toMatchObject({ jwt: expect.any(String), expires_at: expect.any(String), student_id: c.students[1] });
      const again = await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-2', student_id: c.students[1] });
      expect(again.status).toBe(201);
      expect(await countRows(t, 'lesson_students', lesson.id)).toBe(1);
      // The session opens the lesson, and students still never sign in with POST /user/tokens.
      const token = session.doc.data.attributes.jwt as string;
      expect((await t.request('GET', `${API}/lessons/${lesson.id}`, { token })).status).toBe(200);
      expect((await t.request('POST', `${API}/user/tokens`, { body: body('tokens', { token }) })).status).toBe(422);
    });

    it('a class with no active students cannot be joined', async () => {
      const empty = await startLesson(t, w.tokens.teacherA, c.plan, c.emptyClassId);
      expect(empty.status, JSON.stringify(empty.body)).toBe(201);
      expectApiError(await passphraseLogin(t, { passphrase: empty.doc.data.attributes.passphrase, user_token: 'device-key-3' }), 422, 'invalidPassphrase');
      await endLesson(empty.doc.data.id);
    });

    it('a class-less lesson takes guests by display name; the same device is the same guest', async () => {
      const open = await startLesson(t, w.tokens.teacherA, c.plan, null);
      const passphrase = open.doc.data.attributes.passphrase as string;
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'short' }), 422, 'invalidField', '/data/attributes/user_token');
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'guest-device-1', display_name: 'x'.repeat(51) }), 422, 'invalidField', '/data/attributes/display_name');
      const first = await passphraseLogin(t, { passphrase, user_token: 'guest-device-1', display_name: 'Robin' });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect(first.doc.data.relationships.students.data).toEqual([]);
      const guestId = first.doc.data.attributes.student_id as string;
      const [guest] = await queryRows<{ role: string; organization_id: number | null; source: string; first_name: string }>(
        t.database.db,
        sql`SELECT role, organization_id, source, first_name FROM users WHERE id = ${Number(guestId)}`,
      );
      expect(guest).toEqual({ role: 'student', organization_id: null, source: 'lesson_guest', first_name: 'Robin' });
      const same = await passphraseLogin(t, { passphrase, user_token: 'guest-device-1', display_name: 'Robin' });
      expect(same.doc.data.attributes.student_id).toBe(guestId);
      // Another device takes another name (the same one is held: tests/contract/lesson-names).
      const other = await passphraseLogin(t, { passphrase, user_token: 'guest-device-2', display_name: 'Robyn' });
      expect(other.doc.data.attributes.student_id).not.toBe(guestId);
      expect(await countRows(t, 'lesson_students', open.doc.data.id)).toBe(2);
      const guestToken = first.doc.data.attributes.jwt as string;
      expect((await t.request('GET', `${API}/lessons/${open.doc.data.id}`, { token: guestToken })).status).toBe(200);
      await endLesson(open.doc.data.id);
      // A guest is a person of this lesson only: once it ends, their session opens nothing.
      expect((await t.request('GET', `${API}/lessons/${open.doc.data.id}`, { token: guestToken })).status).toBe(401);
      expect((await t.request('GET', `${API}/user`, { token: guestToken })).status).toBe(401);
    });

    it("a restart ends the old lesson's guest sessions too", async () => {
      const open = await startLesson(t, w.tokens.teacherA, c.plan, null);
      const guest = await passphraseLogin(t, { passphrase: open.doc.data.attributes.passphrase as string, user_token: 'guest-device-9', display_name: 'Sam' });
      const guestToken = guest.doc.data.attributes.jwt as string;
      expect((await t.request('GET', `${API}/user`, { token: guestToken })).status).toBe(200);
      const restarted = await t.request('POST', `${API}/lessons/${open.doc.data.id}/restart`, { token: w.tokens.teacherA });
      expect(restarted.status, JSON.stringify(restarted.body)).toBe(201);
      expect((await t.request('GET', `${API}/user`, { token: guestToken })).status).toBe(401);
      await endLesson((restarted.body as { data: { id: string } }).data.id);
    });
  });

  describe('answers and reads', () => {
    let c: Classroom;
    let lessonId: string;
    let studentToken: string;
    beforeAll(async () => {
      c = await buildClassroom(t, w);
      const res = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      lessonId = res.doc.data.id;
      studentToken = await joinAs(t, res.doc.data.attributes.passphrase, c.students[0]!);
    });

    it("only the lesson's joined students answer: another class's or school's student is 401", async () => {
      expectApiError(await answer(t, c.otherClassStudent.token, lessonId, c.tasks.discussion, { answer_text: 'Hi' }), 401, 'userNotAuthorized');
      expectApiError(await answer(t, c.otherSchoolStudent.token, lessonId, c.tasks.discussion, { answer_text: 'Hi' }), 401, 'userNotAuthorized');
      // A class student who has not joined yet is not in the lesson either.
      const notJoined = (await t.app.tokens.sign(c.students[1]!)).jwt;
      expectApiError(await answer(t, notJoined, lessonId, c.tasks.discussion, { answer_text: 'Hi' }), 401, 'userNotAuthorized');
      expect(await countRows(t, 'experiences', lessonId)).toBe(0);
    });

    it('answers take the shape of their task', async () => {
      expectApiError(await answer(t, studentToken, lessonId, c.tasks.choice, { choices: ['3'], idempotency_key: 'k-bad-1' }), 422, 'answerInvalid', '/data/attributes/choices');
      expectApiError(await answer(t, studentToken, lessonId, c.tasks.choice, { choices: ['0', '1'], idempotency_key: 'k-bad-2' }), 422, 'answerInvalid', '/data/attributes/choices');
      const other = await buildClassroom(t, w);
      // Another plan's task is not the student's to read at all.
      expectApiError(await answer(t, studentToken, lessonId, other.tasks.choice, { choices: ['0'] }), 404, 'notFound', '/data/relationships/entity');
      const rated = await answer(t, studentToken, lessonId, c.tasks.rating, { rating: 4, choices: ['1'], idempotency_key: 'k-rating' });
      expect(rated.status, JSON.stringify(rated.body)).toBe(201);
      expect(rated.doc.data.attributes).toMatchObject({ rating: 4, choices: [], verb: 'answered' });
      expect(rated.doc.data.relationships.actor.data.id).toBe(c.students[0]);
      expect(rated.doc.data.relationships.organization.data.id).toBe(w.schoolA);
    });

    it('a resent answer is stored once: 200 with the stored record; another key is 409 answerExists', async () => {
      const attributes = { choices: ['2'], idempotency_key: 'offline-key-1' };
      const first = await answer(t, studentToken, lessonId, c.tasks.choice, attributes);
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const resent = await answer(t, studentToken, lessonId, c.tasks.choice, attributes);
      expect(resent.status, JSON.stringify(resent.body)).toBe(200);
      expect(resent.doc.data.id).toBe(first.doc.data.id);
      const [{ n }] = (await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM experiences WHERE idempotency_key = 'offline-key-1'`)) as [{ n: number }];
      expect(n).toBe(1);
      const twice = await answer(t, studentToken, lessonId, c.tasks.choice, { choices: ['1'], idempotency_key: 'offline-key-2' });
      expectApiError(twice, 409, 'answerExists');
      expect(twice.doc.errors?.[0]?.meta).toMatchObject({ existing_id: first.doc.data.id });
      const changed = await t.request('PATCH', `${API}/experiences/${first.doc.data.id}`, {
        token: studentToken,
        body: body('experiences', { choices: ['1'] }, undefined, first.doc.data.id),
      });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      expect(changed.doc.data.attributes.choices).toEqual(['1']);
    });

    it("the lesson's teacher reads its answers, a student their own, another teacher none", async () => {
      const url = `${API}/experiences?filter[lesson]=${lessonId}&include=actor&page[size]=500`;
      const teacher = await t.request('GET', url, { token: w.tokens.teacherA });
      expect(teacher.status).toBe(200);
      expect(teacher.doc.data.length).toBeGreaterThan(0);
      expect(teacher.doc.included?.map((u) => u.id)).toContain(c.students[0]);
      const admin = await t.request('GET', url, { token: w.tokens.schoolAdminA });
      expect(admin.doc.data.length).toBe(teacher.doc.data.length);
      expect((await t.request('GET', url, { token: w.tokens.teacherB })).doc.data).toEqual([]);
      expect((await t.request('GET', url, { token: c.otherClassStudent.token })).doc.data).toEqual([]);
      const own = await t.request('GET', url, { token: studentToken });
      expect(own.doc.data.every((e: { relationships: { actor: { data: { id: string } } } }) => e.relationships.actor.data.id === c.students[0])).toBe(true);
    });

    it("the school's organisation admin reads a colleague's lesson with the plan it teaches, shared or not", async () => {
      const res = await t.request('GET', `${API}/lessons/${lessonId}?include=lesson_plan,lesson_plan.activities`, { token: w.tokens.schoolAdminA });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const plan = res.doc.included?.find((r) => r.type === 'lessonPlans');
      expect(plan?.id).toBe(c.plan);
      expect(res.doc.included?.filter((r) => r.type === 'lessonPlanActivities').map((r) => r.id).sort()).toEqual([...c.activities].sort());
      expect((await t.request('GET', `${API}/lesson_plans/${c.plan}`, { token: w.tokens.teacherB })).status).toBe(404);
    });

    it('students read the lesson they joined with its plan, never the teacher notes; others do not read it', async () => {
      const include = 'include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
      const asStudent = await t.request('GET', `${API}/lessons/${lessonId}?${include}`, { token: studentToken });
      expect(asStudent.status, JSON.stringify(asStudent.body)).toBe(200);
      const included = asStudent.doc.included ?? [];
      expect(included.filter((r) => r.type === 'lessonPlans')).toHaveLength(1);
      expect(included.filter((r) => r.type === 'lessonPlanActivities')).toHaveLength(2);
      expect(included.filter((r) => r.type === 'lessonPlanTasks').length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(asStudent.body)).not.toMatch(/secret/);
      expect(asStudent.doc.data.relationships.students.data.map((u: { id: string }) => u.id)).toContain(c.students[0]);
      for (const r of included) if (r.type.startsWith('lessonPlan')) expect(r.attributes.teacher_notes).toBeNull();
      const asTeacher = await t.request('GET', `${API}/lessons/${lessonId}?${include}`, { token: w.tokens.teacherA });
      expect(JSON.stringify(asTeacher.body)).toMatch(/Plan secret/);
      expect(JSON.stringify(asTeacher.body)).toMatch(/Task secret/);
      // The plan alone, asked for directly, is no different.
      const plan = await t.request('GET', `${API}/lesson_plans/${c.plan}`, { token: studentToken });
      expect(plan.status).toBe(200);
      expect(plan.doc.data.attributes.teacher_notes).toBeNull();
      expect((await t.request('GET', `${API}/lessons/${lessonId}`, { token: w.tokens.teacherB })).status).toBe(404);
      expect((await t.request('GET', `${API}/lessons/${lessonId}`, { token: c.otherClassStudent.token })).status).toBe(404);
      expect((await t.request('GET', `${API}/lesson_plans/${c.plan}`, { token: c.otherClassStudent.token })).status).toBe(404);
      const listed = await t.request('GET', `${API}/lessons?filter[state]=active`, { token: studentToken });
      expect(listed.doc.data.map((l: { id: string }) => l.id)).toEqual([lessonId]);
    });

    it('an ended lesson takes no answers and no changes to them', async () => {
      const [existing] = await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM experiences WHERE lesson_id = ${Number(lessonId)} LIMIT 1`);
      expect((await endLesson(lessonId)).status).toBe(200);
      expectApiError(await answer(t, studentToken, lessonId, c.tasks.discussion, { answer_text: 'Late' }), 422, 'lessonEnded', '/data');
      const patched = await t.request('PATCH', `${API}/experiences/${existing!.id}`, {
        token: studentToken,
        body: body('experiences', { choices: ['0'] }, undefined, String(existing!.id)),
      });
      expectApiError(patched, 422, 'lessonEnded');
    });
  });

  // Last: its joins would change what the tests above count.
  describe('documents', () => {
    let c: Classroom;
    let lesson: StartedLesson;
    beforeAll(async () => {
      ({ c, lesson } = await classroomWithLesson(t, w));
    });

    it('passphrase logins, lessons and answers are valid JSON:API documents, refusals error objects', async () => {
      expectValidDocument(await passphraseLogin(t, { passphrase: 'zzz-zzz-99', user_token: 'device-key-9' }), 404);
      expectValidDocument(await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=${lesson.passphrase}`, nextAddress()), 200);
      expectValidDocument(await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-9' }), 201);
      const session = await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-key-9', student_id: c.students[1] });
      expectValidDocument(session, 201);
      const token = session.doc.data.attributes.jwt as string;
      expectValidDocument(await t.request('GET', `${API}/lessons/${lesson.id}?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students`, { token }), 200);
      const first = await answer(t, token, lesson.id, c.tasks.choice, { choices: ['0'], idempotency_key: 'schema-check-1' });
      expectValidDocument(first, 201);
      expectValidDocument(await answer(t, token, lesson.id, c.tasks.choice, { choices: ['0'], idempotency_key: 'schema-check-1' }), 200);
      expectValidDocument(await answer(t, token, lesson.id, c.tasks.choice, { choices: ['1'], idempotency_key: 'schema-check-2' }), 409);
      expectValidDocument(await t.request('GET', `${API}/experiences?filter[lesson]=${lesson.id}&include=actor`, { token: w.tokens.teacherA }), 200);
    });
  });
});

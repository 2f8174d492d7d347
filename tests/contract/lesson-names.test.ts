/**
 * Issue 25's quick session and names in a lesson: a remote lesson may go without a class, and its
 * students join as guests by the name they type.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError } from '../support/libraryFixtures';
import { API, buildClassroom, countRows, passphraseLogin, startLesson, type Classroom } from '../support/classroomWorld';

const kinds = await testDbKinds({ pgliteOnly: 'the start rule and the join checks are judged by the server one request at a time' });

describe.each(kinds)('names in a lesson on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    c = await buildClassroom(t, w);
  });
  afterAll(async () => t.close());

  const endLesson = (id: string) => t.request('PATCH', `${API}/lessons/${id}`, { token: w.tokens.teacherA, body: body('lessons', { state: 'ended' }, undefined, id) });

  describe('the quick session', () => {
    it('a remote lesson starts without a class, teacher- or student-paced; front of a class still needs one', async () => {
      const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
      expect(quick.status, JSON.stringify(quick.body)).toBe(201);
      expect(quick.doc.data.attributes).toMatchObject({ mode: 'remote', pacing: 'teacher', state: 'active' });
      expect(quick.doc.data.relationships.class.data).toBeNull();
      const paced = await t.request('POST', `${API}/lessons`, {
        token: w.tokens.teacherA,
        body: body('lessons', { mode: 'remote', pacing: 'student' }, { lesson_plan: { data: { type: 'lessonPlans', id: c.plan } } }),
      });
      expect(paced.status, JSON.stringify(paced.body)).toBe(201);
      expect(paced.doc.data.attributes).toMatchObject({ mode: 'remote', pacing: 'student' });
      expectApiError(await startLesson(t, w.tokens.teacherA, c.plan, null, 'front_class'), 422, 'fieldNoBlank', '/data/relationships/class');
      await endLesson(quick.doc.data.id);
      await endLesson(paced.doc.data.id);
    });

    it('students join it by the name they type, with no class list and no class student', async () => {
      const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
      const passphrase = quick.doc.data.attributes.passphrase as string;
      const look = await passphraseLogin(t, { passphrase, user_token: 'quick-device-0' });
      expect(look.status).toBe(201);
      expect(look.doc.data.relationships.students.data).toEqual([]);
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'quick-device-1', student_id: c.students[0] }), 422, 'invalidField', '/data/attributes/student_id');
      const joined = await passphraseLogin(t, { passphrase, user_token: 'quick-device-1', display_name: 'Sam' });
      expect(joined.status, JSON.stringify(joined.body)).toBe(201);
      expect(joined.doc.data.attributes.student_id).toEqual(expect.any(String));
      const token = joined.doc.data.attributes.jwt as string;
      expect((await t.request('GET', `${API}/lessons/${quick.doc.data.id}`, { token })).status).toBe(200);
      expect(await countRows(t, 'lesson_students', quick.doc.data.id)).toBe(1);
      await endLesson(quick.doc.data.id);
    });
  });
});

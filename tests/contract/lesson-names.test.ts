/**
 * Issue 25's quick session and names in a lesson: a remote lesson may go without a class, and its
 * students join as guests by the name they type; a name taken on one device is refused on another
 * (409 nameTaken) until the lesson's teacher or their school's organisation admin releases it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError } from '../support/libraryFixtures';
import { API, buildClassroom, countRows, passphraseLogin, startLesson, type Classroom } from '../support/classroomWorld';
import type { Response } from '../support/testApp';

const kinds = await testDbKinds({ postgres: 'devices racing for one guest name meet the unique name_key index, and for one class student its primary key: real concurrent transactions only on PostgreSQL' });

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
  describe('a name on one device', () => {
    const release = (token: string, lessonId: string, studentId: string) => t.request('DELETE', `${API}/lessons/${lessonId}/students/${studentId}`, { token });
    const takenOf = (res: Response) =>
      Object.fromEntries((res.doc.included ?? []).filter((r) => r.type === 'users').map((r) => [r.id, (r.attributes as { taken: boolean }).taken]));

    it('a class student joined on one device is refused on another, the same device is fine, and a release frees them', async () => {
      const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      const lessonId = started.doc.data.id as string;
      const passphrase = started.doc.data.attributes.passphrase as string;
      const [ivy] = c.students as [string];
      const first = await passphraseLogin(t, { passphrase, user_token: 'ivy-device-1', student_id: ivy });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      expect((await passphraseLogin(t, { passphrase, user_token: 'ivy-device-1', student_id: ivy })).status).toBe(201);
      const refused = await passphraseLogin(t, { passphrase, user_token: 'ivy-device-2', student_id: ivy });
      expectApiError(refused, 409, 'nameTaken', '/data/attributes/student_id');
      expect(refused.doc.errors?.[0]?.detail).toContain('another device');
      // The picker on the other device shows the name as taken; on the holding device it is not.
      expect(takenOf(await passphraseLogin(t, { passphrase, user_token: 'ivy-device-2' }))[ivy]).toBe(true);
      expect(takenOf(await passphraseLogin(t, { passphrase, user_token: 'ivy-device-1' }))[ivy]).toBe(false);

      // Only the lesson's teacher and their school's organisation admins release.
      const studentToken = first.doc.data.attributes.jwt as string;
      expectApiError(await release(studentToken, lessonId, ivy), 403, 'forbidden');
      expectApiError(await release(w.tokens.teacherB, lessonId, ivy), 404, 'notFound');
      expect((await release(w.tokens.superUser, lessonId, ivy)).status).toBe(403);
      expect(await countRows(t, 'lesson_students', lessonId)).toBe(1);
      expect((await t.request('DELETE', `${API}/lessons/${lessonId}/students/${ivy}`)).status).toBe(401);

      const released = await release(w.tokens.teacherA, lessonId, ivy);
      expect(released.status, JSON.stringify(released.body)).toBe(204);
      expectApiError(await release(w.tokens.teacherA, lessonId, ivy), 404, 'notFound');
      // The old device's session has ended; another device takes the name.
      expect((await t.request('GET', `${API}/lessons/${lessonId}`, { token: studentToken })).status).toBe(401);
      const second = await passphraseLogin(t, { passphrase, user_token: 'ivy-device-2', student_id: ivy });
      expect(second.status, JSON.stringify(second.body)).toBe(201);
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'ivy-device-1', student_id: ivy }), 409, 'nameTaken', '/data/attributes/student_id');
      // The school's organisation admin releases too.
      expect((await release(w.tokens.schoolAdminA, lessonId, ivy)).status).toBe(204);
      await endLesson(lessonId);
    });

    it('a guest name taken on one device is refused on another, whatever its case and spacing, until released', async () => {
      const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
      const lessonId = quick.doc.data.id as string;
      const passphrase = quick.doc.data.attributes.passphrase as string;
      const robin = await passphraseLogin(t, { passphrase, user_token: 'robin-device-1', display_name: 'Robin Hood' });
      expect(robin.status).toBe(201);
      const guestId = robin.doc.data.attributes.student_id as string;
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'robin-device-2', display_name: '  robin   HOOD ' }), 409, 'nameTaken', '/data/attributes/display_name');
      const again = await passphraseLogin(t, { passphrase, user_token: 'robin-device-1', display_name: 'Robin Hood' });
      expect(again.doc.data.attributes.student_id).toBe(guestId);
      // A device that renames itself frees its old name and holds the new one.
      expect((await passphraseLogin(t, { passphrase, user_token: 'robin-device-1', display_name: 'Robin H' })).status).toBe(201);
      expect((await passphraseLogin(t, { passphrase, user_token: 'robin-device-2', display_name: 'Robin Hood' })).status).toBe(201);
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'robin-device-3', display_name: 'Robin H' }), 409, 'nameTaken', '/data/attributes/display_name');
      expect((await release(w.tokens.teacherA, lessonId, guestId)).status).toBe(204);
      const taken = await passphraseLogin(t, { passphrase, user_token: 'robin-device-3', display_name: 'Robin H' });
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.doc.data.attributes.student_id).not.toBe(guestId);
      await endLesson(lessonId);
    });

    it('devices picking one class student at the same moment: one joins, the others are told the name is taken', async () => {
      // The join is one statement without a transaction (routes/passphraseLogins.ts); a device that
      // lost the race reads the holder afresh, as the insert's snapshot may not show the winner's row.
      const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      const passphrase = started.doc.data.attributes.passphrase as string;
      const student = c.students[1]!;
      const tries = await Promise.all([1, 2, 3].map((n) => passphraseLogin(t, { passphrase, user_token: `pick-device-${n}`, student_id: student })));
      expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const refused of tries.filter((r) => r.status === 409)) expectApiError(refused, 409, 'nameTaken', '/data/attributes/student_id');
      expect(await countRows(t, 'lesson_students', started.doc.data.id)).toBe(1);
      await endLesson(started.doc.data.id);
    });

    it('a class joining at once: each student gets their own session and the whole class list, and nothing read is kept', async () => {
      // Joins arriving together share one read of the class list (routes/passphraseLogins.ts sharedReads).
      const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
      const passphrase = started.doc.data.attributes.passphrase as string;
      const joins = await Promise.all(c.students.map((student, n) => passphraseLogin(t, { passphrase, user_token: `burst-device-${n}`, student_id: student })));
      expect(joins.map((r) => r.status)).toEqual(c.students.map(() => 201));
      expect(joins.map((r) => r.doc.data.attributes.student_id)).toEqual(c.students);
      for (const r of joins) expect(r.doc.data.relationships.students.data.map((s: { id: string }) => s.id).sort()).toEqual([...c.students].sort());
      expect(await countRows(t, 'lesson_students', started.doc.data.id)).toBe(c.students.length);
      // Read afresh after the burst: every name is now held by another device.
      expect(Object.values(takenOf(await passphraseLogin(t, { passphrase, user_token: 'burst-device-late' })))).toEqual(c.students.map(() => true));
      await endLesson(started.doc.data.id);
      expectApiError(await passphraseLogin(t, { passphrase, user_token: 'burst-device-late' }), 404, 'incorrectPassphrase');
    });

    it('two devices typing one name at the same moment: one takes it, the other is told it is taken', async () => {
      const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
      const passphrase = quick.doc.data.attributes.passphrase as string;
      const tries = await Promise.all([1, 2, 3].map((n) => passphraseLogin(t, { passphrase, user_token: `race-device-${n}`, display_name: 'Kim' })));
      expect(tries.map((r) => r.status).sort()).toEqual([201, 409, 409]);
      for (const refused of tries.filter((r) => r.status === 409)) expectApiError(refused, 409, 'nameTaken', '/data/attributes/display_name');
      expect(await countRows(t, 'lesson_students', quick.doc.data.id)).toBe(1);
      await endLesson(quick.doc.data.id);
    });
  });
});

/**
 * Who reads a lesson's progress (issue 25, the teacher's Students grid): its teacher and their
 * school's organisation admins. Its own students and guests read the lesson but never each
 * other's progress (403); anyone who cannot read the lesson gets 404, no token 401.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { expectApiError } from '../support/libraryFixtures';
import { API, buildClassroom, joinAs, passphraseLogin, startLesson, type Classroom } from '../support/classroomWorld';

const kinds = await testDbKinds({ pgliteOnly: 'who may read what, over the same SQL on both databases' });

describe.each(kinds)('who reads lesson progress on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let c: Classroom;
  beforeAll(async () => {
    t = await startTestApp(kind);
    w = await buildWorld(t);
    c = await buildClassroom(t, w);
  });
  afterAll(async () => t.close());

  const read = (lessonId: string, token?: string) => t.request('GET', `${API}/lessons/${lessonId}/progress`, token ? { token } : {});

  it('the teacher and the school admin read it; the class lesson’s students do not, nor other schools or classes', async () => {
    const started = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
    const lessonId = started.doc.data.id as string;
    const student = await joinAs(t, started.doc.data.attributes.passphrase as string, c.students[0]!);
    expect((await read(lessonId, w.tokens.teacherA)).status).toBe(200);
    expect((await read(lessonId, w.tokens.schoolAdminA)).status).toBe(200);
    expectApiError(await read(lessonId, student), 403, 'forbidden');
    expectApiError(await read(lessonId, w.tokens.superUser), 403, 'forbidden');
    expectApiError(await read(lessonId, c.otherClassStudent.token), 404, 'notFound');
    expectApiError(await read(lessonId, c.otherSchoolStudent.token), 404, 'notFound');
    expectApiError(await read(lessonId, w.tokens.teacherB), 404, 'notFound');
    expect((await read(lessonId)).status).toBe(401);
  });

  it("a quick session's guest does not read the others' progress", async () => {
    const quick = await startLesson(t, w.tokens.teacherA, c.plan, null, 'remote');
    const joined = await passphraseLogin(t, { passphrase: quick.doc.data.attributes.passphrase, user_token: 'progress-guest-9', display_name: 'Pat' });
    const guest = joined.doc.data.attributes.jwt as string;
    expect((await t.request('GET', `${API}/lessons/${quick.doc.data.id}`, { token: guest })).status).toBe(200);
    expectApiError(await read(quick.doc.data.id as string, guest), 403, 'forbidden');
  });
});

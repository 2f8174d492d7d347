/**
 * The student app is for the organisations STUDENT_APP_ORGANIZATIONS lists (seed 6; every one
 * when unset, domain/studentApp.ts): the console offers "Open student app" only to their people
 * (GET /user's meta.allow_student_app), and a lesson of any other school cannot be joined from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { expectValidDocument } from '../support/jsonapiSchema';
import { classroomWithLesson, fromAddress, nextAddress, passphraseLogin, type StartedLesson } from '../support/classroomWorld';

const API = '/api/v1';

describe('the student app for configured organisations only', () => {
  let t: TestApp;
  let world: World;
  let lesson: StartedLesson;
  let studentIds: string[];
  // The setting as the server was started with it: filled once the schools exist.
  const listed = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp('pglite', { studentAppOrganizations: listed });
    world = await buildWorld(t);
    listed.add(world.schoolB);
    const started = await classroomWithLesson(t, world);
    lesson = started.lesson;
    studentIds = started.c.students;
  });
  afterAll(async () => t.close());

  const allowed = async (token: string): Promise<unknown> => (await t.request('GET', `${API}/user`, { token })).doc.data.meta?.allow_student_app;

  it('offers the student app to the listed school’s people and to staff of no school, not to the others', async () => {
    expect(await allowed(world.tokens.teacherB)).toBe(true);
    expect(await allowed(world.tokens.superUser)).toBe(true);
    expect(await allowed(world.tokens.teacherA)).toBe(false);
  });

  it('refuses to find or join a lesson of a school not listed, and takes it once the school is', async () => {
    const found = await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=${encodeURIComponent(lesson.passphrase)}`, nextAddress());
    expectValidDocument(found, 403);
    expect(found.doc.errors?.[0]?.meta?.error_identifier).toBe('studentAppNotAllowed');
    const join = { passphrase: lesson.passphrase, user_token: 'device-a-key', student_id: studentIds[0] };
    const refused = await passphraseLogin(t, join);
    expectValidDocument(refused, 403);
    expect(refused.doc.errors?.[0]?.detail).toBe('Your school does not use the student app. Ask your teacher how to join this lesson.');
    listed.add(world.schoolA);
    expectValidDocument(await passphraseLogin(t, join), 201);
  });
});

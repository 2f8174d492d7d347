/**
 * The passphrase throttle sized for schools (issue 24): a school is one address behind its NAT,
 * so the throttle must let several classes start at 9:00 with typos, and still stop a guesser
 * (the arithmetic: domain/lessonGuessing.ts). Every request here comes from one school address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PASSPHRASE_MISSES_PER_BURST, PASSPHRASE_BURST_WINDOW_MS } from '../../domain/lessonGuessing';
import { queryRows } from '../../server/db/client';
import { API, classOfStudents, fromAddress, nextAddress, passphraseLogin, startLesson, type StartedLesson } from '../support/classroomWorld';
import { insertPlan, expectApiError } from '../support/libraryFixtures';
import { body, buildWorld, startTestApp, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const [kind] = await testDbKinds({ pgliteOnly: 'counts per address in the limit store; the SQL is the join route’s own' });
const CLASS_SIZE = 30;
const CLASSES_AT_NINE = 8;

interface SchoolClass {
  lesson: StartedLesson;
  students: string[];
}

/** A class of CLASS_SIZE students of school A with an active lesson started by teacher A. */
async function classWithLesson(t: TestApp, w: World, plan: string, n: number): Promise<SchoolClass> {
  const { classId, students } = await classOfStudents(t, w.schoolA, `Nine ${n}`, CLASS_SIZE);
  const res = await startLesson(t, w.tokens.teacherA, plan, classId);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { lesson: { id: res.doc.data.id, passphrase: res.doc.data.attributes.passphrase }, students };
}

/** A passphrase as a child might mistype it: a letter dropped from the first word. */
const mistyped = (passphrase: string, attempt: number): string => passphrase.slice(attempt + 1);

describe('joining lessons from one school address', () => {
  let t: TestApp;
  let w: World;
  let classes: SchoolClass[];

  beforeAll(async () => {
    t = await startTestApp(kind!);
    w = await buildWorld(t);
    const plan = await insertPlan(t, { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), name: 'Nine o’clock' }, { activities: 1, tasksPer: 1 });
    classes = [];
    for (let n = 0; n < CLASSES_AT_NINE; n++) classes.push(await classWithLesson(t, w, plan.plan, n));
  });
  afterAll(() => t.close());

  it(`lets ${CLASSES_AT_NINE} classes of ${CLASS_SIZE} join at 9:00, a third of each mistyping twice, without a 429`, async () => {
    const school = nextAddress();
    const statuses: number[] = [];
    for (const { lesson, students } of classes)
      for (const [i, student] of students.entries()) {
        if (i % 3 === 0)
          for (const attempt of [0, 1]) {
            const miss = await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=${encodeURIComponent(mistyped(lesson.passphrase, attempt))}`, school);
            statuses.push(miss.status);
          }
        const found = await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=${encodeURIComponent(lesson.passphrase)}`, school);
        const joined = await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: `device-${student}`, student_id: student }, school);
        statuses.push(found.status, joined.status);
      }
    expect(statuses.filter((s) => s === 429)).toHaveLength(0);
    expect(statuses.filter((s) => s === 404)).toHaveLength(CLASSES_AT_NINE * (CLASS_SIZE / 3) * 2);
    const [joined] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM lesson_students WHERE lesson_id IN ${classes.map((c) => Number(c.lesson.id))}`);
    expect(joined?.n).toBe(CLASSES_AT_NINE * CLASS_SIZE);
  }, 180_000); // about 900 requests, one after another, on a machine that may be busy

  it('stops a guesser at the burst limit, the right passphrase too, saying when to come back; other schools join', async () => {
    const guesser = nextAddress();
    for (let i = 0; i < PASSPHRASE_MISSES_PER_BURST; i++) {
      const res = await fromAddress(t, 'GET', `${API}/user/passphrase_logins?filter[passphrase]=nope-nope-nope-nope-${22 + (i % 70)}`, guesser);
      expect(res.status).toBe(404);
    }
    const [{ lesson, students }] = classes as [SchoolClass];
    const refused = await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: 'device-guesser' }, guesser);
    expectApiError(refused, 429, 'tooManyAttempts');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(PASSPHRASE_BURST_WINDOW_MS / 1000);
    expect((await passphraseLogin(t, { passphrase: lesson.passphrase, user_token: `device-${students[0]}`, student_id: students[0] })).status).toBe(201);
  });

  it('keeps the join body’s own errors apart from the throttle', async () => {
    const res = await fromAddress(t, 'POST', `${API}/user/passphrase_logins`, nextAddress(), body('passphraseLogins', { passphrase: '', user_token: 'device-x1' }));
    expectApiError(res, 422, 'fieldNoBlank', '/data/attributes/passphrase');
  });
});

/**
 * Scale-out (issue 15): two real API processes (`server/main.ts`, as `npm start` runs it) on one
 * PostgreSQL database, one Redis and one SMTP relay, used in turn the way a load balancer would.
 * Each shared part is checked where a user would notice it: a guesser meets one sign-in limit,
 * a password link is mailed once, a school's teacher limit holds under concurrent creations
 * spread over both, a student joining through one process shows in the teacher's live view
 * served by the other (LISTEN/NOTIFY), and a process stopped mid-traffic loses no request it
 * acknowledged.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { ACCOUNT_FAILURES_BEFORE_BACKOFF } from '../../server/auth/signInLimits';
import { queryRows } from '../../server/db/client';
import { startProductServer, type RunningServer } from '../e2e/support/server';
import { body, buildWorld, MEDIA, startTestApp, TEST_SECRET, type TestApp, type World } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';
import { deleteKeysUnder, TEST_REDIS_URL, testPrefix, testRedisClient } from '../support/testRedis';
import { startSmtpServer, type TestSmtpServer } from '../support/smtpServer';
import { classroomWithLesson } from '../support/classroomWorld';
import { openEventStream } from '../support/eventStream';

const kinds = await testDbKinds({ postgres: 'several API processes on one PostgreSQL (it runs on PostgreSQL alone)' });
const API = '/api/v1';
/** Long enough for several delivery turns of both processes (MAIL_DELIVERY_INTERVAL_MS is 5 s). */
const WAIT_LIMIT_MS = 60_000;

/** Waits for `ready` to hold, looking every 100 ms; fails after WAIT_LIMIT_MS saying what it waited for. */
async function until(ready: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const giveUpAt = Date.now() + WAIT_LIMIT_MS;
  while (!(await ready())) {
    if (Date.now() > giveUpAt) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(kinds.includes('postgres'))('two API processes on one PostgreSQL, one Redis and one SMTP relay', () => {
  let t: TestApp;
  let w: World;
  let smtp: TestSmtpServer;
  let redis: Redis;
  const prefix = testPrefix();
  let first: RunningServer;
  let second: RunningServer;
  /** The two processes, as a load balancer takes them in turn. */
  const both = (): RunningServer[] => [first, second];

  beforeAll(async () => {
    t = await startTestApp('postgres');
    w = await buildWorld(t);
    smtp = await startSmtpServer();
    redis = testRedisClient();
    const env = { DATABASE_URL: t.database.url!, JWT_SECRET: TEST_SECRET, REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, SMTP_URL: smtp.url };
    [first, second] = await Promise.all([startProductServer({ env }), startProductServer({ env })]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await deleteKeysUnder(redis, prefix);
    await redis.quit();
    await smtp.close();
    await t.close();
  });

  const call = (server: RunningServer, method: string, path: string, payload?: unknown, token?: string): Promise<Response> =>
    fetch(`${server.url}${API}${path}`, {
      method,
      headers: { accept: MEDIA, ...(payload === undefined ? {} : { 'content-type': MEDIA }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
    });

  it('refuses a guesser spread over both processes at the same count as one process would', async () => {
    const email = 'teacher-a@test.test';
    let refusedAfter = -1;
    for (let tried = 0; tried < 4 * ACCOUNT_FAILURES_BEFORE_BACKOFF && refusedAfter < 0; tried++) {
      const res = await call(both()[tried % 2]!, 'POST', '/user/tokens', body('tokens', { email, password: `guess ${tried}` }));
      if (res.status === 429) refusedAfter = tried;
      else expect(res.status).toBe(404);
    }
    expect(refusedAfter).toBe(ACCOUNT_FAILURES_BEFORE_BACKOFF);
    for (const server of both()) expect((await call(server, 'POST', '/user/tokens', body('tokens', { email, password: 'another' }))).status).toBe(429);
  });

  it('mails a password link once, though both processes deliver the outbox', async () => {
    const mailsTo = (address: string): number => smtp.received.filter((m) => m.to.includes(address)).length;
    expect((await call(first, 'POST', '/user/reset_password', body('users', { email: 'teacher-a@test.test' }))).status).toBe(200);
    await until(() => mailsTo('teacher-a@test.test') > 0, 'the password link');
    // A later mail through the other process: once it has arrived, both have had turns since.
    expect((await call(second, 'POST', '/user/reset_password', body('users', { email: 'teacher-b@test.test' }))).status).toBe(200);
    await until(() => mailsTo('teacher-b@test.test') > 0, 'the second password link');
    expect(mailsTo('teacher-a@test.test')).toBe(1);
    expect(mailsTo('teacher-b@test.test')).toBe(1);
    // The relay accepts a mail before its sender records `sent_at`, so the outbox empties a moment later.
    const pending = async (): Promise<number> =>
      (await queryRows<{ pending: number }>(t.database.db, sql`SELECT count(*)::int AS pending FROM mail_outbox WHERE sent_at IS NULL`))[0]?.pending ?? -1;
    await until(async () => (await pending()) === 0, 'the outbox to record both mails as sent');
    expect(mailsTo('teacher-a@test.test')).toBe(1);
  });

  it('creates exactly 10 of 20 teachers sent at once over both processes to a school with 10 free seats', async () => {
    const [{ teachers } = { teachers: 0 }] = await queryRows<{ teachers: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS teachers FROM users WHERE organization_id = ${Number(w.schoolA)} AND role = 'teacher' AND archived_at IS NULL`,
    );
    await t.database.db.execute(sql`UPDATE organizations SET teachers_limit = ${teachers + 10} WHERE id = ${Number(w.schoolA)}`);
    const school = { organization: { data: { type: 'organizations', id: w.schoolA } } };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(both()[i % 2]!, 'POST', '/users', body('users', { first_name: `Seat${i}`, last_name: 'Spread', email: `seat${i}@spread.test`, role: 'teacher' }, school), w.tokens.schoolAdminA),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(10);
    const [{ created } = { created: 0 }] = await queryRows<{ created: number }>(t.database.db, sql`SELECT count(*)::int AS created FROM users WHERE email LIKE '%@spread.test'`);
    expect(created).toBe(10);
  });

  it("shows a student who joins through one process in the teacher's live view served by the other", async () => {
    const { c, lesson } = await classroomWithLesson(t, w);
    const stream = await openEventStream(`${first.url}${API}/lessons/${lesson.id}/events`, w.tokens.teacherA);
    try {
      expect(stream.status).toBe(200);
      await stream.next('hello');
      const joined = await call(second, 'POST', '/user/passphrase_logins', body('passphraseLogins', { passphrase: lesson.passphrase, user_token: 'two-process-device', student_id: c.students[0] }));
      expect(joined.status).toBe(201);
      expect((await stream.next('joined')).data).toMatchObject({ studentId: c.students[0] });
    } finally {
      stream.close();
    }
  });

  // Last: it stops the second process.
  it('loses no acknowledged request when one process is stopped in the middle of traffic', async () => {
    const school = { organization: { data: { type: 'organizations', id: w.schoolB } } };
    const acknowledged: string[] = [];
    let sent = 0;
    let stopping: Promise<void> | undefined;
    /** One client sending creations to the second process until it no longer answers. */
    const client = async (): Promise<void> => {
      for (;;) {
        const n = sent++;
        let res: Response;
        try {
          res = await call(second, 'POST', '/users', body('users', { first_name: `Busy${n}`, email: `busy${n}@stop.test`, role: 'teacher' }, school), w.tokens.superUser);
        } catch {
          return; // refused connection: the process is gone, and this request was never acknowledged
        }
        if (res.status === 201) acknowledged.push(((await res.json()) as { data: { id: string } }).data.id);
        else if (res.status !== 503) throw new Error(`unexpected ${res.status}: ${await res.text()}`);
        // Stop the process once traffic is flowing, while these clients keep sending.
        if (acknowledged.length === 10 && !stopping) stopping = second.stop();
        if (stopping && res.status === 503) return;
      }
    };
    await Promise.all(Array.from({ length: 4 }, client));
    await stopping;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    // Every creation the stopped process acknowledged is there, read through the other one.
    for (const id of acknowledged) expect((await call(first, 'GET', `/users/${id}`, undefined, w.tokens.superUser)).status, `user ${id}`).toBe(200);
  });
});

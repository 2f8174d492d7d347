/**
 * Sign-in behind a load balancer (issue 15): two API processes - two apps on one database, each
 * with its own Redis connection to one shared count - refuse a guesser who alternates between
 * them at the same count as one process would, where each counting its own let twice as many
 * guesses through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { users } from '../../resources';
import { buildApp } from '../../server/app';
import { hashPassword } from '../../server/auth/passwords';
import { ACCOUNT_FAILURES_BEFORE_BACKOFF } from '../../server/auth/signInLimits';
import { tableOf } from '../../server/db/tables';
import { memoryStore } from '../../server/limits/memoryStore';
import { redisStore } from '../../server/limits/redisStore';
import type { LimitStore } from '../../server/limits/store';
import { body, MEDIA, TEST_SECRET } from '../support/testApp';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase';
import { deleteKeysUnder, testPrefix, testRedisClient } from '../support/testRedis';

const PASSWORD = 'right-one';
const ATTEMPTS_AT_MOST = 4 * ACCOUNT_FAILURES_BEFORE_BACKOFF;

describe('sign-in limits shared by two API processes', () => {
  let database: TestDatabase;
  const prefix = testPrefix();
  let clients: Redis[] = [];
  const apps: FastifyInstance[] = [];

  async function appWith(limitStore: LimitStore): Promise<FastifyInstance> {
    const app = await buildApp({ db: database.db, jwtSecret: TEST_SECRET, limitStore });
    await app.ready();
    apps.push(app);
    return app;
  }
  /** Another API process: its own app and its own connection to the shared Redis. */
  async function processOnRedis(): Promise<FastifyInstance> {
    const client = testRedisClient();
    clients.push(client);
    return appWith(redisStore({ redis: client, prefix }));
  }

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const password = await hashPassword(PASSWORD);
    const { table } = tableOf(users);
    for (const name of ['alone', 'spread', 'before'])
      await database.db.insert(table).values({ email: `${name}@school.test`, firstName: name, role: 'admin', password });
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (clients[0]) await deleteKeysUnder(clients[0], prefix);
    await Promise.all(clients.map((c) => c.quit()));
    clients = [];
    await database.dispose();
  });

  async function signIn(app: FastifyInstance, email: string, password: string): Promise<number> {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/tokens',
      remoteAddress: '10.15.0.1',
      headers: { accept: MEDIA, 'content-type': MEDIA },
      payload: JSON.stringify(body('tokens', { email, password })),
    });
    return res.statusCode;
  }

  /** Wrong passwords taken in turn by each app until one answers 429: how many got a 404. */
  async function wrongPasswordsBeforeRefusal(over: FastifyInstance[], email: string): Promise<number> {
    for (let tried = 0; tried < ATTEMPTS_AT_MOST; tried++) {
      const status = await signIn(over[tried % over.length]!, email, `guess${tried}`);
      if (status === 429) return tried;
      expect(status).toBe(404);
    }
    return ATTEMPTS_AT_MOST;
  }

  it('refuses guesses alternated over two processes at the same count as on one, in both processes', async () => {
    const [first, second] = [await processOnRedis(), await processOnRedis()];
    expect(await wrongPasswordsBeforeRefusal([first], 'alone@school.test')).toBe(ACCOUNT_FAILURES_BEFORE_BACKOFF);
    expect(await wrongPasswordsBeforeRefusal([first, second], 'spread@school.test')).toBe(ACCOUNT_FAILURES_BEFORE_BACKOFF);
    // The right password too, through either process: the account is backing off.
    expect(await signIn(first, 'spread@school.test', PASSWORD)).toBe(429);
    expect(await signIn(second, 'spread@school.test', PASSWORD)).toBe(429);
  });

  it('let twice as many guesses through when each process counted its own (before issue 15)', async () => {
    const apart = [await appWith(memoryStore()), await appWith(memoryStore())];
    expect(await wrongPasswordsBeforeRefusal(apart, 'before@school.test')).toBe(2 * ACCOUNT_FAILURES_BEFORE_BACKOFF);
  });
});

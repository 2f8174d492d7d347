/**
 * /healthz and /readyz (server/health.ts): what a load balancer asks, answered in JSON without
 * sign-in, and /readyz turning 503 while the database does not answer, so a balancer stops
 * sending traffic to a process that could not serve it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type PoolStats } from '../../server/db/client';
import { startTestApp, TEST_SECRET, type TestApp } from '../support/testApp';
import { testDbKinds } from '../support/testDatabase';

const kinds = await testDbKinds({ postgres: 'whether the database answers is asked of each kind of connection' });

describe.each(kinds)('health checks on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t.close());

  it.each([
    ['/healthz', { status: 'alive' }],
    ['/readyz', { status: 'ready' }],
  ])('%s answers 200 in JSON, unsigned, never cached', async (url, expected) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(expected);
  });

  // Issue 24: a check queued behind a busy pool timed out and took a healthy process out of rotation.
  it.runIf(kind === 'postgres')('/readyz answers 200 while every connection of the request pool is held', async () => {
    const stats = (): PoolStats => t.database.poolStats!();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transactions = Array.from({ length: stats().max }, () =>
      t.database.db.transaction(async () => {
        await held;
      }),
    );
    await expect.poll(() => stats().total === stats().max && stats().idle === 0).toBe(true);
    // A request would now wait for a connection; the readiness check does not.
    // (Drizzle's queries are lazy: resolving the promise sends it.)
    const queued = Promise.resolve(t.database.db.execute(sql`SELECT 1`));
    await expect.poll(() => t.database.poolStats!().waiting).toBeGreaterThan(0);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready' });
    release();
    await Promise.all([...transactions, queued]);
  });
});

describe('a process whose database does not answer', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused, as when PostgreSQL is down.
    database = await openDatabase({ url: 'postgresql://127.0.0.1:1/unreachable' });
    app = await buildApp({ db: database.db, jwtSecret: TEST_SECRET, database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('is alive but not ready: /healthz 200, /readyz 503', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'databaseUnavailable' });
  });
});

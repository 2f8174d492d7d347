/**
 * Limits shared by several API processes (issue 15): the Redis limit store behaves as the
 * in-process one does (same counts, windows and backoff on the same clock), two stores on two
 * connections - two processes - count into one count, concurrent hits are each counted once,
 * and Redis frees a key when its window ends (checked with PTTL, not by waiting). A Redis that
 * does not answer leaves each process counting in its own memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { attemptThrottle } from '../../server/auth/attemptThrottle';
import { memoryStore } from '../../server/limits/memoryStore';
import { redisStore, type RedisLimitStore } from '../../server/limits/redisStore';
import type { Count, LimitStore } from '../../server/limits/store';
import { deleteKeysUnder, keysUnder, TEST_REDIS_URL, testPrefix, testRedisClient } from '../support/testRedis';

const BACKOFF = { after: 3, firstMs: 1000, maxMs: 5000 };

function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = Date.now();
  return { now: () => t, advance: (ms) => void (t += ms) };
}

let clientA: Redis;
let clientB: Redis;
let prefix: string;
const c = clock();
let storeA: RedisLimitStore;
let storeB: RedisLimitStore;

beforeAll(async () => {
  clientA = testRedisClient();
  clientB = testRedisClient();
  prefix = testPrefix();
  storeA = redisStore({ redis: clientA, prefix, now: c.now });
  storeB = redisStore({ redis: clientB, prefix, now: c.now });
  await Promise.all([clientA.ping(), clientB.ping()]);
});

afterAll(async () => {
  await deleteKeysUnder(clientA, prefix);
  expect(await keysUnder(clientA, prefix)).toEqual([]);
  await Promise.all([clientA.quit(), clientB.quit()]);
});

let n = 0;
/** A key no other test uses. */
const fresh = (): string => `key${++n}`;
const pttl = (key: string): Promise<number> => clientA.pttl(prefix + key);

describe('redisStore', () => {
  it('counts in a window that starts at the first hit, under the prefix, and Redis lets the key go when the window ends', async () => {
    const key = fresh();
    const first = await storeA.hit(key, 60_000);
    expect(first).toEqual({ count: 1, resetAt: c.now() + 60_000, lockedUntil: 0, locked: false, readAt: c.now() });
    expect(await pttl(key)).toBeGreaterThan(59_000);
    expect(await pttl(key)).toBeLessThanOrEqual(60_000);
    c.advance(45_000);
    expect(await storeA.hit(key, 60_000)).toMatchObject({ count: 2, resetAt: first.resetAt });
    expect(await pttl(key)).toBeLessThanOrEqual(15_000); // the window is not moved by later hits
    expect(await storeB.get(key)).toMatchObject({ count: 2, resetAt: first.resetAt });
    expect(await clientA.exists(prefix + key)).toBe(1);
  });

  it('forgets a count when its window ends on the clock, and starts a new window at the next hit', async () => {
    const key = fresh();
    await storeA.hit(key, 10_000);
    await storeA.hit(key, 10_000);
    c.advance(10_000);
    expect(await storeA.get(key)).toBeUndefined();
    expect(await storeB.hit(key, 10_000)).toMatchObject({ count: 1, resetAt: c.now() + 10_000 });
  });

  it('clears one key only', async () => {
    const [a, b] = [fresh(), fresh()];
    await storeA.hit(a, 10_000);
    await storeA.hit(b, 10_000);
    await storeB.clear(a);
    expect(await storeA.get(a)).toBeUndefined();
    expect((await storeA.get(b))?.count).toBe(1);
  });

  it('backs off exactly as the in-process store does, and keeps a locked key in Redis while the lock lasts', async () => {
    const key = fresh();
    const memory = memoryStore(c.now);
    const seen: [Count, Count, number][] = [];
    for (let i = 0; i < 7; i++) {
      seen.push([await storeA.hitWithBackoff(key, 100, BACKOFF), await memory.hitWithBackoff(key, 100, BACKOFF), c.now()]);
      c.advance(50);
    }
    for (const [redis, memo] of seen) expect(redis).toEqual(memo);
    expect(seen.map(([r, , at]) => r.lockedUntil - at)).toEqual([0, 0, 1000, 2000, 4000, 5000, 5000]);
    expect(await pttl(key)).toBeGreaterThan(4000); // the capped 5 s lock, not the 100 ms window
    expect((await storeB.get(key))?.locked).toBe(true);
    c.advance(5000);
    expect(await storeB.get(key)).toBeUndefined();
  });

  it('counts hits from two processes into one count: 50 at once, half through each, give 1..50', async () => {
    const key = fresh();
    const hits = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? storeA : storeB).hit(key, 60_000)));
    expect(hits.map((h) => h.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await storeA.get(key))?.count).toBe(50);
  });

  it('refuses failures spread over two processes at the same count as on one', async () => {
    const limit = 5;
    const refusedAfter = async (stores: LimitStore[]): Promise<number> => {
      const throttles = stores.map((s) => attemptThrottle(s, 'spread', limit));
      const key = [fresh()];
      for (let failures = 0; failures < 3 * limit; failures++) {
        const t = throttles[failures % throttles.length]!;
        if (await t.assertOpen(key).then(() => false, () => true)) return failures;
        await t.fail(key);
      }
      return Infinity;
    };
    expect(await refusedAfter([storeA])).toBe(limit);
    expect(await refusedAfter([storeA, storeB])).toBe(limit);
    // Each process counting its own, as before issue 15, lets twice as many through.
    expect(await refusedAfter([memoryStore(c.now), memoryStore(c.now)])).toBe(2 * limit);
  });
});

describe('redisStore from a URL', () => {
  it('counts in Redis from the first request after start, without a warning', async () => {
    const warnings: string[] = [];
    const store = redisStore({ redis: TEST_REDIS_URL, prefix, now: c.now, warn: (m) => warnings.push(m) });
    try {
      const key = fresh();
      expect((await store.hit(key, 60_000)).count).toBe(1);
      expect(await clientA.hget(prefix + key, 'n')).toBe('1');
      expect(warnings).toEqual([]);
    } finally {
      await store.close();
    }
  });
});

describe('redisStore with Redis down', () => {
  it('counts in this process instead, warning once rather than at every request', async () => {
    const warnings: string[] = [];
    // Port 1 on the loopback: nothing listens there, so every connection is refused at once.
    const store = redisStore({ redis: 'redis://127.0.0.1:1', prefix, now: c.now, warn: (m) => warnings.push(m) });
    try {
      expect((await store.hit('down', 60_000)).count).toBe(1);
      expect((await store.hit('down', 60_000)).count).toBe(2);
      expect((await store.get('down'))?.count).toBe(2);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Redis failed/);
    } finally {
      await store.close();
    }
  });
});

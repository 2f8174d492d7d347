/**
 * The in-process limit store on an injected clock: windows start at the first hit, expire on
 * time, backoff locks double, and expired keys are swept so made-up keys cannot grow memory.
 * tests/security/shared-limits-store.test.ts runs the same operations on Redis.
 */
import { describe, expect, it } from 'vitest';
import { memoryStore, SWEEP_AT } from './memoryStore';
import { backoffMs, namespaced } from './store';

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}

const BACKOFF = { after: 3, firstMs: 1000, maxMs: 5000 };

describe('memoryStore', () => {
  it('counts hits in a window that starts at the first hit and is not moved by later ones', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 1, resetAt: 1_060_000, locked: false });
    c.advance(59_000);
    expect(await store.hit('k', 60_000)).toMatchObject({ count: 2, resetAt: 1_060_000 });
    expect(await store.get('k')).toMatchObject({ count: 2 });
    expect(await store.get('other')).toBeUndefined();
  });

  it('forgets a count when its window ends, and starts a new window at the next hit', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    await store.hit('k', 1000);
    await store.hit('k', 1000);
    c.advance(999);
    expect((await store.get('k'))?.count).toBe(2);
    c.advance(1);
    expect(await store.get('k')).toBeUndefined();
    expect(await store.hit('k', 1000)).toMatchObject({ count: 1, resetAt: 1_001_000 + 1000 });
  });

  it('clears one key only', async () => {
    const store = memoryStore(clock().now);
    await store.hit('a', 1000);
    await store.hit('b', 1000);
    await store.clear('a');
    expect(await store.get('a')).toBeUndefined();
    expect((await store.get('b'))?.count).toBe(1);
  });

  it('locks a key after `after` hits, doubling the lock per further hit up to the most, and keeps it while locked', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    for (let i = 1; i < BACKOFF.after; i++) expect((await store.hitWithBackoff('acct', 100, BACKOFF)).locked).toBe(false);
    expect(await store.hitWithBackoff('acct', 100, BACKOFF)).toMatchObject({ count: 3, lockedUntil: 1_001_000, resetAt: 1_001_000, locked: true });
    c.advance(999);
    expect((await store.get('acct'))?.locked).toBe(true);
    c.advance(1);
    expect(await store.get('acct')).toBeUndefined(); // the window (100 ms) ended long before the lock
    for (let i = 0; i < 5; i++) await store.hitWithBackoff('acct', 60_000, BACKOFF);
    const fifth = await store.hitWithBackoff('acct', 60_000, BACKOFF);
    expect(fifth.count).toBe(6);
    expect(fifth.lockedUntil - c.now()).toBe(5000); // 1000 * 2^3 capped at 5000
  });

  it('keeps a backoff count for the window after the last hit, not the first', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    await store.hitWithBackoff('acct', 1000, BACKOFF);
    c.advance(900);
    await store.hitWithBackoff('acct', 1000, BACKOFF);
    c.advance(900);
    expect((await store.get('acct'))?.count).toBe(2);
  });

  it('sweeps expired keys once it holds many, so a flood of made-up keys stays bounded', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    for (let i = 0; i < SWEEP_AT; i++) await store.hit(`made-up-${i}`, 1000);
    expect(store.size()).toBe(SWEEP_AT);
    c.advance(1000);
    await store.hit('fresh', 1000);
    expect(store.size()).toBe(1);
  });

  it('keeps live keys through a sweep and sweeps again only once their number has doubled', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    for (let i = 0; i < SWEEP_AT; i++) await store.hit(`live-${i}`, 60_000);
    await store.hit('one-more', 1000); // sweeps: nothing expired
    expect(store.size()).toBe(SWEEP_AT + 1);
    c.advance(1000); // 'one-more' expires, the others live on
    await store.hit('late', 60_000);
    expect(store.size()).toBe(SWEEP_AT + 2); // no full scan at every hit
    expect((await store.get(`live-${SWEEP_AT - 1}`))?.count).toBe(1);
  });
});

describe('backoffMs and namespaced', () => {
  it('gives no lock before `after` hits, then first, doubled, capped', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffMs(n, BACKOFF))).toEqual([0, 0, 1000, 2000, 4000, 5000]);
    expect(backoffMs(5000, BACKOFF)).toBe(5000);
  });

  it('keeps two namespaces apart on one store', async () => {
    const store = memoryStore(clock().now);
    const signIn = namespaced(store, 'signin');
    const reset = namespaced(store, 'reset');
    await signIn.hit('10.0.0.1', 1000);
    await signIn.hit('10.0.0.1', 1000);
    expect((await reset.hit('10.0.0.1', 1000)).count).toBe(1);
    await reset.clear('10.0.0.1');
    expect((await signIn.get('10.0.0.1'))?.count).toBe(2);
  });
});

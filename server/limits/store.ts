/**
 * Where rate-limit and throttle counts live (issue 15): in the process (memoryStore.ts, the
 * default, one process) or in Redis (redisStore.ts, when REDIS_URL is set), so that several API
 * processes share one count and a limit means the same whatever process a request reaches.
 *
 * Every operation is one atomic step (one round trip in Redis): concurrent hits from any number
 * of processes are each counted once. Times are milliseconds on the store's clock, which the
 * throttles never compare with another: they only read counts and whether a lock is still on.
 */

/** One key's state while it lives; a key past `resetAt` is forgotten (reads as absent). */
export interface Count {
  count: number;
  /** When the count is forgotten. */
  resetAt: number;
  /** Keys hit with a backoff only: refused until this instant (0 when not locked). */
  lockedUntil: number;
  /** `lockedUntil` is still ahead, on the store's clock. */
  locked: boolean;
  /** The store's clock when the count was read or made: what `resetAt` and `lockedUntil` are ahead of. */
  readAt: number;
}

/** Lock after `after` hits for `firstMs`, doubled for each further hit, at most `maxMs`. */
export interface Backoff {
  after: number;
  firstMs: number;
  maxMs: number;
}

export interface LimitStore {
  /** One more hit; the window starts at the key's first hit and is not moved by later ones. */
  hit(key: string, windowMs: number): Promise<Count>;
  /**
   * One more hit that may lock the key (backoff by count). The count is kept `windowMs` after
   * this hit, and at least while the lock lasts.
   */
  hitWithBackoff(key: string, windowMs: number, backoff: Backoff): Promise<Count>;
  get(key: string): Promise<Count | undefined>;
  clear(key: string): Promise<void>;
}

/** The lock after the `count`-th hit; redisStore's script computes the same (its test checks). */
export function backoffMs(count: number, b: Backoff): number {
  return count < b.after ? 0 : Math.min(b.maxMs, b.firstMs * 2 ** (count - b.after));
}

/** Milliseconds from when `count` was read until `instant` (`resetAt` or `lockedUntil`), never negative. */
export function msUntil(count: Count, instant: number): number {
  return Math.max(0, instant - count.readAt);
}

/**
 * A view of a store whose keys all start with `namespace:`, so two throttles (sign-in, reset,
 * invites...) never count into each other's keys, whatever keys they choose.
 */
export function namespaced(store: LimitStore, namespace: string): LimitStore {
  const k = (key: string): string => `${namespace}:${key}`;
  return {
    hit: (key, windowMs) => store.hit(k(key), windowMs),
    hitWithBackoff: (key, windowMs, backoff) => store.hitWithBackoff(k(key), windowMs, backoff),
    get: (key) => store.get(k(key)),
    clear: (key) => store.clear(k(key)),
  };
}

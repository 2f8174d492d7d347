/**
 * Counts attempts per key (client address, account) over one or more windows (a minute unless
 * given): failed sign-ins, reset requests, address look-ups, passphrase misses. Past a window's
 * limit, the endpoint answers 429 until that window ends. The counts live in the app's limit
 * store (server/limits/): this process's memory, or Redis shared by every API process when
 * REDIS_URL is set.
 */
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { ApiError } from '../jsonapi/errors';
import { msUntil, namespaced, type Count, type LimitStore } from '../limits/store';

const WINDOW_MS = 60_000;

/** One window: at most `limit` attempts counted from the first, for `windowMs`. */
export interface AttemptWindow {
  limit: number;
  windowMs: number;
}

export interface AttemptThrottle {
  /** 429 tooManyAttempts, with Retry-After, while any key is past any window's limit. */
  assertOpen(keys: string[]): Promise<void>;
  /** Counts an attempt against every key in every window. */
  fail(keys: string[]): Promise<void>;
  succeed(keys: string[]): Promise<void>;
}

/**
 * `namespace` keeps this throttle's keys apart from every other throttle's in the same store.
 * `limits` is a per-minute limit, or several windows that all apply (a burst and a day).
 */
export function attemptThrottle(limitStore: LimitStore, namespace: string, limits: number | readonly AttemptWindow[] = LOGIN_FAILURES_PER_MINUTE): AttemptThrottle {
  const windows = typeof limits === 'number' ? [{ limit: limits, windowMs: WINDOW_MS }] : limits;
  // A lone window keeps the namespace's own keys; several are told apart by their length.
  const stores = windows.map((w) => ({ ...w, store: namespaced(limitStore, windows.length === 1 ? namespace : `${namespace}:${w.windowMs}`) }));
  return {
    async assertOpen(keys) {
      const waits = await Promise.all(
        stores.flatMap(({ store, limit }) =>
          keys.map(async (k) => {
            const c: Count | undefined = await store.get(k);
            // A full key's window ends at its resetAt: the next attempt is counted afresh then.
            return c !== undefined && c.count >= limit ? msUntil(c, c.resetAt) : undefined;
          }),
        ),
      );
      const full = waits.filter((ms) => ms !== undefined);
      if (full.length > 0) throw ApiError.tooManyAttempts(Math.max(...full));
    },
    async fail(keys) {
      await Promise.all(stores.flatMap(({ store, windowMs }) => keys.map((k) => store.hit(k, windowMs))));
    },
    async succeed(keys) {
      await Promise.all(stores.flatMap(({ store }) => keys.map((k) => store.clear(k))));
    },
  };
}

/**
 * Counts attempts per key (client address, account) over a one-minute window: failed sign-ins,
 * reset requests, address look-ups. Past the limit, the endpoint answers 429 until the window
 * ends. The counts live in the app's limit store (server/limits/): this process's memory, or
 * Redis shared by every API process when REDIS_URL is set.
 */
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { ApiError } from '../jsonapi/errors';
import { msUntil, namespaced, type Count, type LimitStore } from '../limits/store';

const WINDOW_MS = 60_000;

export interface AttemptThrottle {
  /** 429 tooManyAttempts, with Retry-After, while any key is past the limit. */
  assertOpen(keys: string[]): Promise<void>;
  fail(keys: string[]): Promise<void>;
  succeed(keys: string[]): Promise<void>;
}

/** `namespace` keeps this throttle's keys apart from every other throttle's in the same store. */
export function attemptThrottle(limitStore: LimitStore, namespace: string, limit = LOGIN_FAILURES_PER_MINUTE): AttemptThrottle {
  const store = namespaced(limitStore, namespace);
  return {
    async assertOpen(keys) {
      const counts = await Promise.all(keys.map((k) => store.get(k)));
      const full = counts.filter((c): c is Count => c !== undefined && c.count >= limit);
      // A full key's window ends at its resetAt: the next attempt is counted afresh then.
      if (full.length > 0) throw ApiError.tooManyAttempts(Math.max(...full.map((c) => msUntil(c, c.resetAt))));
    },
    async fail(keys) {
      await Promise.all(keys.map((k) => store.hit(k, WINDOW_MS)));
    },
    async succeed(keys) {
      await Promise.all(keys.map((k) => store.clear(k)));
    },
  };
}

/**
 * Counts attempts per key (client address, account) over a one-minute window: failed sign-ins,
 * reset requests, address look-ups. Past the limit, the endpoint answers 429 until the window
 * ends. In-process state: with several API processes, each counts its own (a shared store is
 * the next step when scaling out).
 */
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { ApiError } from '../jsonapi/errors';

const WINDOW_MS = 60_000;

export interface AttemptThrottle {
  blocked(keys: string[]): boolean;
  /** 429 tooManyAttempts while any key is past the limit. */
  assertOpen(keys: string[]): void;
  fail(keys: string[]): void;
  succeed(keys: string[]): void;
}

export function attemptThrottle(limit = LOGIN_FAILURES_PER_MINUTE, now: () => number = Date.now): AttemptThrottle {
  const counts = new Map<string, { n: number; until: number }>();
  const current = (key: string): number => {
    const c = counts.get(key);
    if (!c || c.until <= now()) {
      counts.delete(key);
      return 0;
    }
    return c.n;
  };
  const blocked = (keys: string[]): boolean => keys.some((k) => current(k) >= limit);
  return {
    blocked,
    assertOpen: (keys) => {
      if (blocked(keys)) throw ApiError.of({ status: 429, identifier: 'tooManyAttempts' });
    },
    fail: (keys) => {
      for (const k of keys) counts.set(k, { n: current(k) + 1, until: counts.get(k)?.until ?? now() + WINDOW_MS });
    },
    succeed: (keys) => {
      for (const k of keys) counts.delete(k);
    },
  };
}

/**
 * The sign-in throttle (limits and reasons in signInLimits.ts): wrong passwords counted per
 * account and per client address, separately. In-process state, like attemptThrottle: with
 * several API processes, each counts its own.
 */
import { ApiError } from '../jsonapi/errors';
import {
  ACCOUNT_BACKOFF_FIRST_MS,
  ACCOUNT_BACKOFF_MAX_MS,
  ACCOUNT_FAILURES_BEFORE_BACKOFF,
  ADDRESS_FAILURES_PER_WINDOW,
  FAILURE_WINDOW_MS,
} from './signInLimits';

export interface SignInThrottle {
  /** 429 tooManyAttempts while the address or the account is held back. */
  assertOpen(address: string, account: string | undefined): void;
  fail(address: string, account: string | undefined): void;
  /** A correct sign-in: clears that account's count; the address keeps its count. */
  succeed(account: string | undefined): void;
}

interface Count {
  n: number;
  /** When the count is forgotten (FAILURE_WINDOW_MS after the last failure). */
  forgetAt: number;
  /** Accounts only: no sign-in before this instant. */
  lockedUntil: number;
}

/** Entries kept before expired ones are swept, so made-up logins cannot grow the map for ever. */
const SWEEP_AT = 10_000;

export function signInThrottle(now: () => number = () => Date.now()): SignInThrottle {
  const counts = new Map<string, Count>();
  const current = (key: string): Count | undefined => {
    const c = counts.get(key);
    if (c && c.forgetAt <= now()) {
      counts.delete(key);
      return undefined;
    }
    return c;
  };
  const sweep = (): void => {
    if (counts.size < SWEEP_AT) return;
    for (const key of [...counts.keys()]) current(key);
  };
  const backoff = (n: number): number =>
    n < ACCOUNT_FAILURES_BEFORE_BACKOFF ? 0 : Math.min(ACCOUNT_BACKOFF_MAX_MS, ACCOUNT_BACKOFF_FIRST_MS * 2 ** (n - ACCOUNT_FAILURES_BEFORE_BACKOFF));
  const accountKey = (account: string): string => `account:${account}`;
  const addressKey = (address: string): string => `address:${address}`;

  return {
    assertOpen(address, account) {
      const byAddress = (current(addressKey(address))?.n ?? 0) >= ADDRESS_FAILURES_PER_WINDOW;
      const byAccount = account !== undefined && (current(accountKey(account))?.lockedUntil ?? 0) > now();
      if (byAddress || byAccount) throw ApiError.of({ status: 429, identifier: 'tooManyAttempts' });
    },
    fail(address, account) {
      sweep();
      const at = now();
      const a = current(addressKey(address));
      counts.set(addressKey(address), { n: (a?.n ?? 0) + 1, forgetAt: a?.forgetAt ?? at + FAILURE_WINDOW_MS, lockedUntil: 0 });
      if (account === undefined) return;
      const n = (current(accountKey(account))?.n ?? 0) + 1;
      const lockedUntil = at + backoff(n);
      counts.set(accountKey(account), { n, forgetAt: Math.max(at + FAILURE_WINDOW_MS, lockedUntil), lockedUntil });
    },
    succeed(account) {
      if (account !== undefined) counts.delete(accountKey(account));
    },
  };
}

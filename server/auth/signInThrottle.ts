/**
 * The sign-in throttle (limits and reasons in signInLimits.ts): wrong passwords counted per
 * account and per client address, separately. The counts live in the app's limit store
 * (server/limits/), so with REDIS_URL every API process sees the same counts.
 */
import { ApiError } from '../jsonapi/errors';
import { msUntil, namespaced, type Backoff, type LimitStore } from '../limits/store';
import {
  ACCOUNT_BACKOFF_FIRST_MS,
  ACCOUNT_BACKOFF_MAX_MS,
  ACCOUNT_FAILURES_BEFORE_BACKOFF,
  ADDRESS_FAILURES_PER_WINDOW,
  FAILURE_WINDOW_MS,
} from './signInLimits';

export interface SignInThrottle {
  /** 429 tooManyAttempts, with Retry-After, while the address or the account is held back. */
  assertOpen(address: string, account: string | undefined): Promise<void>;
  fail(address: string, account: string | undefined): Promise<void>;
  /** A correct sign-in: clears that account's count; the address keeps its count. */
  succeed(account: string | undefined): Promise<void>;
}

const ACCOUNT_BACKOFF: Backoff = { after: ACCOUNT_FAILURES_BEFORE_BACKOFF, firstMs: ACCOUNT_BACKOFF_FIRST_MS, maxMs: ACCOUNT_BACKOFF_MAX_MS };

export function signInThrottle(limitStore: LimitStore, namespace = 'signin'): SignInThrottle {
  const store = namespaced(limitStore, namespace);
  const accountKey = (account: string): string => `account:${account}`;
  const addressKey = (address: string): string => `address:${address}`;

  return {
    async assertOpen(address, account) {
      const [byAddress, byAccount] = await Promise.all([
        store.get(addressKey(address)),
        account === undefined ? undefined : store.get(accountKey(account)),
      ]);
      // The address is held back until its window ends, the account until its lock ends.
      const waits = [
        byAddress && byAddress.count >= ADDRESS_FAILURES_PER_WINDOW ? msUntil(byAddress, byAddress.resetAt) : undefined,
        byAccount?.locked ? msUntil(byAccount, byAccount.lockedUntil) : undefined,
      ].filter((ms) => ms !== undefined);
      if (waits.length > 0) throw ApiError.tooManyAttempts(Math.max(...waits));
    },
    async fail(address, account) {
      await Promise.all([
        store.hit(addressKey(address), FAILURE_WINDOW_MS),
        account === undefined ? undefined : store.hitWithBackoff(accountKey(account), FAILURE_WINDOW_MS, ACCOUNT_BACKOFF),
      ]);
    },
    async succeed(account) {
      if (account !== undefined) await store.clear(accountKey(account));
    },
  };
}

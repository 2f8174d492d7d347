/**
 * The sign-in throttle (limits and reasons in signInLimits.ts): wrong passwords counted per
 * account (or per trusted device of the account) and per client address, separately. The counts live in the app's limit store
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

/**
 * Who is signing in: the client address, the account named (if any), and the nonce of a device
 * cookie signed for that account (deviceCookie.ts), if the browser brought one.
 */
export interface SignInAttempt {
  address: string;
  account: string | undefined;
  device?: string | undefined;
}

export interface SignInThrottle {
  /** 429 tooManyAttempts, with Retry-After, while the address or the attempt's account count is held back. */
  assertOpen(attempt: SignInAttempt): Promise<void>;
  fail(attempt: SignInAttempt): Promise<void>;
  /** A correct sign-in: clears the count it was held to (the device's or the account's); the address keeps its count. */
  succeed(attempt: SignInAttempt): Promise<void>;
}

const ACCOUNT_BACKOFF: Backoff = { after: ACCOUNT_FAILURES_BEFORE_BACKOFF, firstMs: ACCOUNT_BACKOFF_FIRST_MS, maxMs: ACCOUNT_BACKOFF_MAX_MS };

export function signInThrottle(limitStore: LimitStore, namespace = 'signin'): SignInThrottle {
  const store = namespaced(limitStore, namespace);
  const addressKey = (address: string): string => `address:${address}`;
  // A trusted device has a count of its own, so no one else's failures hold it back; every other
  // client of the account shares the account's count.
  const accountKey = ({ account, device }: SignInAttempt): string | undefined =>
    account === undefined ? undefined : device !== undefined ? `device:${device}` : `account:${account}`;

  return {
    async assertOpen(attempt) {
      const key = accountKey(attempt);
      const [byAddress, byAccount] = await Promise.all([store.get(addressKey(attempt.address)), key === undefined ? undefined : store.get(key)]);
      // The address is held back until its window ends, the account (or device) until its lock ends.
      const waits = [
        byAddress && byAddress.count >= ADDRESS_FAILURES_PER_WINDOW ? msUntil(byAddress, byAddress.resetAt) : undefined,
        byAccount?.locked ? msUntil(byAccount, byAccount.lockedUntil) : undefined,
      ].filter((ms) => ms !== undefined);
      if (waits.length > 0) throw ApiError.tooManyAttempts(Math.max(...waits));
    },
    async fail(attempt) {
      const key = accountKey(attempt);
      await Promise.all([
        store.hit(addressKey(attempt.address), FAILURE_WINDOW_MS),
        key === undefined ? undefined : store.hitWithBackoff(key, FAILURE_WINDOW_MS, ACCOUNT_BACKOFF),
      ]);
    },
    async succeed(attempt) {
      const key = accountKey(attempt);
      if (key !== undefined) await store.clear(key);
    },
  };
}

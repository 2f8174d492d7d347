/**
 * Counts in this process's memory: the default, right for one API process (each process would
 * count its own). Expired keys are dropped when read, and swept when the map grows, so made-up
 * keys (logins, addresses) cannot grow it for ever.
 */
import { backoffMs, type Backoff, type Count, type LimitStore } from './store';

/** Entries kept before expired ones are swept. */
export const SWEEP_AT = 10_000;

export interface MemoryStore extends LimitStore {
  /** Entries held, expired ones not yet swept included (tests check the bound). */
  size(): number;
}

type Entry = Omit<Count, 'locked' | 'readAt'>;

export function memoryStore(now: () => number = () => Date.now()): MemoryStore {
  const entries = new Map<string, Entry>();
  let sweepAt = SWEEP_AT;

  const live = (key: string): Entry | undefined => {
    const e = entries.get(key);
    if (e && e.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = (): void => {
    if (entries.size < sweepAt) return;
    for (const key of [...entries.keys()]) live(key);
    // With many keys still live, the next sweep waits until their number has doubled: a flood
    // of fresh keys then costs a full scan only now and then, not at every hit.
    sweepAt = Math.max(SWEEP_AT, 2 * entries.size);
  };
  const put = (key: string, e: Entry): Count => {
    entries.set(key, e);
    return view(e);
  };
  const view = (e: Entry): Count => {
    const at = now();
    return { ...e, locked: e.lockedUntil > at, readAt: at };
  };

  return {
    async hit(key, windowMs) {
      sweep();
      const e = live(key);
      return put(key, { count: (e?.count ?? 0) + 1, resetAt: e?.resetAt ?? now() + windowMs, lockedUntil: e?.lockedUntil ?? 0 });
    },
    async hitWithBackoff(key, windowMs, backoff: Backoff) {
      sweep();
      const at = now();
      const count = (live(key)?.count ?? 0) + 1;
      const lockedUntil = at + backoffMs(count, backoff);
      return put(key, { count, resetAt: Math.max(at + windowMs, lockedUntil), lockedUntil });
    },
    async get(key) {
      const e = live(key);
      return e && view(e);
    },
    async clear(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}

/**
 * Counts in Redis (REDIS_URL), shared by every API process: a limit of 5 means 5 across all of
 * them, not 5 per process. Each key is one hash {n, reset, lock} under `prefix`; each operation
 * is one round trip (the hits are one Lua script each, so concurrent hits from any process are
 * each counted once). Times come from the app's clock (`now`), passed to the script, so every
 * process and the in-memory store agree on what a window is; Redis's own expiry (PEXPIRE, set to
 * the same instant) only frees the memory of keys nobody hits again.
 *
 * Redis down or failing at a request: the store answers from this process's memory instead
 * (memoryStore, the one-process behaviour) and warns, at most once a minute. Failing closed would
 * turn a Redis outage into nobody signing in anywhere; failing wide open would drop every limit
 * while it lasts. Falling back to per-process counts keeps a limit (multiplied by the number of
 * processes, as before issue 15) and keeps the product up.
 */
import { once } from 'node:events';
import { Redis } from 'ioredis';
import { memoryStore } from './memoryStore';
import type { Backoff, Count, LimitStore } from './store';
import { serverLog } from '../log';

export const DEFAULT_PREFIX = 'edu:limits:';
const WARN_EVERY_MS = 60_000;

/**
 * KEYS[1]; ARGV: now, windowMs, after (-1: a plain hit, fixed window), firstMs, maxMs.
 * Mirrors memoryStore's hit and hitWithBackoff (and store.ts backoffMs). Numbers are written with
 * %d: Lua would otherwise print large ones as 1.7e+12.
 */
const HIT_SCRIPT = `
local now, window, after = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local v = redis.call('HMGET', KEYS[1], 'n', 'reset', 'lock')
local n, reset, lock = tonumber(v[1]) or 0, tonumber(v[2]) or 0, tonumber(v[3]) or 0
if reset <= now then n, reset, lock = 0, 0, 0 end
n = n + 1
if after < 0 then
  if reset == 0 then reset = now + window end
else
  local ms = 0
  if n >= after then ms = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ (n - after)) end
  lock = now + ms
  reset = math.max(now + window, lock)
end
local f = function(x) return string.format('%d', x) end
redis.call('HSET', KEYS[1], 'n', f(n), 'reset', f(reset), 'lock', f(lock))
redis.call('PEXPIRE', KEYS[1], f(reset - now))
return {n, reset, lock}
`;

interface LimitCommands {
  eduLimitHit(key: string, now: number, windowMs: number, after: number, firstMs: number, maxMs: number): Promise<[number, number, number]>;
}

export interface RedisStoreOptions {
  /** A URL gets a client of the store's own (ended by close()); a client passed in stays the caller's. */
  redis: Redis | string;
  /** Start of every key, so tests and several deployments on one Redis keep apart. */
  prefix?: string;
  now?: () => number;
  warn?: (message: string) => void;
}

export interface RedisLimitStore extends LimitStore {
  close(): Promise<void>;
}

export function redisStore(opts: RedisStoreOptions): RedisLimitStore {
  const own = typeof opts.redis === 'string';
  const client = (typeof opts.redis === 'string' ? connect(opts.redis) : opts.redis) as Redis & LimitCommands;
  client.defineCommand('eduLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
  const prefix = opts.prefix ?? DEFAULT_PREFIX;
  const now = opts.now ?? ((): number => Date.now());
  const local = memoryStore(now);
  const warn = opts.warn ?? serverLog.warn;
  let warnedAt = -Infinity;
  const failed = (err: unknown): void => {
    if (now() - warnedAt < WARN_EVERY_MS) return;
    warnedAt = now();
    warn(`Rate limits: Redis failed (${err instanceof Error ? err.message : String(err)}); counting in this process until it answers again.`);
  };
  if (own) client.on('error', failed);
  const connected = own ? firstConnection(client) : Promise.resolve();
  /** Redis first; this process's memory while Redis fails. */
  const either = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      await connected;
      return await remote();
    } catch (err) {
      failed(err);
      return fallback();
    }
  };
  const counted = ([count, resetAt, lockedUntil]: [number, number, number]): Count => {
    const at = now();
    return { count, resetAt, lockedUntil, locked: lockedUntil > at, readAt: at };
  };
  const hit = (key: string, windowMs: number, b?: Backoff): Promise<Count> =>
    client.eduLimitHit(prefix + key, now(), windowMs, b ? b.after : -1, b?.firstMs ?? 0, b?.maxMs ?? 0).then(counted);

  return {
    hit: (key, windowMs) => either(() => hit(key, windowMs), () => local.hit(key, windowMs)),
    hitWithBackoff: (key, windowMs, backoff) => either(() => hit(key, windowMs, backoff), () => local.hitWithBackoff(key, windowMs, backoff)),
    get: (key) =>
      either(
        async () => {
          const [n, reset, lock] = await client.hmget(prefix + key, 'n', 'reset', 'lock');
          if (n === null || Number(reset) <= now()) return undefined;
          return counted([Number(n), Number(reset), Number(lock ?? 0)]);
        },
        () => local.get(key),
      ),
    clear: (key) => either(async () => void (await client.del(prefix + key)), () => local.clear(key)),
    async close() {
      if (own) await client.quit().catch(() => client.disconnect());
    },
  };
}

/**
 * A request must not wait on a Redis that is down: while the connection is not up, commands fail
 * at once (no offline queue; ioredis reconnects in the background) and the request goes on with
 * the fallback. A Redis that is up but does not answer is given a second.
 */
function connect(url: string): Redis {
  return new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000 });
}

/** The first requests after start wait for the connection (a second at most) rather than fall back. */
function firstConnection(client: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000).unref()));
  return Promise.race([once(client, 'ready').then(() => undefined), timeout])
    .catch(() => undefined) // a connection error: the commands fail and fall back
    .finally(() => clearTimeout(timer));
}

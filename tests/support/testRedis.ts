/**
 * The Redis that integration tests share (TEST_REDIS_URL, default 127.0.0.1:6379, as on every
 * machine of this project and in CI): each test file counts under a prefix of its own and deletes
 * its keys when done, so parallel files and other users of that Redis never meet.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A client as another API process would hold: its own connection. */
export function testRedisClient(): Redis {
  return new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
}

export function testPrefix(): string {
  return `test:limits:${process.pid}:${randomBytes(4).toString('hex')}:`;
}

/** Every key under `prefix`. */
export async function keysUnder(client: Redis, prefix: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    found.push(...keys);
    cursor = next;
  } while (cursor !== '0');
  return found;
}

export async function deleteKeysUnder(client: Redis, prefix: string): Promise<void> {
  const keys = await keysUnder(client, prefix);
  if (keys.length > 0) await client.del(...keys);
}

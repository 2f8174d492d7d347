import { describe, expect, it } from 'vitest';
import { HASHING_CONCURRENCY, hashPassword, hashingLoad, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('runs at most HASHING_CONCURRENCY hashings at once and queues the rest', async () => {
    const digest = await hashPassword('secret1');
    const checks = Array.from({ length: HASHING_CONCURRENCY + 4 }, (_, i) => verifyPassword(digest, i === 0 ? 'secret1' : 'wrong'));
    expect(hashingLoad()).toEqual({ running: HASHING_CONCURRENCY, waiting: 4 });
    expect(await Promise.all(checks)).toEqual([true, ...Array.from({ length: HASHING_CONCURRENCY + 3 }, () => false)]);
    expect(hashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});

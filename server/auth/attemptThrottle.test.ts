/** attemptThrottle over several windows: each window counts every attempt, the longest wait is told. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../jsonapi/errors';
import { memoryStore } from '../limits/memoryStore';
import { attemptThrottle } from './attemptThrottle';

async function refusal(check: Promise<void>): Promise<ApiError | undefined> {
  try {
    await check;
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

describe('attemptThrottle', () => {
  const windows = [
    { limit: 2, windowMs: 10_000 },
    { limit: 3, windowMs: 60_000 },
  ];

  it('refuses when the burst window is full and opens again when it ends', async () => {
    let now = 0;
    const throttle = attemptThrottle(memoryStore(() => now), 'test', windows);
    await throttle.fail(['a']);
    await throttle.fail(['a']);
    const refused = await refusal(throttle.assertOpen(['a']));
    expect(refused?.status).toBe(429);
    expect(refused?.headers).toEqual({ 'retry-after': '10' });
    expect(await refusal(throttle.assertOpen(['b']))).toBeUndefined();
    now = 10_000;
    expect(await refusal(throttle.assertOpen(['a']))).toBeUndefined();
  });

  it('refuses past the longer window with its own wait once the burst window has passed', async () => {
    let now = 0;
    const throttle = attemptThrottle(memoryStore(() => now), 'test', windows);
    await throttle.fail(['a']);
    await throttle.fail(['a']);
    now = 15_000;
    await throttle.fail(['a']);
    const refused = await refusal(throttle.assertOpen(['a']));
    // The one-minute window began at 0, so it ends at 60 s: 45 s from now.
    expect(refused?.headers).toEqual({ 'retry-after': '45' });
  });

  it('tells the longest wait when both windows are full', async () => {
    const now = 0;
    const throttle = attemptThrottle(memoryStore(() => now), 'test', [
      { limit: 1, windowMs: 10_000 },
      { limit: 1, windowMs: 60_000 },
    ]);
    await throttle.fail(['a']);
    expect((await refusal(throttle.assertOpen(['a'])))?.headers).toEqual({ 'retry-after': '60' });
  });

  it('counts a lone limit per minute, as every other throttle does', async () => {
    const now = 0;
    const throttle = attemptThrottle(memoryStore(() => now), 'test', 1);
    await throttle.fail(['a']);
    expect((await refusal(throttle.assertOpen(['a'])))?.headers).toEqual({ 'retry-after': '60' });
    await throttle.succeed(['a']);
    expect(await refusal(throttle.assertOpen(['a']))).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { verifiedClaims } from './authenticate';
import { tokenService } from './jwt';

describe('verifiedClaims', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    const tokens = tokenService('a-secret-long-enough-for-hs256', 60);
    const { jwt } = await tokens.sign('7', 2);
    expect(await verifiedClaims(tokens, jwt)).toEqual({ userId: '7', version: 2 });
    vi.setSystemTime(new Date('2026-11-26T08:00:59Z'));
    expect(await verifiedClaims(tokens, jwt)).toEqual({ userId: '7', version: 2 });
    vi.setSystemTime(new Date('2026-11-26T08:01:01Z'));
    expect(await verifiedClaims(tokens, jwt)).toBeNull();
  });

  it('remembers per secret: another service never accepts the token', async () => {
    const { jwt } = await tokenService('first-secret-long-enough-for-hs256').sign('7');
    const first = tokenService('first-secret-long-enough-for-hs256');
    expect(await verifiedClaims(first, jwt)).toEqual({ userId: '7', version: 0 });
    expect(await verifiedClaims(tokenService('other-secret-long-enough-for-hs256'), jwt)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { makeJwt } from '../tests/support/testClient';
import { decodeJwtPayload, isJwtLive, jwtExpiresAt } from './jwt';

const NOW = Date.UTC(2025, 0, 1);

describe('jwt', () => {
  it('decodes the payload without verifying the signature', () => {
    expect(decodeJwtPayload(makeJwt({ sub: '42', exp: 100, name: 'Åsa' }))).toEqual({ sub: '42', exp: 100, name: 'Åsa' });
  });
  it('reads exp as epoch milliseconds', () => {
    expect(jwtExpiresAt(makeJwt({ exp: 1_700_000_000 }))).toBe(1_700_000_000_000);
  });
  it('is live only while exp is in the future', () => {
    expect(isJwtLive(makeJwt({ exp: NOW / 1000 + 60 }), NOW)).toBe(true);
    expect(isJwtLive(makeJwt({ exp: NOW / 1000 - 1 }), NOW)).toBe(false);
    expect(isJwtLive(makeJwt({ exp: NOW / 1000 }), NOW)).toBe(false);
  });
  it('treats tokens without exp and garbage as dead', () => {
    expect(isJwtLive(makeJwt({ sub: '1' }), NOW)).toBe(false);
    expect(isJwtLive(makeJwt({ exp: 'tomorrow' }), NOW)).toBe(false);
    for (const garbage of ['', 'abc', 'a.b.c', 'a.!!!.c', `x.${Buffer.from('[1]').toString('base64url')}.y`]) {
      expect(decodeJwtPayload(garbage)).toBeNull();
      expect(isJwtLive(garbage, NOW)).toBe(false);
    }
  });
});

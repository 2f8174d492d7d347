/**
 * The sign-in throttle as a school and an attacker meet it (server/auth/signInLimits.ts): wrong
 * passwords count per account (tight, with backoff) and per address (loose: a school shares one
 * NAT address), and a success clears only its own account's count. The throttle lives in the
 * process, not the database, so PGlite alone is enough here.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { ACCOUNT_BACKOFF_FIRST_MS, ACCOUNT_FAILURES_BEFORE_BACKOFF, ADDRESS_FAILURES_PER_WINDOW } from '../../server/auth/signInLimits';
import { users } from '../../resources';
import { body, insert, MEDIA, startTestApp, type TestApp } from '../support/testApp';

const API = '/api/v1';
const PASSWORD = 'right-one';

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const password = await hashPassword(PASSWORD);
    for (const name of ['attacker', 'victim', 'late', ...Array.from({ length: 10 }, (_, i) => `teacher${i}`)])
      await insert(t, users, { email: `${name}@school.test`, firstName: name, role: 'admin', password });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  let ipCounter = 0;
  const freshIp = (): string => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  async function signIn(email: string, password: string, ip: string): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: `${API}/user/tokens`,
      remoteAddress: ip,
      headers: { accept: MEDIA, 'content-type': MEDIA },
      payload: JSON.stringify(body('tokens', { email, password })),
    });
    return res.statusCode;
  }

  it('lets a school sign in after many typos at its one address, none locking anyone else out', async () => {
    const school = freshIp();
    for (let round = 0; round < ACCOUNT_FAILURES_BEFORE_BACKOFF - 1; round++)
      for (let i = 0; i < 10; i++) expect(await signIn(`teacher${i}@school.test`, `typo${round}`, school)).toBe(404);
    for (let i = 0; i < 10; i++) expect(await signIn(`teacher${i}@school.test`, PASSWORD, school)).toBe(201);
    expect(await signIn('late@school.test', PASSWORD, school)).toBe(201);
  });

  it('backs an account off after a few wrong passwords, from any address, though its guesser signs into their own between guesses', async () => {
    const attacker = freshIp();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) {
      expect(await signIn('victim@school.test', `guess${i}`, attacker)).toBe(404);
      expect(await signIn('attacker@school.test', PASSWORD, attacker)).toBe(201);
    }
    expect(await signIn('victim@school.test', PASSWORD, attacker)).toBe(429);
    expect(await signIn('victim@school.test', PASSWORD, freshIp())).toBe(429);
    // Only that account: the guesser's own and everyone else's still open.
    expect(await signIn('attacker@school.test', PASSWORD, attacker)).toBe(201);
    expect(await signIn('late@school.test', PASSWORD, freshIp())).toBe(201);
  });

  it('lets the owner in once the backoff has passed, and doubles it for the next failure', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3_600_000 });
    const ip = freshIp();
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) expect(await signIn('teacher9@school.test', `x${i}`, ip)).toBe(404);
    expect(await signIn('teacher9@school.test', PASSWORD, ip)).toBe(429);
    vi.setSystemTime(Date.now() + ACCOUNT_BACKOFF_FIRST_MS + 1000);
    expect(await signIn('teacher9@school.test', 'one-more-wrong', ip)).toBe(404);
    vi.setSystemTime(Date.now() + ACCOUNT_BACKOFF_FIRST_MS + 1000);
    expect(await signIn('teacher9@school.test', PASSWORD, ip)).toBe(429);
    vi.setSystemTime(Date.now() + ACCOUNT_BACKOFF_FIRST_MS);
    expect(await signIn('teacher9@school.test', PASSWORD, ip)).toBe(201);
  });

  it('stops one address guessing at many accounts, whatever its own successful sign-ins', async () => {
    const attacker = freshIp();
    for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i++) {
      expect(await signIn(`nobody${i}@school.test`, 'guess', attacker)).toBe(404);
      if (i % 9 === 8) expect(await signIn('attacker@school.test', PASSWORD, attacker)).toBe(201);
    }
    expect(await signIn('nobody-else@school.test', 'guess', attacker)).toBe(429);
    expect(await signIn('attacker@school.test', PASSWORD, attacker)).toBe(429);
    expect(await signIn('attacker@school.test', PASSWORD, freshIp())).toBe(201);
  }, 120_000); // hundreds of argon2 verifications, one at a time on a shared machine
});

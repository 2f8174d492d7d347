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
import { DEVICE_COOKIE } from '../../server/auth/deviceCookie';
import { body, insert, MEDIA, startTestApp, type TestApp } from '../support/testApp';

const API = '/api/v1';
const PASSWORD = 'right-one';

describe('sign-in throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite');
    const password = await hashPassword(PASSWORD);
    for (const name of ['attacker', 'victim', 'late', 'owner', 'owner2', ...Array.from({ length: 10 }, (_, i) => `teacher${i}`)])
      await insert(t, users, { email: `${name}@school.test`, firstName: name, role: 'admin', password });
  });
  afterAll(async () => t.close());
  afterEach(() => vi.useRealTimers());

  let ipCounter = 0;
  const freshIp = (): string => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  async function signInAnswer(email: string, password: string, ip: string, cookie?: string) {
    return t.app.inject({
      method: 'POST',
      url: `${API}/user/tokens`,
      remoteAddress: ip,
      headers: { accept: MEDIA, 'content-type': MEDIA, ...(cookie ? { cookie } : {}) },
      payload: JSON.stringify(body('tokens', { email, password })),
    });
  }
  async function signIn(email: string, password: string, ip: string, cookie?: string): Promise<number> {
    return (await signInAnswer(email, password, ip, cookie)).statusCode;
  }
  /** Signs in with the right password and gives back the device cookie, as the browser would send it. */
  async function deviceCookie(email: string, ip: string): Promise<string> {
    const res = await signInAnswer(email, PASSWORD, ip);
    expect(res.statusCode).toBe(201);
    const set = String(res.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE}=[^;]+; Path=/api/v1/user/tokens; Max-Age=\\d+; HttpOnly; SameSite=Strict$`));
    expect(set).not.toContain(email);
    return set.split(';')[0]!;
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

  describe('with the device cookie of a browser its owner signed in from', () => {
    it('lets the owner in from their own browser while an attacker has the account backed off', async () => {
      const home = freshIp();
      const cookie = await deviceCookie('owner@school.test', home);
      const attacker = freshIp();
      for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF + 3; i++) await signIn('owner@school.test', `guess${i}`, attacker);
      expect(await signIn('owner@school.test', PASSWORD, attacker)).toBe(429);
      // Without the cookie, a new browser of the owner's is held back like the attacker...
      expect(await signIn('owner@school.test', PASSWORD, home)).toBe(429);
      // ...with it, the owner signs in, from home or from anywhere else.
      expect(await signIn('owner@school.test', PASSWORD, home, cookie)).toBe(201);
      expect(await signIn('owner@school.test', PASSWORD, freshIp(), cookie)).toBe(201);
    });

    it('trusts a cookie only for the account it was signed for, and only as signed', async () => {
      const cookie = await deviceCookie('owner2@school.test', freshIp());
      const attacker = freshIp();
      for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) await signIn('victim@school.test', `again${i}`, attacker);
      expect(await signIn('victim@school.test', PASSWORD, freshIp(), cookie)).toBe(429);
      const [name, value] = cookie.split('=') as [string, string];
      const tampered = `${name}=${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`;
      for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) await signIn('owner2@school.test', `nope${i}`, attacker);
      expect(await signIn('owner2@school.test', PASSWORD, freshIp(), tampered)).toBe(429);
      expect(await signIn('owner2@school.test', PASSWORD, freshIp(), cookie)).toBe(201);
    });

    it('still slows guessing through a stolen cookie: the device backs off on its own count', async () => {
      const cookie = await deviceCookie('teacher8@school.test', freshIp());
      const ip = freshIp();
      for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) expect(await signIn('teacher8@school.test', `stolen${i}`, ip, cookie)).toBe(404);
      expect(await signIn('teacher8@school.test', PASSWORD, ip, cookie)).toBe(429);
      // The device's failures are its own: other clients of the account are not held back by them.
      expect(await signIn('teacher8@school.test', PASSWORD, freshIp())).toBe(201);
    });
  });
});

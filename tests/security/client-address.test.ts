/**
 * Whose address a throttle counts (TRUST_PROXY, server/network/trustProxy.ts), and the 429's
 * Retry-After. Behind a balancer every request comes from the balancer: trusting its
 * X-Forwarded-For keeps each school to its own count; trusting nobody's keeps a client from
 * choosing its own address by writing the header. The throttles live in the process: PGlite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { ACCOUNT_BACKOFF_FIRST_MS, ACCOUNT_FAILURES_BEFORE_BACKOFF } from '../../server/auth/signInLimits';
import { LOGIN_FAILURES_PER_MINUTE } from '../../domain/constants';
import { parseTrustProxy, type TrustProxy } from '../../server/network/trustProxy';
import { users } from '../../resources';
import { body, insert, MEDIA, startTestApp, type TestApp } from '../support/testApp';

const API = '/api/v1';
const BALANCER = '10.0.0.5';
const RESET_WINDOW_S = 60;

/** An app that trusts `trustProxy`, and a reset-link guess arriving from `socket` with `forwarded` in X-Forwarded-For. */
function appTrusting(trustProxy: TrustProxy) {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { trustProxy });
    await insert(t, users, { email: 'owner@school.test', firstName: 'Owner', role: 'admin', password: await hashPassword('right-one') });
  });
  afterAll(async () => t.close());
  const guessLink = (socket: string, forwarded?: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API}/user/reset_password`,
      remoteAddress: socket,
      headers: { accept: MEDIA, 'content-type': MEDIA, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) },
      payload: JSON.stringify(body('users', { token: 'guess', password: 'newpass9', password_confirmation: 'newpass9' })),
    });
  const signIn = (socket: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/user/tokens`,
      remoteAddress: socket,
      headers: { accept: MEDIA, 'content-type': MEDIA },
      payload: JSON.stringify(body('tokens', { email: 'owner@school.test', password })),
    });
  return { guessLink, signIn };
}

describe('TRUST_PROXY unset: X-Forwarded-For is nobody’s word', () => {
  const { guessLink } = appTrusting(false);

  it('counts a client that forges a new X-Forwarded-For each time as the one address it is', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await guessLink('10.9.0.1', `203.0.113.${i}`)).statusCode).toBe(422);
    const refused = await guessLink('10.9.0.1', '203.0.113.200');
    expect(refused.statusCode).toBe(429);
    // Retry-After in whole seconds, no longer than the window, and the same figure in the error's meta.
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(RESET_WINDOW_S);
    expect(JSON.parse(refused.body).errors[0]).toMatchObject({ status: '429', meta: { error_identifier: 'tooManyAttempts', retry_after_seconds: seconds } });
    expect((await guessLink('10.9.0.2')).statusCode).toBe(422);
  });
});

describe('TRUST_PROXY set to the balancer: each school counts on its own', () => {
  const { guessLink } = appTrusting(parseTrustProxy(`${BALANCER},10.1.0.0/16`));

  it('keeps one school’s mistakes from refusing the others behind the same balancer', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await guessLink(BALANCER, '198.51.100.7')).statusCode).toBe(422);
    expect((await guessLink(BALANCER, '198.51.100.7')).statusCode).toBe(429);
    for (let school = 1; school <= 12; school++) expect((await guessLink(BALANCER, `198.51.100.${100 + school}`)).statusCode).toBe(422);
  });

  it('believes the header only from the trusted proxies: a client writing it directly is still its own address', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await guessLink('192.0.2.9', `198.51.100.${i + 30}`)).statusCode).toBe(422);
    expect((await guessLink('192.0.2.9', '198.51.100.60')).statusCode).toBe(429);
  });

  it('takes the address the trusted chain saw: a forged entry before it changes nothing', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await guessLink(BALANCER, `203.0.113.${i}, 198.51.100.77, 10.1.4.4`)).statusCode).toBe(422);
    expect((await guessLink(BALANCER, '198.51.100.77')).statusCode).toBe(429);
  });
});

describe('TRUST_PROXY as a hop count', () => {
  const { guessLink } = appTrusting(parseTrustProxy('1'));

  it('takes the address the one proxy in front saw, whatever the client wrote before it', async () => {
    for (let i = 0; i < LOGIN_FAILURES_PER_MINUTE; i++) expect((await guessLink(BALANCER, `203.0.113.${i}, 198.51.100.88`)).statusCode).toBe(422);
    expect((await guessLink(BALANCER, '198.51.100.88')).statusCode).toBe(429);
    expect((await guessLink(BALANCER, '198.51.100.89')).statusCode).toBe(422);
  });
});

describe('Retry-After on a locked account', () => {
  const { signIn } = appTrusting(false);

  it('says how long the account’s lock lasts', async () => {
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_BACKOFF; i++) expect((await signIn('10.9.1.1', `guess${i}`)).statusCode).toBe(404);
    const refused = await signIn('10.9.1.2', 'right-one');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(Math.ceil(ACCOUNT_BACKOFF_FIRST_MS / 1000));
  });
});

describe('TRUST_PROXY values', () => {
  it('reads nobody, hop counts, and lists of addresses and networks', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy(' ')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('10.0.0.5, 10.1.0.0/16 ,::1,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8']);
    const twoHops = parseTrustProxy('2');
    expect(typeof twoHops === 'function' && [0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it('refuses what it cannot read, naming it, rather than trusting everyone', () => {
    for (const wrong of ['true', '*', '10.0.0.300', '10.0.0.0/33', 'balancer.internal', '::1/129', ','])
      expect(() => parseTrustProxy(wrong), wrong).toThrow(/TRUST_PROXY must be a number of proxies/);
  });
});

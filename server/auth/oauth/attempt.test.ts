import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attemptCookies } from './attempt';

const options = { secret: 'one-secret-for-every-process', pathPrefix: '/api/v1/user/oauth', secure: false };
/** What the browser sends back: the cookie's name=value, beside another cookie. */
const cookieHeader = (setCookie: string): string => `theme=dark; ${setCookie.split(';')[0] ?? ''}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('single sign-on attempt cookies', () => {
  it('are opened by any process sharing the secret, with the state, nonce and verifier drawn at the start', async () => {
    const { attempt, codeChallenge, setCookie } = await attemptCookies(options).start('microsoft');
    expect(attempt.state).toMatch(/^microsoft\.[\w-]{40,}$/);
    expect(codeChallenge).toBe(createHash('sha256').update(attempt.codeVerifier).digest('base64url'));
    const otherProcess = attemptCookies(options);
    expect(await otherProcess.open('microsoft', cookieHeader(setCookie))).toEqual(attempt);
  });

  it('open to nothing when absent, altered, made with another secret, or for another provider', async () => {
    const cookies = attemptCookies(options);
    const { setCookie } = await cookies.start('google');
    const header = cookieHeader(setCookie);
    expect(await cookies.open('google', undefined)).toBeNull();
    expect(await cookies.open('google', 'theme=dark')).toBeNull();
    expect(await cookies.open('mylogin', header)).toBeNull();
    expect(await attemptCookies({ ...options, secret: 'another-deployment' }).open('google', header)).toBeNull();
    const value = header.split('sso_attempt=')[1] ?? '';
    const altered = `${value.slice(0, -3)}${value.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    expect(await cookies.open('google', `sso_attempt=${altered}`)).toBeNull();
  });

  it('last ten minutes', async () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
    const cookies = attemptCookies(options);
    const { setCookie } = await cookies.start('google');
    vi.setSystemTime(new Date('2026-03-02T09:09:00Z'));
    expect(await cookies.open('google', cookieHeader(setCookie))).not.toBeNull();
    vi.setSystemTime(new Date('2026-03-02T09:10:01Z'));
    expect(await cookies.open('google', cookieHeader(setCookie))).toBeNull();
  });

  it('are HttpOnly, SameSite=Lax, scoped to their provider’s callback, and Secure on https', async () => {
    const { setCookie } = await attemptCookies({ ...options, secure: true }).start('mylogin');
    expect(setCookie).toMatch(/^sso_attempt=[\w.-]+; Path=\/api\/v1\/user\/oauth\/mylogin; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    expect(attemptCookies(options).clear('google')).toBe('sso_attempt=; Path=/api/v1/user/oauth/google; Max-Age=0; HttpOnly; SameSite=Lax');
  });
});

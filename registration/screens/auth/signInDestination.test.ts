import { describe, expect, it } from 'vitest';
import { isSameSitePath, signInDestination } from './signInDestination';

describe('where sign-in leads', () => {
  it('follows a path of this app with the router', () => {
    expect(signInDestination('/sign-up/plan?x=1', 'T')).toEqual({ route: '/sign-up/plan?x=1' });
    // Webinar links from mails come back to their page inside this app.
    expect(signInDestination('/meetings/join/5.abc_-X/book', 'T')).toEqual({ route: '/meetings/join/5.abc_-X/book' });
    expect(signInDestination('/meetings/reschedule/5.abc/complete', 'T')).toEqual({ route: '/meetings/reschedule/5.abc/complete' });
  });

  it('loads the other apps of the site rather than routing to them', () => {
    expect(signInDestination('/app/lessons', 'T')).toEqual({ leave: '/app/lessons' });
    expect(signInDestination('/student', 'T')).toEqual({ leave: '/student' });
    // Only whole path segments name another app.
    expect(signInDestination('/applications', 'T')).toEqual({ route: '/applications' });
  });

  it('enters the shell with the token when there is no usable redirect', () => {
    for (const redirect of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', '/\t/evil.test', 'sign-up'])
      expect(signInDestination(redirect, 'a.b.c')).toEqual({ leave: '/app/?jwt=a.b.c' });
  });

  it('accepts only same-site paths', () => {
    expect(isSameSitePath('/welcome')).toBe(true);
    expect(isSameSitePath('//welcome')).toBe(false);
    expect(isSameSitePath('javascript:alert(1)')).toBe(false);
  });
});

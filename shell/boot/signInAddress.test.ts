import { describe, expect, it } from 'vitest';
import { moveToSignIn, pageAfterSignIn, type HistoryLike } from './signInAddress';

function fakeHistory(): HistoryLike & { calls: { state: unknown; url: string | null | undefined }[] } {
  const calls: { state: unknown; url: string | null | undefined }[] = [];
  return {
    state: null,
    calls,
    replaceState(state, _unused, url) {
      this.state = state;
      calls.push({ state, url });
    },
  };
}

describe('moveToSignIn and pageAfterSignIn', () => {
  it('sends a console page to /app/login and leads back to it, query included, after signing in', () => {
    const history = fakeHistory();
    moveToSignIn({ pathname: '/app/organizations/3', search: '?tab=teachers' }, history);
    expect(history.calls).toEqual([{ state: { usr: { nextPathname: '/app/organizations/3', nextSearch: '?tab=teachers' } }, url: '/app/login' }]);
    expect(pageAfterSignIn(history.state)).toBe('/app/organizations/3?tab=teachers');
  });

  it('leaves the sign-in page as it is (its ?reason= stays) and leads to the console home', () => {
    const history = fakeHistory();
    moveToSignIn({ pathname: '/app/login', search: '?reason=subscriptionExpired' }, history);
    expect(history.calls).toEqual([]);
    expect(pageAfterSignIn(history.state)).toBe('/app/');
  });

  it('remembers no page outside the console, and reads the page react-admin remembered on a reload', () => {
    const history = fakeHistory();
    moveToSignIn({ pathname: '/elsewhere', search: '' }, history);
    expect(history.calls).toEqual([{ state: null, url: '/app/login' }]);
    expect(pageAfterSignIn({ usr: { nextPathname: '/app/users', nextSearch: '' }, key: 'x', idx: 0 })).toBe('/app/users');
    expect(pageAfterSignIn({ usr: { nextPathname: 42 } })).toBe('/app/');
  });
});

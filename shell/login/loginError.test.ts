import { describe, expect, it } from 'vitest';
import { loginErrorKey, logoutReasonKey } from './loginError';

describe('loginErrorKey', () => {
  it('shows the key the auth provider rejected with, nothing for an empty message, else the generic one', () => {
    expect(loginErrorKey(new Error('auth.errors.incorrectCredentials'))).toBe('auth.errors.incorrectCredentials');
    expect(loginErrorKey(new Error('errors.api.noConnection'))).toBe('errors.api.noConnection');
    expect(loginErrorKey(new Error(''))).toBeNull();
    expect(loginErrorKey(new Error('Failed to fetch'))).toBe('auth.errors.checkCorrectly');
    expect(loginErrorKey('boom')).toBe('auth.errors.checkCorrectly');
  });
});

describe('logoutReasonKey', () => {
  it('says why an auto-logout happened, and nothing for an unknown reason from the address', () => {
    expect(logoutReasonKey('subscriptionExpired')).toBe('auth.errors.subscriptionExpired');
    expect(logoutReasonKey('ra.auth.logout')).toBeNull();
    expect(logoutReasonKey(null)).toBeNull();
  });
});

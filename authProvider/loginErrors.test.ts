import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './loginErrors';

describe('loginErrorMessage (seed section 8)', () => {
  it.each([
    [401, 'auth.errors.subscriptionExpired'],
    [404, 'auth.errors.incorrectCredentials'],
    [422, 'auth.errors.loginNotAllowed'],
    [429, 'auth.errors.tooManyAttempts'],
    [470, ''],
    [0, 'errors.api.noConnection'],
    [400, 'auth.errors.checkCorrectly'],
    [500, 'auth.errors.checkCorrectly'],
  ])('status %i → %j', (status, message) => {
    expect(loginErrorMessage(status)).toBe(message);
  });
});

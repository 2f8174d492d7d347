/**
 * Seed section 4's auto-logout (an ended trial): the message checkAuth rejects with, and the
 * reason the logout tells the sign-in page (`?reason=`; its own alert says so, as the console's
 * toasts are not on the sign-in page), naming an `auth.errors.*` message. Apart from
 * createAuthProvider.ts so the light sign-in screen reads it without loading the provider.
 */
export const AUTO_LOGOUT_MESSAGE = 'auth.errors.subscriptionExpired';
export const AUTO_LOGOUT_REASON = 'subscriptionExpired';

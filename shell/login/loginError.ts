/**
 * The i18n key to show for a failed sign-in. The authProvider rejects with the key as the
 * message (`auth.errors.*`, `errors.api.noConnection`); an empty message (status 470) shows nothing.
 */
import { AUTO_LOGOUT_REASON } from '../../authProvider/autoLogout';

export const FALLBACK_LOGIN_ERROR = 'auth.errors.checkCorrectly';

export function loginErrorKey(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (message === '') return null;
    if (typeof message === 'string' && /^(auth|errors)\.[\w.]+$/.test(message)) return message;
  }
  return FALLBACK_LOGIN_ERROR;
}

/** Reasons a logout may give the sign-in page (`?reason=`), each an `auth.errors.*` message; others are ignored. */
const LOGOUT_REASONS: readonly string[] = [AUTO_LOGOUT_REASON];

export function logoutReasonKey(reason: string | null): string | null {
  return reason !== null && LOGOUT_REASONS.includes(reason) ? `auth.errors.${reason}` : null;
}

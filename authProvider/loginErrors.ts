/**
 * Sign-in failure messages by status (seed section 8). 470 deliberately has no text: the server
 * uses it for accounts whose sign-in is handled elsewhere, and the page shows nothing.
 */
import { NO_CONNECTION_MESSAGE } from '../dataProvider/messageKeys';

const BY_STATUS: Record<number, string> = {
  0: NO_CONNECTION_MESSAGE,
  401: 'auth.errors.subscriptionExpired',
  404: 'auth.errors.incorrectCredentials',
  422: 'auth.errors.loginNotAllowed',
  429: 'auth.errors.tooManyAttempts',
  470: '',
};

export const CHECK_CORRECTLY_MESSAGE = 'auth.errors.checkCorrectly';

export function loginErrorMessage(status: number): string {
  return BY_STATUS[status] ?? CHECK_CORRECTLY_MESSAGE;
}

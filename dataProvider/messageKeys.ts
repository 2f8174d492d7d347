/**
 * The i18n keys of seed section 8's default messages. Apart from errorMessages.ts (which loads
 * the English error texts and the resource definitions) so the console's light sign-in screen
 * can name a lost connection without loading them.
 */
export const DEFAULT_MESSAGE = 'errors.api.default';
export const FORBIDDEN_MESSAGE = 'errors.api.forbidden';
export const NOT_FOUND_MESSAGE = 'errors.api.notFound';
export const NO_CONNECTION_MESSAGE = 'errors.api.noConnection';

/**
 * Which language a mail is written in: the user locale the client sent with the request that
 * causes the mail (seed section 7's user-locale header, `X-User-Locale`), else the first of the
 * recipient's stored languages that the mails are written in, else English.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { LOCALES } from '../../domain/constants';
import type { MailLocale } from '../../i18n/mail';

export const USER_LOCALE_HEADER = 'x-user-locale';

/** `fi`, `fi-FI` and `FI` are Finnish; anything not written in is no choice at all. */
function supported(value: unknown): MailLocale | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === primary);
}

/** The locale the request asks for, if it names one the mails are written in. */
export function requestedLocale(headers: IncomingHttpHeaders): MailLocale | undefined {
  return supported(headers[USER_LOCALE_HEADER]);
}

export function mailLocale(requested: MailLocale | undefined, storedLanguages?: unknown): MailLocale {
  if (requested) return requested;
  const stored = Array.isArray(storedLanguages) ? storedLanguages.map(supported).find((l) => l !== undefined) : undefined;
  return stored ?? 'en';
}

/**
 * Which language a mail is written in: the language the request that causes the mail asks for
 * (seed section 7's user-locale header, `X-User-Locale`, else the browser's `Accept-Language`),
 * else the recipient's stored one (the language they chose, or signed up in, then the languages
 * they speak) that the mails are written in, else English.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { LOCALES } from '../../domain/constants';
import type { MailLocale } from '../../i18n/mail';
import { rankedLanguages } from '../acceptHeader';

export const USER_LOCALE_HEADER = 'x-user-locale';

/** `fi`, `fi-FI` and `FI` are Finnish; anything not written in is no choice at all. */
function supported(value: unknown): MailLocale | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((l) => l === primary);
}

/** The most preferred language of an Accept-Language header that the product has, if any. */
function acceptedLocale(header: string | string[] | undefined): MailLocale | undefined {
  return rankedLanguages(header)
    .map(supported)
    .find((l) => l !== undefined);
}

/** The locale the request asks for (X-User-Locale, else Accept-Language), if it names one the product has. */
export function requestedLocale(headers: IncomingHttpHeaders): MailLocale | undefined {
  return supported(headers[USER_LOCALE_HEADER]) ?? acceptedLocale(headers['accept-language']);
}

/** A user's stored languages, most wanted first: the one they chose (or signed up in), then those they speak. */
export function storedLanguages(user: { locale?: unknown; languages?: unknown }): unknown[] {
  return [user.locale, ...(Array.isArray(user.languages) ? (user.languages as unknown[]) : [])];
}

export function mailLocale(requested: MailLocale | undefined, storedLanguages?: unknown): MailLocale {
  if (requested) return requested;
  const stored = Array.isArray(storedLanguages) ? storedLanguages.map(supported).find((l) => l !== undefined) : undefined;
  return stored ?? 'en';
}

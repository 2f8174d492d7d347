/**
 * How every screen writes a date, in the interface language (seed 9: day/month/year, English
 * dates in en-GB). One home, so the same kind of date reads the same on every page — a day
 * "26/11/2026" (fi "26.11.2026"), a moment "26/11/2026, 02:42" — and never in English on a
 * Finnish screen. Pure: screens get it bound to their language from `shell/generator/useDates.ts`.
 */

/** The Intl locale of an interface language: English is written as en-GB (seed 9). */
export const intlLocale = (locale: string): string => (locale.split('-')[0] === 'en' ? 'en-GB' : locale);

/** The kinds of date the screens show. */
export const DATE_STYLES = {
  /** A calendar day: 26/11/2026. */
  day: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** A moment: 26/11/2026, 02:42. */
  moment: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  /** A day named in words, for release notes: 19 October 2026. */
  longDay: { day: 'numeric', month: 'long', year: 'numeric' },
  /** A day of a week's chart: Mon 24/11. */
  weekday: { weekday: 'short', day: '2-digit', month: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type DateStyle = keyof typeof DATE_STYLES;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date (ISO day `2026-11-26`, timestamp string or Date) in the given style and language, or
 * undefined when there is none or it cannot be read. A bare day is the server's calendar day, so
 * it is written in UTC (no zone moves it to the day before); a moment in the reader's zone unless
 * `timeZone` says otherwise.
 */
export function formatDate(value: unknown, locale: string, style: DateStyle = 'day', timeZone?: string): string | undefined {
  const bareDay = typeof value === 'string' && DAY_ONLY.test(value);
  const date = value instanceof Date ? value : typeof value === 'string' && value !== '' ? new Date(bareDay ? `${value}T00:00:00Z` : value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const zone = timeZone ?? (bareDay ? 'UTC' : undefined);
  return new Intl.DateTimeFormat(intlLocale(locale), { ...DATE_STYLES[style], ...(zone ? { timeZone: zone } : {}) }).format(date);
}

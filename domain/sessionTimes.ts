/**
 * How a webinar session's time is written, on the pages (in the viewer's zone) and in mails (in
 * the meeting's zone): day/month/year, 24-hour or the locale's clock, and the zone's name, so
 * nobody has to guess which 10:00 is meant (issue 13). English is written as en-GB (seed 9).
 */
import { intlLocale } from './dates';

const zoneOption = (timeZone: string | undefined): { timeZone?: string } => (timeZone ? { timeZone } : {});

export function formatSessionDate(date: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric', ...zoneOption(timeZone) }).format(date);
}

export function formatSessionTime(date: Date, locale: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', ...zoneOption(timeZone) }).format(date);
}

/**
 * The zone's name at that date (summer time differs), as the locale writes it: long "British Summer
 * Time", short "BST" (or "GMT+2" where a locale has no abbreviation).
 */
export function timeZoneName(date: Date, locale: string, timeZone?: string, style: 'long' | 'short' = 'long'): string {
  const parts = new Intl.DateTimeFormat(intlLocale(locale), { timeZoneName: style, ...zoneOption(timeZone) }).formatToParts(date);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone ?? '';
}

/** `14:00 – 15:00 British Summer Time` */
export function formatSessionSpan(start: Date, end: Date, locale: string, timeZone?: string): string {
  return `${formatSessionTime(start, locale, timeZone)} – ${formatSessionTime(end, locale, timeZone)} ${timeZoneName(start, locale, timeZone)}`;
}

/** True for an IANA zone name this runtime knows ("Europe/Helsinki"). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

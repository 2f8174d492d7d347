/**
 * The shared date formatter (domain/dates.ts) bound to the interface language, so a screen's
 * dates change with the language menu like its words do.
 */
import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDate, intlLocale, type DateStyle } from '../../domain/dates';

export type FormatDate = (value: unknown, style?: DateStyle, timeZone?: string) => string | undefined;

export function useFormatDate(): FormatDate {
  const [locale] = useLocaleState();
  return useCallback<FormatDate>((value, style, timeZone) => formatDate(value, locale, style, timeZone), [locale]);
}

/** The Intl locale of the interface language (en → en-GB), for react-admin fields and calendars. */
export function useIntlLocale(): string {
  const [locale] = useLocaleState();
  return intlLocale(locale);
}

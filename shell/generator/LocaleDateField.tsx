/**
 * react-admin's DateField in the interface language, written as every custom page writes dates
 * (domain/dates.ts): a day 26/11/2026, a moment 26/11/2026, 02:42 (fi 26.11.2026 klo 02.42).
 * A component, not a locale fixed at start-up, so the list follows the language menu.
 */
import type { ReactElement } from 'react';
import { DateField, type DateFieldProps } from 'react-admin';
import { DATE_STYLES } from '../../domain/dates';
import { useIntlLocale } from './useDates';

export function LocaleDateField({ showTime = false, ...props }: Omit<DateFieldProps, 'locales' | 'options'>): ReactElement {
  const locale = useIntlLocale();
  return <DateField {...props} showTime={showTime} locales={locale} options={showTime ? DATE_STYLES.moment : DATE_STYLES.day} />;
}

/** Dates and times of lessons, day/month/year (seed 9: English dates in en-gb). */
export const DATE_LOCALE = 'en-GB';

export function formatDateTime(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toLocaleString(DATE_LOCALE, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/**
 * Dates on the school's pages read day/month/year (en-gb), whatever the interface language: the
 * issue asks for it, and a school in Finland or the UK reads 03/04/2026 the same way.
 */
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });

/** `2026-04-03` (or a full ISO timestamp) → `03/04/2026`; anything unreadable is shown as given. */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : DAY_MONTH_YEAR.format(date);
}

/**
 * The days of a month calendar (seed 2.6, 9): weeks start on Monday, 7 columns, leading and
 * trailing blanks so the first day falls under its weekday. Dates are 'yyyy-MM-dd' strings.
 */
import { addDays, endOfMonth, format, startOfMonth, startOfWeek } from 'date-fns';

export type CalendarCell = { date: string; day: number } | null;

export const WEEK_STARTS_ON = 1;

export function monthCells(month: Date): CalendarCell[][] {
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const lead = (first.getDay() - WEEK_STARTS_ON + 7) % 7;
  const cells: CalendarCell[] = Array.from({ length: lead }, () => null);
  for (let d = first; d <= last; d = addDays(d, 1)) cells.push({ date: format(d, 'yyyy-MM-dd'), day: d.getDate() });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Monday to Sunday, for the header row. */
export function weekdayDates(): Date[] {
  const monday = startOfWeek(new Date(2024, 0, 3), { weekStartsOn: WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/**
 * The days each view of the console's session calendar shows, and how Back and Next move it
 * (issue 27: month, week, work week, day and agenda). Days are the viewer's local days, weeks
 * start on Monday (the product's schools are in Europe), and every date is a local midnight.
 * Pure: the caller passes the day to start from.
 */
export const CALENDAR_VIEWS = ['month', 'week', 'work_week', 'day', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How many days the agenda lists from its first day (not stated in the seed). */
export const AGENDA_DAYS = 30;

export interface CalendarRange {
  /** Every day the view shows, in order. */
  days: Date[];
  first: Date;
  last: Date;
}

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The Monday on or before the day. */
function mondayOf(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

function daysFrom(first: Date, count: number): Date[] {
  return Array.from({ length: count }, (_, i) => addDays(first, i));
}

function range(days: Date[]): CalendarRange {
  return { days, first: days[0]!, last: days[days.length - 1]! };
}

/** The days `view` shows around `anchor`: the month's whole weeks, the week, its five school days, the day, or the agenda's days. */
export function rangeOf(view: CalendarView, anchor: Date): CalendarRange {
  const day = startOfDay(anchor);
  switch (view) {
    case 'month': {
      const first = mondayOf(new Date(day.getFullYear(), day.getMonth(), 1));
      const lastOfMonth = new Date(day.getFullYear(), day.getMonth() + 1, 0);
      const weeks = Math.ceil((Math.round((lastOfMonth.getTime() - first.getTime()) / 86_400_000) + 1) / 7);
      return range(daysFrom(first, weeks * 7));
    }
    case 'week':
      return range(daysFrom(mondayOf(day), 7));
    case 'work_week':
      return range(daysFrom(mondayOf(day), 5));
    case 'day':
      return range([day]);
    case 'agenda':
      return range(daysFrom(day, AGENDA_DAYS));
  }
}

/** The day Back (-1) or Next (1) moves to: a month, a week, a day or the agenda's length. */
export function stepFrom(view: CalendarView, anchor: Date, direction: 1 | -1): Date {
  const day = startOfDay(anchor);
  switch (view) {
    case 'month':
      return new Date(day.getFullYear(), day.getMonth() + direction, 1);
    case 'week':
    case 'work_week':
      return addDays(day, 7 * direction);
    case 'day':
      return addDays(day, direction);
    case 'agenda':
      return addDays(day, AGENDA_DAYS * direction);
  }
}

/** A local day as yyyy-MM-dd: the key sessions are grouped under. */
export function dayKey(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The UTC days to ask the server for (its start_date and end_date filters are UTC days): one more
 * each side, so a session late or early in a local day west or east of UTC is not missed.
 */
export function serverWindow(r: CalendarRange): { startDate: string; endDate: string } {
  const utc = (d: Date): string => d.toISOString().slice(0, 10);
  return { startDate: utc(addDays(r.first, -1)), endDate: utc(addDays(r.last, 2)) };
}

/**
 * Webinar sessions from a schedule: a local start date and time in a time zone, repeated
 * weekly, fortnightly or monthly, never on a holiday. Pure, so the console can preview what the
 * server will create.
 */
import type { MEETING_RECURRENCES } from './constants';

export type Recurrence = (typeof MEETING_RECURRENCES)[number];

export interface Schedule {
  startDate: string; // yyyy-MM-dd
  startTime: string; // HH:mm, local to the time zone
  timezone: string;
  recurrence: Recurrence;
  count: number;
  durationMinutes: number;
}

export interface Session {
  start: Date;
  end: Date;
}

/** The UTC offset of a zone at an instant, in minutes (Europe/London in summer: 60). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/** The instant at which a zone's wall clock shows the given local date and time. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset across a daylight-saving change.
  let guess = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  guess = wall - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

function addToDate(date: string, recurrence: Recurrence, step: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  if (recurrence === 'monthly') {
    // The same day of the month, or the month's last day when it has fewer days.
    const last = new Date(Date.UTC(y, m - 1 + step + 1, 0)).getUTCDate();
    return new Date(Date.UTC(y, m - 1 + step, Math.min(d, last))).toISOString().slice(0, 10);
  }
  const days = recurrence === 'weekly' ? 7 : recurrence === 'fortnightly' ? 14 : 0;
  return new Date(Date.UTC(y, m - 1, d + days * step)).toISOString().slice(0, 10);
}

/**
 * The days no webinar is held on, as the local month and day (seed section 9: New Year's Day and
 * Christmas Day). A series skips them and still has its number of sessions.
 */
export const HOLIDAYS: readonly string[] = ['01-01', '12-25'];
export const isHoliday = (date: string): boolean => HOLIDAYS.includes(date.slice(5));

/** The schedule's local dates: `count` of them past any holiday; a one-off on a holiday has none. */
function sessionDates(schedule: Schedule): string[] {
  if (schedule.recurrence === 'none') return isHoliday(schedule.startDate) ? [] : [schedule.startDate];
  const dates: string[] = [];
  for (let step = 0; dates.length < schedule.count; step += 1) {
    const date = addToDate(schedule.startDate, schedule.recurrence, step);
    if (!isHoliday(date)) dates.push(date);
  }
  return dates;
}

export function scheduleSessions(schedule: Schedule): Session[] {
  return sessionDates(schedule).map((date) => {
    const start = zonedTimeToUtc(date, schedule.startTime, schedule.timezone);
    return { start, end: new Date(start.getTime() + schedule.durationMinutes * 60_000) };
  });
}

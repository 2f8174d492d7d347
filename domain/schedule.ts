/**
 * Webinar sessions from a schedule: a local start date and time in a time zone, repeated
 * weekly, fortnightly or monthly. Pure, so the console can preview what the server will create.
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

export function scheduleSessions(schedule: Schedule): Session[] {
  const count = schedule.recurrence === 'none' ? 1 : schedule.count;
  return Array.from({ length: count }, (_v, i) => {
    const start = zonedTimeToUtc(addToDate(schedule.startDate, schedule.recurrence, i), schedule.startTime, schedule.timezone);
    return { start, end: new Date(start.getTime() + schedule.durationMinutes * 60_000) };
  });
}

/**
 * Webinar session helpers: sessions grouped by their local day for the calendar, a day's times
 * sorted by start (seed section 2.4), dates shown day/month/year, times with their zone's name,
 * and the countdown of the join page. (The add-to-calendar file comes from the server.)
 */
import { addMonths, format, startOfMonth } from 'date-fns';
import type { AppRecord } from '../../../dataProvider/types';
import { formatSessionTime, timeZoneName } from '../../../domain/sessionTimes';

export interface Session {
  id: string;
  start: Date;
  end: Date;
}

export function toSession(record: AppRecord): Session {
  return { id: record.id, start: new Date(String(record.startDate)), end: new Date(String(record.endDate)) };
}

/** The window the calendar loads for a month: from its first day (or now, if later) to the next month. */
export function monthWindow(month: Date, now: Date = new Date()): { from: Date; to: Date } {
  const first = startOfMonth(month);
  return { from: first > now ? first : now, to: addMonths(first, 1) };
}

export const dayKey = (date: Date): string => format(date, 'yyyy-MM-dd');

export function sessionDays(sessions: readonly Session[]): string[] {
  return [...new Set(sessions.map((s) => dayKey(s.start)))];
}

export function sessionsOn(sessions: readonly Session[], day: string): Session[] {
  return sessions.filter((s) => dayKey(s.start) === day).sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Dates and times are shown in the viewer's own zone (the browser's), named, because a webinar's
 * audience spans zones; `timeZone` exists for tests and for showing another zone on purpose. The
 * formats are domain/sessionTimes.ts's, the same the booking mails use.
 */
export { formatSessionDate as formatDate, formatSessionTime as formatTime } from '../../../domain/sessionTimes';

export function formatZoneName(date: Date, locale: string, style: 'short' | 'long' = 'short', timeZone?: string): string {
  return timeZoneName(date, locale, timeZone, style);
}

/** '09:00 – 09:45 BST': a session's times with the zone named once, at the end. */
export function formatTimeRange(start: Date, end: Date, locale: string, timeZone?: string): string {
  const zone = formatZoneName(start, locale, 'short', timeZone);
  return `${formatSessionTime(start, locale, timeZone)} – ${formatSessionTime(end, locale, timeZone)}${zone ? ` ${zone}` : ''}`;
}

export interface Countdown {
  days: number;
  /** Hours, minutes and seconds under a day, as a clock: '03:04:05'. */
  clock: string;
}

/** Time left until a moment, in whole seconds rounded up so 0 is shown only when it has come. */
export function countdown(ms: number): Countdown {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const pad = (n: number): string => String(n).padStart(2, '0');
  const rest = total % 86_400;
  return { days, clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}` };
}

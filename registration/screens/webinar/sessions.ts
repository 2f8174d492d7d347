/**
 * Webinar session helpers: sessions grouped by their local day for the calendar, a day's times
 * sorted by start (seed section 2.4), dates shown day/month/year, and an iCalendar file for the
 * add-to-calendar link.
 */
import { addMonths, format, startOfMonth } from 'date-fns';
import type { AppRecord } from '../../../dataProvider/types';

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

const intlLocale = (locale: string): string => (locale === 'en' ? 'en-GB' : locale);

export function formatDate(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

export function formatTime(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit' }).format(date);
}

const icsStamp = (date: Date): string => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
const icsText = (text: string): string => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/** An iCalendar (RFC 5545) event as a data URL the browser downloads. */
export function calendarFileUrl(session: Session, title: string, description: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Education platform//Webinar//EN',
    'BEGIN:VEVENT',
    `UID:webinar-session-${session.id}@education-platform`,
    `DTSTAMP:${icsStamp(new Date())}`,
    `DTSTART:${icsStamp(session.start)}`,
    `DTEND:${icsStamp(session.end)}`,
    `SUMMARY:${icsText(title)}`,
    `DESCRIPTION:${icsText(description)}`,
    'LOCATION:Online',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(lines.join('\r\n'))}`;
}

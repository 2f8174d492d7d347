import { describe, expect, it } from 'vitest';
import { countdown, formatDate, formatTime, formatTimeRange, formatZoneName, monthWindow, sessionDays, sessionsOn, type Session } from './sessions';

const at = (iso: string): Date => new Date(iso);
const s = (id: string, start: string): Session => ({ id, start: at(start), end: new Date(at(start).getTime() + 45 * 60_000) });

describe('webinar sessions', () => {
  it('lists a day’s sessions by start time and the days that have sessions', () => {
    const all = [s('2', '2030-03-04T15:00:00'), s('1', '2030-03-04T09:00:00'), s('3', '2030-03-06T10:00:00')];
    expect(sessionsOn(all, '2030-03-04').map((x) => x.id)).toEqual(['1', '2']);
    expect(sessionDays(all)).toEqual(['2030-03-04', '2030-03-06']);
  });

  it('loads from now within the current month and from the first day for later months', () => {
    const now = at('2030-03-10T12:00:00');
    expect(monthWindow(at('2030-03-01T00:00:00'), now).from).toEqual(now);
    expect(monthWindow(at('2030-04-15T00:00:00'), now)).toEqual({ from: at('2030-04-01T00:00:00'), to: at('2030-05-01T00:00:00') });
  });
});

describe('webinar dates and times', () => {
  const summer = at('2030-07-04T08:00:00Z');
  const end = at('2030-07-04T08:45:00Z');

  it('shows English dates day/month/year, in the viewer’s zone', () => {
    expect(formatDate(at('2030-03-04T09:00:00'), 'en')).toBe('04/03/2030');
    // 23:30 in London is already the next day in Helsinki.
    expect(formatDate(at('2030-03-04T23:30:00Z'), 'en', 'Europe/London')).toBe('04/03/2030');
    expect(formatDate(at('2030-03-04T23:30:00Z'), 'en', 'Europe/Helsinki')).toBe('05/03/2030');
  });

  it('shows 24-hour times with the zone named once', () => {
    expect(formatTime(summer, 'en', 'Europe/London')).toBe('09:00');
    expect(formatTimeRange(summer, end, 'en', 'Europe/London')).toBe('09:00 – 09:45 BST');
    expect(formatTimeRange(summer, end, 'en', 'Europe/Helsinki')).toBe('11:00 – 11:45 EEST');
    expect(formatTimeRange(at('2030-01-04T09:00:00Z'), at('2030-01-04T09:45:00Z'), 'en', 'Europe/London')).toBe('09:00 – 09:45 GMT');
    expect(formatTimeRange(summer, end, 'fi', 'Europe/Helsinki')).toBe('11.00 – 11.45 UTC+3');
  });

  it('names the zone in full for the confirmation', () => {
    expect(formatZoneName(summer, 'en', 'long', 'Europe/London')).toBe('British Summer Time');
    expect(formatZoneName(summer, 'en', 'short', 'UTC')).toBe('UTC');
  });

  it('counts down in days and a clock, rounding seconds up and never below zero', () => {
    expect(countdown(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdown(-5000)).toEqual({ days: 0, clock: '00:00:00' });
    expect(countdown(400)).toEqual({ days: 0, clock: '00:00:01' });
    expect(countdown((3 * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 0, clock: '03:04:05' });
    expect(countdown((2 * 86_400 + 59) * 1000)).toEqual({ days: 2, clock: '00:00:59' });
  });
});

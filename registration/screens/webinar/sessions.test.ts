import { describe, expect, it } from 'vitest';
import { calendarFileUrl, formatDate, monthWindow, sessionDays, sessionsOn, type Session } from './sessions';

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

  it('shows English dates day/month/year', () => {
    expect(formatDate(at('2030-03-04T09:00:00'), 'en')).toBe('04/03/2030');
  });

  it('makes an iCalendar event with the session’s times', () => {
    const ics = decodeURIComponent(calendarFileUrl(s('7', '2030-03-04T09:00:00Z'), 'Getting started; part 1', 'Online').split(',').slice(1).join(','));
    expect(ics).toContain('DTSTART:20300304T090000Z');
    expect(ics).toContain('DTEND:20300304T094500Z');
    expect(ics).toContain('SUMMARY:Getting started\\; part 1');
  });
});

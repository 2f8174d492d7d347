import { describe, expect, it } from 'vitest';
import { formatSessionDate, formatSessionSpan, formatSessionTime, isTimeZone, timeZoneName } from './sessionTimes';

// 14:00 UTC on 3 June 2026: 15:00 in London (summer time), 17:00 in Helsinki.
const start = new Date('2026-06-03T14:00:00Z');
const end = new Date('2026-06-03T15:00:00Z');

describe('session times', () => {
  it('writes dates day/month/year, English as en-GB', () => {
    expect(formatSessionDate(start, 'en', 'Europe/London')).toBe('03/06/2026');
    expect(formatSessionDate(start, 'fi', 'Europe/Helsinki')).toBe('03.06.2026');
  });

  it('writes the time in the given zone with the zone named', () => {
    expect(formatSessionTime(start, 'en', 'Europe/London')).toBe('15:00');
    expect(formatSessionTime(start, 'en', 'Europe/Helsinki')).toBe('17:00');
    expect(timeZoneName(start, 'en', 'Europe/London')).toBe('British Summer Time');
    expect(formatSessionSpan(start, end, 'en', 'Europe/London')).toBe('15:00 – 16:00 British Summer Time');
  });

  it('a date past midnight in the zone is that zone’s day', () => {
    expect(formatSessionDate(new Date('2026-06-03T22:30:00Z'), 'en', 'Europe/Helsinki')).toBe('04/06/2026');
  });

  it('knows real zone names only', () => {
    expect(isTimeZone('Europe/Helsinki')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

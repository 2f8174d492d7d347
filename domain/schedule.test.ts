import { describe, expect, it } from 'vitest';
import { scheduleSessions, zonedTimeToUtc } from './schedule';

const iso = (d: Date): string => d.toISOString();

describe('zonedTimeToUtc', () => {
  it('applies the zone offset of that day, summer and winter', () => {
    expect(iso(zonedTimeToUtc('2027-07-01', '16:00', 'Europe/London'))).toBe('2027-07-01T15:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-01-15', '16:00', 'Europe/London'))).toBe('2027-01-15T16:00:00.000Z');
    expect(iso(zonedTimeToUtc('2027-01-15', '09:30', 'Europe/Helsinki'))).toBe('2027-01-15T07:30:00.000Z');
  });
});

describe('scheduleSessions', () => {
  const base = { startDate: '2027-03-17', startTime: '16:00', timezone: 'Europe/London', durationMinutes: 45 };

  it('keeps the local time across the clock change of a weekly series', () => {
    const sessions = scheduleSessions({ ...base, recurrence: 'weekly', count: 3 });
    expect(sessions.map((s) => iso(s.start))).toEqual([
      '2027-03-17T16:00:00.000Z',
      '2027-03-24T16:00:00.000Z',
      '2027-03-31T15:00:00.000Z',
    ]);
    expect(iso(sessions[0]!.end)).toBe('2027-03-17T16:45:00.000Z');
  });

  it('repeats fortnightly and monthly, clamping to the last day of short months', () => {
    expect(scheduleSessions({ ...base, recurrence: 'fortnightly', count: 2 }).map((s) => iso(s.start).slice(0, 10))).toEqual([
      '2027-03-17',
      '2027-03-31',
    ]);
    const monthly = scheduleSessions({ ...base, startDate: '2027-01-31', recurrence: 'monthly', count: 3 });
    expect(monthly.map((s) => iso(s.start).slice(0, 10))).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('makes one session when the schedule does not repeat, whatever the count', () => {
    expect(scheduleSessions({ ...base, recurrence: 'none', count: 5 })).toHaveLength(1);
  });

  it('holds no session on New Year’s Day or Christmas Day: a series steps past them and keeps its number', () => {
    const weekly = scheduleSessions({ ...base, startDate: '2027-12-18', recurrence: 'weekly', count: 4 });
    expect(weekly.map((s) => iso(s.start).slice(0, 10))).toEqual(['2027-12-18', '2028-01-08', '2028-01-15', '2028-01-22']);
    // 2027-12-25 and 2028-01-01 are Saturdays a week apart: both skipped.
    const monthly = scheduleSessions({ ...base, startDate: '2027-11-25', recurrence: 'monthly', count: 2 });
    expect(monthly.map((s) => iso(s.start).slice(0, 10))).toEqual(['2027-11-25', '2028-01-25']);
    expect(scheduleSessions({ ...base, startDate: '2027-12-25', recurrence: 'none', count: 1 })).toEqual([]);
  });
});

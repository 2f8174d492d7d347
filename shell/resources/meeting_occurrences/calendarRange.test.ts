import { describe, expect, it } from 'vitest';
import { AGENDA_DAYS, dayKey, rangeOf, serverWindow, stepFrom } from './calendarRange';

const keys = (days: Date[]): string[] => days.map(dayKey);
// Wednesday 2 December 2026, mid-afternoon local time.
const anchor = new Date(2026, 11, 2, 15, 30);

describe('the session calendar’s days', () => {
  it('shows a month as its whole weeks, Monday first', () => {
    const month = rangeOf('month', anchor);
    expect(month.days).toHaveLength(35);
    expect([dayKey(month.first), dayKey(month.last)]).toEqual(['2026-11-30', '2027-01-03']);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(rangeOf('month', new Date(2027, 1, 14)).days).toHaveLength(28);
  });

  it('shows the week, its five school days, the day and the agenda’s days', () => {
    expect(keys(rangeOf('week', anchor).days)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(keys(rangeOf('work_week', anchor).days)).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04']);
    // A Sunday belongs to the week before it.
    expect(dayKey(rangeOf('week', new Date(2026, 11, 6)).first)).toBe('2026-11-30');
    expect(keys(rangeOf('day', anchor).days)).toEqual(['2026-12-02']);
    const agenda = rangeOf('agenda', anchor);
    expect([agenda.days.length, dayKey(agenda.first), dayKey(agenda.last)]).toEqual([AGENDA_DAYS, '2026-12-02', '2026-12-31']);
  });

  it('moves by a month (to its first day), a week, a day or the agenda’s length', () => {
    expect(dayKey(stepFrom('month', new Date(2027, 0, 31), 1))).toBe('2027-02-01');
    expect(dayKey(stepFrom('month', anchor, -1))).toBe('2026-11-01');
    expect(dayKey(stepFrom('work_week', anchor, 1))).toBe('2026-12-09');
    expect(dayKey(stepFrom('day', new Date(2026, 11, 31), 1))).toBe('2027-01-01');
    expect(dayKey(stepFrom('agenda', anchor, 1))).toBe('2027-01-01');
  });

  it('asks the server for a UTC day more on each side than it shows', () => {
    const window = serverWindow(rangeOf('day', anchor));
    expect(window.startDate <= '2026-12-01').toBe(true);
    expect(window.endDate >= '2026-12-03').toBe(true);
  });
});

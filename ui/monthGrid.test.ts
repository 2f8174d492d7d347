import { describe, expect, it } from 'vitest';
import { monthCells, weekdayDates } from './monthGrid';

describe('monthCells', () => {
  it('lays a month out in Monday-first weeks of 7 days', () => {
    // 1 February 2024 was a Thursday; 2024 is a leap year.
    const weeks = monthCells(new Date(2024, 1, 15));
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[0]?.slice(0, 3)).toEqual([null, null, null]);
    expect(weeks[0]?.[3]).toEqual({ date: '2024-02-01', day: 1 });
    const days = weeks.flat().filter((c) => c !== null);
    expect(days).toHaveLength(29);
    expect(days.at(-1)).toEqual({ date: '2024-02-29', day: 29 });
  });

  it('starts a month beginning on Monday in the first column', () => {
    expect(monthCells(new Date(2024, 0, 1))[0]?.[0]).toEqual({ date: '2024-01-01', day: 1 });
  });
});

describe('weekdayDates', () => {
  it('runs Monday to Sunday', () => {
    expect(weekdayDates().map((d) => d.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MonthCalendar } from './MonthCalendar';

afterEach(cleanup);

function renderCalendar() {
  const onSelect = vi.fn();
  const onMonthChange = vi.fn();
  render(
    <MonthCalendar
      initialMonth={new Date(2024, 1, 10)}
      eventDates={['2024-02-12', '2024-02-20', '2024-03-04']}
      onSelect={onSelect}
      onMonthChange={onMonthChange}
      locale="en"
      labels={{ previousMonth: 'Previous month', nextMonth: 'Next month' }}
    />,
  );
  return { onSelect, onMonthChange };
}

const day = (n: number): HTMLElement => screen.getByRole('button', { name: String(n) });

describe('MonthCalendar', () => {
  it('shows the month with Monday-first weekday headers in 7 columns', () => {
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'February 2024' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getAllByRole('row').slice(1).every((r) => r.querySelectorAll('td').length === 7)).toBe(true);
  });

  it('lets only days with events be chosen, and reports the chosen day', () => {
    const { onSelect } = renderCalendar();
    expect(day(11).hasAttribute('disabled')).toBe(true);
    expect(day(12).hasAttribute('disabled')).toBe(false);
    fireEvent.click(day(12));
    expect(onSelect).toHaveBeenLastCalledWith('2024-02-12');
    expect(day(12).getAttribute('aria-pressed')).toBe('true');
  });

  it('clears the choice when the month changes and reports the new month', () => {
    const { onSelect, onMonthChange } = renderCalendar();
    fireEvent.click(day(20));
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'March 2024' })).toBeTruthy();
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(onMonthChange).toHaveBeenLastCalledWith(new Date(2024, 2, 1));
    expect(day(4).hasAttribute('disabled')).toBe(false);
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(day(20).getAttribute('aria-pressed')).toBe('false');
  });
});

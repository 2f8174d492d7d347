// @vitest-environment jsdom
/** The day bar chart: the picture says where its days start and end; the figures are in a table for screen readers. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DayBarChart } from './DayBarChart';

afterEach(cleanup);

const SERIES = [
  { day: '2026-11-23', value: 0 },
  { day: '2026-11-24', value: 3 },
  { day: '2026-11-25', value: 1 },
];

describe('DayBarChart', () => {
  it('labels the first and last day under the bars and tables every day', () => {
    const { container } = render(<DayBarChart title="Bookings per day" dayLabel="Day" valueLabel="Bookings" series={SERIES} formatDay={(d) => `day ${d.slice(8)}`} />);
    const labels = container.querySelector('figure > [aria-hidden="true"]:not(svg)');
    expect(labels?.textContent).toBe('day 23day 25');
    const rows = within(screen.getByRole('table')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['DayBookings', 'day 230', 'day 243', 'day 251']);
  });

  it('has no day labels for a single day', () => {
    const { container } = render(<DayBarChart title="Bookings per day" dayLabel="Day" series={SERIES.slice(0, 1)} />);
    expect(container.querySelector('figure > [aria-hidden="true"]:not(svg)')).toBeNull();
  });
});

/**
 * A small bar chart of one figure per day (a dashboard's 30-day series), drawn as SVG so nothing
 * is downloaded. The picture is for people who would rather look than read; the same numbers are
 * in a table that screen readers read instead (the SVG is hidden from them), so colour and shape
 * are never the only way to the figures.
 */
import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface DayValue {
  /** ISO date (yyyy-mm-dd). */
  day: string;
  value: number;
}

export interface DayBarChartProps {
  /** Visible caption, e.g. "Lessons taught per day". */
  title: string;
  series: readonly DayValue[];
  /** Header of the table's value column (defaults to the title). */
  valueLabel?: string;
  /** Header of the table's day column. */
  dayLabel: string;
  /** Formats a day for the table and the bar's tooltip. */
  formatDay?: (day: string) => string;
  height?: number;
}

const BAR_GAP = 2;

export function DayBarChart({ title, series, valueLabel, dayLabel, formatDay = (d) => d, height = 80 }: DayBarChartProps): ReactElement {
  const max = Math.max(1, ...series.map((d) => d.value));
  const width = Math.max(1, series.length) * 10;
  const first = series.at(0);
  const last = series.at(-1);
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box
        component="svg"
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        sx={{ display: 'block', width: '100%', height, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {series.map((d, i) => {
          const h = (d.value / max) * (height - 4);
          return (
            <Box component="rect" key={d.day} x={i * 10 + BAR_GAP / 2} y={height - h} width={10 - BAR_GAP} height={h} sx={{ fill: (t) => t.palette.primary.main }}>
              <title>{`${formatDay(d.day)}: ${d.value}`}</title>
            </Box>
          );
        })}
      </Box>
      {first && last && series.length > 1 && (
        // The first and last day under the bars, so the picture says when it starts and ends (the table says it to screen readers).
        <Box aria-hidden="true" sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, typography: 'caption', color: 'text.secondary' }}>
          <span>{formatDay(first.day)}</span>
          <span>{formatDay(last.day)}</span>
        </Box>
      )}
      <Box component="table" sx={visuallyHidden}>
        <thead>
          <tr>
            <th scope="col">{dayLabel}</th>
            <th scope="col">{valueLabel ?? title}</th>
          </tr>
        </thead>
        <tbody>
          {series.map((d) => (
            <tr key={d.day}>
              <td>{formatDay(d.day)}</td>
              <td>{d.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

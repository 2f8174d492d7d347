/**
 * A small horizontal bar chart of one figure per category (organisations by licence state), drawn
 * as SVG so nothing is downloaded. It is a table whose value cells carry a bar: the numbers and
 * labels are visible text that screen readers read as a table, and each bar is hidden from them
 * (aria-hidden), so colour and length are never the only way to the figures.
 */
import type { ReactElement, ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface CategoryValue {
  /** Stable key (e.g. the state code). */
  key: string;
  /** What the row shows for the category: text, or a link to its list. */
  label: ReactNode;
  value: number;
}

export interface CategoryBarChartProps {
  /** Visible caption, e.g. "Organisations by licence state". */
  title: string;
  items: readonly CategoryValue[];
  /** Header of the category column (read by screen readers). */
  categoryLabel: string;
  /** Header of the value column (read by screen readers). */
  valueLabel: string;
  /** Keep the caption for screen readers only (when a heading just above already says it). */
  captionHidden?: boolean;
}

const BAR_HEIGHT = 12;

export function CategoryBarChart({ title, items, categoryLabel, valueLabel, captionHidden = false }: CategoryBarChartProps): ReactElement {
  const max = Math.max(1, ...items.map((i) => i.value));
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', typography: 'body2' }}>
      <Typography component="caption" variant="subtitle2" sx={captionHidden ? visuallyHidden : { textAlign: 'left', captionSide: 'top', mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="thead" sx={visuallyHidden}>
        <tr>
          <th scope="col">{categoryLabel}</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </Box>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 'normal', py: 0.5, pr: 1, width: '40%', overflowWrap: 'anywhere' }}>
              {item.label}
            </Box>
            <Box component="td" sx={{ py: 0.5 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box component="span" sx={{ minWidth: '3ch', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {item.value}
                </Box>
                <Box
                  component="svg"
                  aria-hidden="true"
                  viewBox={`0 0 100 ${BAR_HEIGHT}`}
                  preserveAspectRatio="none"
                  sx={{ display: 'block', flex: 1, minWidth: 0, height: BAR_HEIGHT, bgcolor: 'action.hover', borderRadius: 0.5 }}
                >
                  <Box component="rect" x={0} y={0} width={(item.value / max) * 100} height={BAR_HEIGHT} sx={{ fill: (t) => t.palette.primary.main }} />
                </Box>
              </Box>
            </Box>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

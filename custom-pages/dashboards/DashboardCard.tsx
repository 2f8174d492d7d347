/**
 * One dashboard item: a card named by its h2 (the section is labelled by it, so screen-reader
 * users can jump between items). Lists of cards span the grid's full width; the rest take one cell.
 */
import type { ReactElement, ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TeacherDashboardItem } from '../../domain/dashboards';

export interface DashboardCardProps {
  item: TeacherDashboardItem;
  /** Span the whole row (lists of cards). */
  wide?: boolean;
  children: ReactNode;
}

export function DashboardCard({ item, wide = false, children }: DashboardCardProps): ReactElement {
  const translate = useTranslate();
  const headingId = `dashboard-item-${item}`;
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-item={item}
      sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined, display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1, overflowWrap: 'anywhere' }}>
        <Typography id={headingId} component="h2" variant="h6">
          {translate(`dashboards.items.${item}`)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

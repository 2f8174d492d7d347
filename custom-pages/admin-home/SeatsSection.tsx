/**
 * Seats used against seats sold. Seats are teachers' (seed 9 prices a seat per teacher), so the
 * meter compares teachers holding a seat with the seats sold; students are shown beside it as a
 * figure of their own. The meter is a picture of the sentence next to it, which says the numbers.
 */
import type { ReactElement } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AdminDashboardAttributes } from '../../domain/dashboards';
import { HomeSection } from './HomeSection';
import { useAdminHomeLinks } from './adminHomeLinks';

export type Seats = NonNullable<AdminDashboardAttributes['seats']>;

function Figure({ label, value }: { label: string; value: number }): ReactElement {
  return (
    <Box component="div" sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ typography: 'h5', m: 0 }}>
        {value}
      </Box>
    </Box>
  );
}

export function SeatsSection({ seats }: { seats: Seats }): ReactElement {
  const translate = useTranslate();
  const links = useAdminHomeLinks();
  const used = seats.teachers;
  const share = seats.sold > 0 ? Math.min(100, (used / seats.sold) * 100) : used > 0 ? 100 : 0;
  const over = used - seats.sold;
  return (
    <HomeSection title={translate('adminHome.seats.title')} to={links.list('licensings')} linkText={translate('adminHome.seats.viewAll')}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: 2, m: 0, mb: 2 }}>
        <Figure label={translate('adminHome.seats.teachers')} value={seats.teachers} />
        <Figure label={translate('adminHome.seats.students')} value={seats.students} />
        <Figure label={translate('adminHome.seats.sold')} value={seats.sold} />
      </Box>
      <Typography sx={{ mb: 1 }}>{translate('adminHome.seats.usedOfSold', { used, sold: seats.sold })}</Typography>
      <LinearProgress variant="determinate" value={share} color={over > 0 ? 'warning' : 'primary'} aria-hidden="true" sx={{ height: 10, borderRadius: 1 }} />
      {over > 0 && <Typography sx={{ mt: 1 }}>{translate('adminHome.seats.over', { count: over })}</Typography>}
    </HomeSection>
  );
}

/** Trials ending in the next 30 days, soonest first: each school links to its licensing's edit page. */
import type { ReactElement } from 'react';
import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { DASHBOARD_WINDOW_DAYS, type AdminDashboardAttributes } from '../../domain/dashboards';
import { HomeSection } from './HomeSection';
import { useFormatDate } from '../../shell/generator/useDates';
import { useAdminHomeLinks } from './adminHomeLinks';

export type ExpiringTrial = NonNullable<AdminDashboardAttributes['trials_expiring']>[number];

export function TrialsExpiring({ trials }: { trials: readonly ExpiringTrial[] }): ReactElement {
  const translate = useTranslate();
  const links = useAdminHomeLinks();
  const formatDate = useFormatDate();
  const days = { days: DASHBOARD_WINDOW_DAYS };
  return (
    <HomeSection title={translate('adminHome.trials.title', days)} to={links.list('licensings')} linkText={translate('adminHome.trials.viewAll')}>
      {trials.length === 0 ? (
        <Typography>{translate('adminHome.trials.empty', days)}</Typography>
      ) : (
        // The table scrolls inside its card on a narrow screen rather than widening the page.
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('adminHome.trials.school')}</TableCell>
                <TableCell scope="col">{translate('adminHome.trials.state')}</TableCell>
                <TableCell scope="col">{translate('adminHome.trials.expires')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {trials.map((t) => (
                <TableRow key={t.licensing_id}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'break-word' }}>
                    <Link component={RouterLink} to={links.edit('licensings', t.licensing_id)}>
                      {t.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(`resources.licensings.values.state.${t.state}`, { _: t.state })}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(t.expires_at, 'day', 'UTC') ?? t.expires_at}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </HomeSection>
  );
}

/**
 * The console home for internal admins (issue 12): organisations by licence state, trials ending
 * in the next 30 days, seats used against seats sold, this week's webinar bookings and the latest
 * audit entries, each a card linking to its list. The figures come from GET /dashboards/admin,
 * which answers null for a section the viewer may not read; such a section is left out.
 * One column on a phone, two from the tablet width.
 */
import type { ReactElement } from 'react';
import { Alert, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useDataProvider, useTranslate } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import type { AdminDashboardAttributes } from '../../domain/dashboards';
import { MobileNotice } from '../../shell/chrome/MobileNotice';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { BookingsSection } from './BookingsSection';
import { LatestAudit } from './LatestAudit';
import { OrganizationsByState } from './OrganizationsByState';
import { SeatsSection } from './SeatsSection';
import { TrialsExpiring } from './TrialsExpiring';

export const ADMIN_DASHBOARD_PATH = '/dashboards/admin';

/** The document's sections, as the data provider camelCases the top-level attribute names. */
interface AdminHomeFigures {
  organizationsByState: AdminDashboardAttributes['organizations_by_state'];
  trialsExpiring: AdminDashboardAttributes['trials_expiring'];
  seats: AdminDashboardAttributes['seats'];
  bookings: AdminDashboardAttributes['bookings'];
  latestAuditIds: AdminDashboardAttributes['latest_audit_ids'];
}

/** A missing member reads as null (left out), like one the viewer may not read. */
function figuresOf(record: Record<string, unknown> | undefined): AdminHomeFigures {
  const r = (record ?? {}) as Partial<AdminHomeFigures>;
  return {
    organizationsByState: r.organizationsByState ?? null,
    trialsExpiring: r.trialsExpiring ?? null,
    seats: r.seats ?? null,
    bookings: r.bookings ?? null,
    latestAuditIds: r.latestAuditIds ?? null,
  };
}

function useAdminFigures() {
  const dataProvider = useDataProvider<EduDataProvider>();
  return useQuery({
    queryKey: ['dashboards', 'admin'],
    // One more try, then the page says the figures could not be loaded.
    retry: 1,
    queryFn: async ({ signal }) => figuresOf((await dataProvider.readDocument({ path: ADMIN_DASHBOARD_PATH, signal })).data),
  });
}

export function AdminHome(): ReactElement {
  const translate = useTranslate();
  const viewer = useViewer();
  const { data, isPending, isError } = useAdminFigures();
  const name = viewer?.firstName?.trim();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1400, minWidth: 0 }}>
      <PageTitle titleKey="adminHome.title" />
      <MobileNotice screen="adminHome" />
      <Typography variant="h5" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {name ? translate('adminHome.greeting', { name }) : translate('adminHome.greetingNoName')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('adminHome.intro')}
      </Typography>
      {isPending ? (
        <Loading />
      ) : isError || !data ? (
        <Alert severity="error">{translate('adminHome.loadFailed')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {data.organizationsByState && <OrganizationsByState counts={data.organizationsByState} />}
          {data.trialsExpiring && <TrialsExpiring trials={data.trialsExpiring} />}
          {data.seats && <SeatsSection seats={data.seats} />}
          {data.bookings && <BookingsSection bookings={data.bookings} />}
          {data.latestAuditIds && <LatestAudit ids={data.latestAuditIds} />}
        </Box>
      )}
    </Box>
  );
}

/**
 * My school (route `my-school`, teachers whose school allows it; seed 3 and 6, issue 12): the
 * school's details (organisation admins edit them, other teachers read them), its seats used of
 * the limits with its licences, and for organisation admins the school's 30-day figures.
 */
import type { ReactElement } from 'react';
import { Alert, Box } from '@mui/material';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import { viewerFacts } from '../../authProvider';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { SchoolDashboard } from './SchoolDashboard';
import { SchoolDetails } from './SchoolDetails';
import { SchoolSeats } from './SchoolSeats';

export const MY_SCHOOL_PATH = '/my-school';

export function MySchoolPage(): ReactElement {
  const translate = useTranslate();
  const viewer = useViewer();
  const organizationId = viewer?.organizationId ?? null;
  // The stored school, not the viewer's sign-in copy: an admin's edit (which updates this query's
  // cache) shows at once, and stays.
  const { data, isPending, error } = useGetOne<AppRecord>('organizations', { id: organizationId ?? '' }, { enabled: organizationId !== null });
  const school = data ?? (error ? (viewer?.organization ?? null) : null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      {/* The layout's title bar shows it as the page's h1. */}
      <PageTitle titleKey="menu.mySchool" />
      {!viewer || (organizationId !== null && isPending) ? (
        <Loading />
      ) : !school ? (
        <Alert severity="error">{translate(error ? 'errors.api.default' : 'errors.api.notFound')}</Alert>
      ) : (
        <>
          <SchoolDetails school={school} viewer={viewerFacts(viewer)} />
          <SchoolSeats school={school} included={viewer.included} />
          {viewer.organizationAdmin && <SchoolDashboard />}
        </>
      )}
    </Box>
  );
}

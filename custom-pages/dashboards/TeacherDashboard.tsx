/**
 * The teacher's home (issue 12; seed 1 and 2.6): the items of `GET /dashboards/teacher` in the
 * document's order (the server has already applied the viewer's language's configuration and
 * dropped what is not for the viewer), in a grid of one column on a phone and up to three on a
 * wide screen. School leaders and organisation admins first see their school's 30-day figures.
 */
import { Suspense, type ReactElement } from 'react';
import { lazyNamed } from '../../ui/lazyNamed';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { leadsSchool } from '../../domain/dashboards';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { DashboardItem } from './DashboardItem';
import { useTeacherDashboard } from './teacherDashboardDocument';

// Lazy: the school's figures (custom-pages/school) are only for leaders, so other teachers never load them.
const SchoolDashboard = lazyNamed(() => import('../school/SchoolDashboard'), 'SchoolDashboard');

export function seesSchoolDashboard(viewer: Viewer | undefined): boolean {
  // The teacher's home shows it to the teachers who lead their school; other admins have My school.
  return viewer?.role === 'teacher' && leadsSchool({ role: viewer.role, organizationAdmin: viewer.organizationAdmin, jobRole: viewer.record.jobRole });
}

export const DASHBOARD_GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  alignItems: 'start',
} as const;

function Loading(): ReactElement {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{translate('dashboards.loading')}</Typography>
    </Box>
  );
}

function Items(): ReactElement {
  const translate = useTranslate();
  const { data, isError } = useTeacherDashboard();
  if (isError) return <Alert severity="error">{translate('dashboards.failed')}</Alert>;
  if (!data) return <Loading />;
  return (
    <Box sx={DASHBOARD_GRID_SX}>
      {data.items.map((item) => (
        <DashboardItem key={item} item={item} dashboard={data} />
      ))}
    </Box>
  );
}

export function TeacherDashboard(): ReactElement {
  const viewer = useViewer();
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      {/* The page's h1 is the shell's sub-header title (shell/chrome/SubHeader.tsx). */}
      <PageTitle titleKey="dashboards.title" />
      {seesSchoolDashboard(viewer) && (
        <Suspense fallback={<Loading />}>
          <SchoolDashboard />
        </Suspense>
      )}
      <Items />
    </Box>
  );
}

/**
 * The school's 30-day figures (seed 1 and 9; issue 12 "School dashboard"): active teachers,
 * classes created and lessons taught, each as a number and a small chart per day. A section:
 * the teacher dashboard shows it to school leaders and organisation admins, My school to
 * organisation admins. Every number comes from GET /dashboards/school.
 */
import type { ElementType, ReactElement } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DayBarChart } from '../charts/DayBarChart';
import type { SchoolDay } from '../../domain/dashboards';
import { useFormatDate } from '../../shell/generator/useDates';
import { useSchoolDashboard } from './useSchoolDashboard';

const FIGURES = ['teachers', 'classes', 'lessons'] as const satisfies readonly (keyof SchoolDay)[];

export interface SchoolDashboardProps {
  /** Another school than the viewer's own (admins); the server decides who may read it. */
  organizationId?: string;
  /** The section heading's element, so it fits the page's heading order. */
  headingComponent?: ElementType;
}

export function SchoolDashboard({ organizationId, headingComponent = 'h2' }: SchoolDashboardProps): ReactElement {
  const translate = useTranslate();
  const state = useSchoolDashboard(organizationId);
  const formatDate = useFormatDate();
  // The server counts days in UTC; anything unreadable is shown as given.
  const day = (iso: string): string => formatDate(iso, 'day', 'UTC') ?? iso;
  const headingId = 'school-dashboard-heading';
  const days = state.status === 'ready' ? state.data.window_days : undefined;
  return (
    <Box component="section" aria-labelledby={headingId} aria-busy={state.status === 'loading'} sx={{ my: 2 }}>
      <Typography id={headingId} component={headingComponent} variant="h6" sx={{ mb: 1 }}>
        {translate('school.dashboard.heading', { days: days ?? 30 })}
      </Typography>
      {state.status === 'loading' && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden="true" />
          <Typography>{translate('school.dashboard.loading')}</Typography>
        </Stack>
      )}
      {state.status === 'failed' && <Alert severity="error">{translate('school.dashboard.failed')}</Alert>}
      {state.status === 'ready' && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('school.dashboard.period', { from: day(state.data.from), to: day(state.data.to) })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
            {FIGURES.map((figure) => {
              const label = translate(`school.dashboard.${figure}`);
              return (
                <Card key={figure} variant="outlined">
                  <CardContent>
                    <Typography component="p" variant="h4">
                      {state.data.totals[figure]}
                    </Typography>
                    <Typography component="p" variant="body2" sx={{ mb: 1 }}>
                      {label}
                    </Typography>
                    <DayBarChart
                      title={translate('school.dashboard.perDay', { figure: label })}
                      valueLabel={label}
                      dayLabel={translate('school.dashboard.day')}
                      formatDay={day}
                      series={state.data.days.map((d) => ({ day: d.day, value: d[figure] }))}
                    />
                  </CardContent>
                </Card>
              );
            })}
          </Box>
        </>
      )}
    </Box>
  );
}

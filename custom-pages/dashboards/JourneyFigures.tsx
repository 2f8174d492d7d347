/**
 * The teacher's journey (issue 12): lessons taught, students reached, content viewed and
 * collections made over the dashboard's window, as the server counted them from real records.
 * A description list, so each number is read with its label.
 */
import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { DASHBOARD_WINDOW_DAYS } from '../../domain/dashboards';
import { DashboardCard } from './DashboardCard';
import { JOURNEY_FIGURES, type TeacherDashboardView } from './teacherDashboardDocument';

export function JourneyFigures({ dashboard }: { dashboard: TeacherDashboardView }): ReactElement {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const days = dashboard.windowDays > 0 ? dashboard.windowDays : DASHBOARD_WINDOW_DAYS;
  return (
    <DashboardCard item="journey_figures">
      <Typography variant="body2" color="text.secondary">
        {translate('dashboards.journey.window', { days })}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        {JOURNEY_FIGURES.map((key) => (
          <Box key={key} data-figure={key} sx={{ display: 'flex', flexDirection: 'column-reverse', minWidth: 0 }}>
            <Typography component="dt" variant="body2">
              {translate(`dashboards.journey.${key}`)}
            </Typography>
            <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 500 }}>
              {dashboard.journey[key].toLocaleString(locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </DashboardCard>
  );
}

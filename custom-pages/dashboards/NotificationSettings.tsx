/** "Notification settings" (seed 2.6): the email preferences live on the profile page. */
import type { ReactElement } from 'react';
import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { DashboardCard } from './DashboardCard';

export const PROFILE_ROUTE = 'profile';

export function NotificationSettings(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <DashboardCard item="notification_settings">
      <Box component="p" sx={{ m: 0 }}>
        {translate('dashboards.notifications.text')}
      </Box>
      <Box>
        <Link component={RouterLink} to={`${basename}/${PROFILE_ROUTE}`}>
          {translate('dashboards.notifications.link')}
        </Link>
      </Box>
    </DashboardCard>
  );
}

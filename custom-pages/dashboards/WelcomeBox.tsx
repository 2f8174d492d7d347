/**
 * The welcome box (seed 2.6): the configuration's title and text for the viewer's language, a
 * greeting by first name, the school's own welcome message and the quick links (configured and
 * the school's, seed 3). The configured title, when set, replaces the item's heading.
 */
import type { ReactElement } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViewer } from '../../shell/chrome/useViewer';
import { LinkList } from './DashboardLinks';
import type { TeacherDashboardView } from './teacherDashboardDocument';

const HEADING_ID = 'dashboard-item-welcome_box';

export function WelcomeBox({ dashboard }: { dashboard: TeacherDashboardView }): ReactElement {
  const translate = useTranslate();
  const firstName = useViewer()?.firstName?.trim() ?? '';
  const { welcome, organizationWelcome, quickLinks } = dashboard;
  return (
    <Card component="section" variant="outlined" aria-labelledby={HEADING_ID} data-item="welcome_box" sx={{ minWidth: 0 }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, overflowWrap: 'anywhere' }}>
        <Typography id={HEADING_ID} component="h2" variant="h6">
          {welcome.title !== '' ? welcome.title : translate('dashboards.items.welcome_box')}
        </Typography>
        <Typography sx={{ fontWeight: 500 }}>
          {firstName !== '' ? translate('dashboards.welcome.greeting', { name: firstName }) : translate('dashboards.welcome.greetingNoName')}
        </Typography>
        {welcome.body !== '' && <Typography sx={{ whiteSpace: 'pre-line' }}>{welcome.body}</Typography>}
        {organizationWelcome !== '' && (
          <Box>
            <Typography component="h3" variant="subtitle2">
              {translate('dashboards.welcome.fromSchool')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{organizationWelcome}</Typography>
          </Box>
        )}
        {quickLinks.length > 0 && (
          <Box>
            <Typography component="h3" variant="subtitle2">
              {translate('dashboards.welcome.quickLinks')}
            </Typography>
            <LinkList links={quickLinks} empty={null} />
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

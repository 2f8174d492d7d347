/**
 * My profile (`/app/profile`; issue 12, seed 2.6 and 3), for every signed-in person: photo,
 * details, email notifications (not for children), language, password and achievements, each a
 * card saving on its own. The record is read fresh (`GET /users/{id}`) rather than from the
 * viewer loaded at sign-in; after a save both are read again.
 */
import type { ReactElement } from 'react';
import { Alert, Box, CircularProgress } from '@mui/material';
import { ResourceContextProvider, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { viewerFacts } from '../../authProvider/viewer';
import { AchievementsCard } from './AchievementsCard';
import { DetailsCard } from './DetailsCard';
import { LanguageCard } from './LanguageCard';
import { NotificationsCard } from './NotificationsCard';
import { PasswordCard } from './PasswordCard';
import { PhotoCard } from './PhotoCard';
import { mayWrite } from './profileFields';

export { PROFILE_PATH } from '../../shell/chrome/profilePath';

const COLUMNS_SX = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

export function ProfilePage(): ReactElement {
  const translate = useTranslate();
  const viewer = useViewer();
  const id = viewer?.id;
  const { data: record, isPending, error } = useGetOne<RaRecord>('users', { id: id ?? '' }, { enabled: id !== undefined });
  const facts = viewer ? viewerFacts(viewer) : undefined;
  return (
    <ResourceContextProvider value="users">
      <Box sx={{ py: 1, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <PageTitle titleKey="menu.profile" />
        {error ? (
          <Alert severity="error">{translate('profile.loadFailed')}</Alert>
        ) : isPending || !record ? (
          <CircularProgress aria-label={translate('ra.page.loading')} />
        ) : (
          <Box sx={COLUMNS_SX}>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              <PhotoCard record={record} />
              <DetailsCard record={record} viewer={facts} />
              {viewer?.role !== 'home_student' && mayWrite(facts, record, 'emailNotificationPreferences') && <NotificationsCard record={record} viewer={facts} />}
            </Box>
            <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
              {mayWrite(facts, record, 'locale') && <LanguageCard record={record} viewer={facts} />}
              {mayWrite(facts, record, 'password') && <PasswordCard record={record} viewer={facts} />}
              {/* Achievements count teaching (domain/achievements.ts); a child's goals are their quests. */}
              {viewer?.role === 'teacher' && <AchievementsCard />}
            </Box>
          </Box>
        )}
      </Box>
    </ResourceContextProvider>
  );
}

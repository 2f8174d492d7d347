/**
 * School account (route `school-account`, organisation admins; seed 2.6 and 6, issue 12): the
 * school's teachers as team members, active and archived, with their actions; "Invite teacher"
 * within the teacher limit, and the teacher seats used of it.
 */
import { useState, type ReactElement } from 'react';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Loading, useGetOne, useRefresh, useTranslate } from 'react-admin';
import type { AppRecord } from '../../dataProvider';
import { seatsLeft } from '../../domain/seats';
import { PageTitle } from '../../shell/generator/DocumentTitle';
import { useViewer } from '../../shell/chrome/useViewer';
import { InviteTeacherDialog } from './InviteTeacherDialog';
import { SeatUsage } from './SeatUsage';
import { TeamTable } from './TeamTable';
import { useSeatsUsed } from './useSeatsUsed';

export const SCHOOL_ACCOUNT_PATH = '/school-account';
const TEAM_HEADING_ID = 'team-heading';

export function SchoolAccountPage(): ReactElement {
  const translate = useTranslate();
  const viewer = useViewer();
  const refresh = useRefresh();
  const organizationId = viewer?.organizationId ?? '';
  const { data } = useGetOne<AppRecord>('organizations', { id: organizationId }, { enabled: organizationId !== '' });
  const school = data ?? viewer?.organization ?? null;
  const used = useSeatsUsed(organizationId, 'teacher');
  const limit = school?.teachersLimit;
  const full = used !== undefined && seatsLeft(typeof limit === 'number' ? limit : null, used) === 0;
  const [tab, setTab] = useState<'active' | 'archived'>('active');
  const [inviting, setInviting] = useState(false);
  if (!viewer || !school) return <Loading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }}>
      {/* The layout's title bar shows it as the page's h1. */}
      <PageTitle titleKey="menu.schoolAccount" />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1 }}>
        <Typography id={TEAM_HEADING_ID} component="h2" variant="h6">
          {translate('school.account.teamHeading')}
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} disabled={full} onClick={() => setInviting(true)}>
          {translate('school.invite.open')}
        </Button>
      </Stack>
      <SeatUsage school={school} role="teacher" withLimitKey="school.account.teacherSeats" noLimitKey="school.account.teacherSeatsNoLimit" />
      {full && <Typography color="text.secondary">{translate('school.invite.full')}</Typography>}
      <Tabs value={tab} onChange={(_, v: 'active' | 'archived') => setTab(v)} aria-labelledby={TEAM_HEADING_ID} variant="scrollable" sx={{ my: 1 }}>
        <Tab value="active" label={translate('school.account.active')} id="team-tab-active" aria-controls="team-panel" />
        <Tab value="archived" label={translate('school.account.archived')} id="team-tab-archived" aria-controls="team-panel" />
      </Tabs>
      <Box role="tabpanel" id="team-panel" aria-labelledby={`team-tab-${tab}`}>
        <TeamTable key={tab} organizationId={organizationId} archived={tab === 'archived'} viewerId={viewer.id} onChanged={refresh} />
      </Box>
      <InviteTeacherDialog open={inviting} organizationId={organizationId} onClose={() => setInviting(false)} onInvited={refresh} />
    </Box>
  );
}

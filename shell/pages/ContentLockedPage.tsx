/**
 * Content outside the licence (seed section 6): a locked message with a get-in-touch button,
 * plus booking a webinar, or a demo for school leaders.
 */
import type { ReactElement } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../chrome/DocumentTitle';

export const CONTENT_LOCKED_PATH = '/content-locked';
/** Where "get in touch" goes; the product's contact address is not in the seed. */
export const CONTACT_URL = 'mailto:hello@example.com';
export const BOOK_WEBINAR_URL = '/webinars';
export const BOOK_DEMO_URL = 'mailto:hello@example.com?subject=Demo';

/** Job roles the seed treats as leaders (offered a demo instead of a webinar). */
const LEADER_JOB_ROLES = new Set(['exec_leader', 'leadership_team', 'senior_leader', 'principal']);

export function isLeader(jobRole: unknown): boolean {
  return typeof jobRole === 'string' && LEADER_JOB_ROLES.has(jobRole);
}

export function ContentLockedPage({ jobRole }: { jobRole?: string | null }): ReactElement {
  const translate = useTranslate();
  const leader = isLeader(jobRole);
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <PageTitle titleKey="shell.pages.contentLocked.title" />
      <Typography component="h2" variant="h4" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon aria-hidden /> {translate('shell.pages.contentLocked.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate(leader ? 'shell.pages.contentLocked.leaderText' : 'shell.pages.contentLocked.text')}
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" href={CONTACT_URL}>
          {translate('shell.pages.contentLocked.getInTouch')}
        </Button>
        <Button variant="outlined" href={leader ? BOOK_DEMO_URL : BOOK_WEBINAR_URL}>
          {translate(leader ? 'shell.pages.contentLocked.bookDemo' : 'shell.pages.contentLocked.bookWebinar')}
        </Button>
      </Stack>
    </Box>
  );
}

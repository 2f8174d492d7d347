/**
 * Content outside the licence (seed section 6): a locked message with a get-in-touch button,
 * plus booking a webinar, or a demo for school leaders (`lockedOffer.ts`).
 */
import type { ReactElement } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../generator/DocumentTitle';
import { lockedTextKey, type LockedOffer } from '../chrome/lockedOffer';

export const CONTENT_LOCKED_PATH = '/content-locked';

export function ContentLockedPage({ offer }: { offer: LockedOffer }): ReactElement {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, maxWidth: 640 }}>
      <PageTitle titleKey="shell.pages.contentLocked.title" />
      <Typography component="h2" variant="h4" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon aria-hidden /> {translate('shell.pages.contentLocked.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate(lockedTextKey(offer))}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" href={offer.contactHref}>
          {translate('shell.pages.contentLocked.getInTouch')}
        </Button>
        {offer.book && (
          <Button variant="outlined" href={offer.book.href}>
            {translate(offer.book.labelKey)}
          </Button>
        )}
      </Stack>
    </Box>
  );
}

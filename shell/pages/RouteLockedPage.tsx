/**
 * The address of a route-table page the viewer's menu shows locked (seed 2.6: disabled entries;
 * issue 25: never a 404). It keeps the page's title, says why it is locked (the reason the menu
 * entry describes) and offers the seed's way to unlock it (seed 6):
 * - no live licence (lesson plans, lessons): start a trial by booking a webinar (school leaders: a
 *   demo), or get in touch (`useLockedOffer`, the content-locked page's offer);
 * - only with a subscription, or not enabled by the school: get in touch.
 */
import type { ReactElement } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { useLockedOffer } from './useLockedOffer';
import { PageTitle } from '../generator/DocumentTitle';
import type { LockReasonKey } from '../layout/routes';
import { CONTACT_URL, type LockedOffer } from '../chrome/lockedOffer';

/** The sentence naming what is offered: a trial by webinar or demo where one is, else contact. */
function offerTextKey(offer: LockedOffer): string {
  if (offer.leader) return 'shell.pages.routeLocked.demo';
  return offer.book ? 'shell.pages.routeLocked.webinar' : 'shell.pages.routeLocked.contact';
}

const ACTIONS_SX = { flexWrap: 'wrap', mt: 2 } as const;

/** Starting a trial: book a webinar (a demo for school leaders), or get in touch. */
function TrialOffer(): ReactElement {
  const translate = useTranslate();
  const offer = useLockedOffer();
  return (
    <>
      <Typography>{translate(offerTextKey(offer))}</Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={ACTIONS_SX}>
        {offer.book && (
          <Button variant="contained" href={offer.book.href}>
            {translate(offer.book.labelKey)}
          </Button>
        )}
        <Button variant={offer.book ? 'outlined' : 'contained'} href={offer.contactHref}>
          {translate('shell.pages.contentLocked.getInTouch')}
        </Button>
      </Stack>
    </>
  );
}

export function RouteLockedPage({ labelKey, reasonKey }: { labelKey: string; reasonKey: LockReasonKey }): ReactElement {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 680 }}>
      <PageTitle titleKey={labelKey} />
      <Typography component="h2" variant="h5" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon aria-hidden /> {translate('shell.pages.routeLocked.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{translate(reasonKey)}</Typography>
      {/* A trial unlocks what needs a licence; a subscription, or the school's own setting, is agreed with us. */}
      {reasonKey === 'menu.disabled.needsLicence' ? (
        <TrialOffer />
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={ACTIONS_SX}>
          <Button variant="contained" href={CONTACT_URL}>
            {translate('shell.pages.contentLocked.getInTouch')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}

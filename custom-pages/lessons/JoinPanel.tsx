/**
 * How students get into an active lesson, on its page (issue 25): the passphrase large enough to
 * read aloud, the join address (it carries the passphrase, so a student who opens it only says
 * who they are) with Copy, its QR code drawn here, and "Show to the class": the front-of-class
 * view of the three. The address is built on the console's own origin: the product serves the
 * console and the student app from one origin, the one the teacher's browser reached.
 */
import { useState, type ReactElement } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CoPresentIcon from '@mui/icons-material/CoPresent';
import { useNotify, useTranslate } from 'react-admin';
import { joinAddress } from '../../domain/joinAddress';
import { AddressText } from './AddressText';
import { FrontOfClassView } from './FrontOfClassView';
import { JoinQrCode } from './JoinQrCode';

/** The passphrase as it is read out: its words spaced apart. */
const spacedPassphrase = (passphrase: string): string => passphrase.split('-').join(' - ');

export function JoinPanel({ passphrase }: { passphrase: string }): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const [showing, setShowing] = useState(false);
  const address = joinAddress(window.location.origin, passphrase);

  const copy = async (): Promise<void> => {
    try {
      await navigator.clipboard.writeText(address);
    } catch {
      notify('lessonsPage.join.copyFailed', { type: 'warning' });
      return;
    }
    notify('lessonsPage.join.copied', { type: 'success' });
  };

  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', minWidth: 0 }}>
      <JoinQrCode address={address} size={136} />
      <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
        <Typography variant="overline" component="p" id="lesson-passphrase-label">
          {translate('lessonsPage.page.passphrase')}
        </Typography>
        {/* Words apart and large, so the class can copy it from across the room. */}
        <Typography aria-labelledby="lesson-passphrase-label" sx={{ fontSize: { xs: '2rem', sm: '2.25rem' }, fontWeight: 700, letterSpacing: '0.05em', fontFamily: 'monospace', lineHeight: 1.2 }}>
          {spacedPassphrase(passphrase)}
        </Typography>
        <Typography variant="overline" component="p" id="lesson-join-address-label" sx={{ mt: 1 }}>
          {translate('lessonsPage.join.address')}
        </Typography>
        <Typography aria-labelledby="lesson-join-address-label" sx={{ fontFamily: 'monospace' }}>
          <AddressText address={address} />
        </Typography>
        <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
            {translate('lessonsPage.join.copy')}
          </Button>
          <Button size="small" variant="contained" startIcon={<CoPresentIcon aria-hidden />} onClick={() => setShowing(true)}>
            {translate('lessonsPage.join.show')}
          </Button>
        </Stack>
      </Box>
      <FrontOfClassView open={showing} onClose={() => setShowing(false)} passphrase={passphrase} address={address} />
    </Stack>
  );
}

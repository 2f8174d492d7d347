/**
 * The front-of-class view (issue 25): the join QR code, the address and the passphrase filling
 * the screen, to be read from the back of a classroom on a projector or a board. A full-screen
 * MUI Dialog: named by its heading, focus kept inside, Escape or Close leaves and gives the focus
 * back to the button that opened it. Type scales with the window; side by side when wide,
 * stacked on a phone. The address is shown without its scheme, as it is read aloud and typed.
 */
import { useId, type ReactElement } from 'react';
import { Box, Button, Dialog, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { addressForReading } from '../../domain/joinAddress';
import { AddressText } from './AddressText';
import { JoinQrCode } from './JoinQrCode';

const spaced = (passphrase: string): string => passphrase.split('-').join(' ');

const label = { fontSize: 'clamp(1.125rem, 2.2vw, 2rem)', color: 'text.secondary', fontWeight: 500 } as const;

export interface FrontOfClassViewProps {
  open: boolean;
  onClose: () => void;
  passphrase: string;
  address: string;
}

export function FrontOfClassView({ open, onClose, passphrase, address }: FrontOfClassViewProps): ReactElement {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2, md: 4 }, pt: { xs: 2, md: 3 } }}>
        <Typography id={titleId} component="h2" sx={{ fontSize: 'clamp(1.75rem, 4vw, 3.5rem)', fontWeight: 700, lineHeight: 1.1 }}>
          {translate('lessonsPage.join.frontTitle')}
        </Typography>
        <Button variant="outlined" size="large" startIcon={<CloseIcon aria-hidden />} onClick={onClose} sx={{ flex: 'none' }}>
          {translate('lessonsPage.join.close')}
        </Button>
      </Stack>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', gap: { xs: 3, md: 6 }, px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}
      >
        <JoinQrCode address={address} size={{ xs: 'min(86vw, 60vh)', md: 'min(72vh, 44vw)' }} />
        <Box sx={{ minWidth: 0, maxWidth: { md: '48vw' } }}>
          <Typography component="p" sx={label}>
            {translate('lessonsPage.join.scanOrOpen')}
          </Typography>
          <Typography component="p" data-testid="front-address" sx={{ fontSize: 'clamp(1.5rem, 3.4vw, 3.25rem)', fontWeight: 600, lineHeight: 1.2, mb: { xs: 2, md: 4 } }}>
            <AddressText address={addressForReading(address)} />
          </Typography>
          <Typography component="p" id={`${titleId}-passphrase`} sx={label}>
            {translate('lessonsPage.page.passphrase')}
          </Typography>
          <Typography component="p" aria-labelledby={`${titleId}-passphrase`} sx={{ fontSize: 'clamp(2.25rem, 6vw, 6rem)', fontWeight: 800, lineHeight: 1.1, letterSpacing: '0.02em' }}>
            {spaced(passphrase)}
          </Typography>
        </Box>
      </Stack>
    </Dialog>
  );
}

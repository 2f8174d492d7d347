/** Cancel a scheduled booking, after a confirmation dialog (a cancelled place cannot be taken back). */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { cancelBooking, type TokenBooking } from '../../api/attendance';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import type { ValidationMessage } from '../../../resources/kit/messages';
import { useT } from '../../i18n';
import { moveFailure } from './bookingFailures';

export function CancelBookingButton({ token, onCancelled }: { token: string; onCancelled(booking: TokenBooking): void }): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ValidationMessage | string | undefined>();

  const confirm = (): void => {
    setBusy(true);
    setError(undefined);
    cancelBooking(token)
      .then((booking) => {
        setOpen(false);
        onCancelled(booking);
      })
      .catch((e: unknown) => setError(moveFailure(e)))
      .finally(() => setBusy(false));
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('webinar.join.cancel')}
      </Button>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="cancel-booking-title" aria-describedby="cancel-booking-text">
        <DialogTitle id="cancel-booking-title">{t('webinar.join.cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-booking-text">{t('webinar.join.cancelText')}</DialogContentText>
          <FormMessage>{message(error)}</FormMessage>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)} disabled={busy} autoFocus>
            {t('webinar.join.cancelKeep')}
          </Button>
          <Button color="error" variant="contained" onClick={confirm} disabled={busy} aria-busy={busy}>
            {busy ? t('common.processing') : t('webinar.join.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

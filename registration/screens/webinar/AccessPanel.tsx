/**
 * "Access webinar" while the window is open (seed 4): marks the booking attended and opens the
 * meeting link in a new window. The window is opened inside the click, before the request, since
 * one opened after it would be a blocked pop-up; the link is shown as well, for when it was.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { accessWebinar, type TokenBooking } from '../../api/attendance';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import type { ValidationMessage } from '../../../resources/kit/messages';
import { useT } from '../../i18n';
import { NewWindowLink } from '../wizard/NewWindowLink';
import { moveFailure } from './bookingFailures';

export interface AccessPanelProps {
  token: string;
  /** The meeting link of an earlier access, kept by the page across status changes. */
  link: string | null;
  onAccessed(booking: TokenBooking): void;
}

export function AccessPanel({ token, link, onAccessed }: AccessPanelProps): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ValidationMessage | string | undefined>();

  const access = (): void => {
    const popup = window.open('', '_blank');
    // The meeting site must not script this page through window.opener.
    if (popup) popup.opener = null;
    setBusy(true);
    setError(undefined);
    accessWebinar(token)
      .then((booking) => {
        const next = booking.meta.meetingLink;
        if (popup && next) popup.location.href = next;
        else popup?.close();
        onAccessed(booking);
      })
      .catch((e: unknown) => {
        popup?.close();
        setError(moveFailure(e));
      })
      .finally(() => setBusy(false));
  };

  return (
    <Box sx={{ my: 2 }}>
      <Typography sx={{ mb: 1 }}>{t('webinar.join.open')}</Typography>
      <Button variant="contained" size="large" onClick={access} disabled={busy} aria-busy={busy}>
        {busy ? t('webinar.join.accessing') : t('webinar.join.access')}
      </Button>
      {link && (
        <Typography role="status" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {t('webinar.join.linkOpened')} <NewWindowLink href={link}>{t('webinar.join.meetingLink')}</NewWindowLink>
        </Typography>
      )}
      <FormMessage>{message(error)}</FormMessage>
    </Box>
  );
}

/**
 * The seed's locked-content modal (2.6 shared pieces, 6): opening an item outside the viewer's
 * licence says so and offers a webinar (a demo for school leaders) or getting in touch. Its
 * texts are the content-locked page's (`shell.pages.contentLocked.*`): one home for them.
 */
import type { ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useTranslate } from 'react-admin';
import { lockedTextKey } from '../../shell/chrome/lockedOffer';
import { useLockedOffer } from '../../shell/pages/useLockedOffer';

export interface LockedContentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The locked item's name. */
  name: string;
}

export function LockedContentDialog({ open, onClose, name }: LockedContentDialogProps): ReactElement {
  const translate = useTranslate();
  const offer = useLockedOffer();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="locked-content-title" aria-describedby="locked-content-text" maxWidth="sm">
      <DialogTitle id="locked-content-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LockIcon aria-hidden /> {translate('shell.pages.contentLocked.title')}
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ fontWeight: 500, mb: 1, overflowWrap: 'anywhere' }}>{name}</Typography>
        <DialogContentText id="locked-content-text">
          {translate(lockedTextKey(offer))}
        </DialogContentText>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
        <Button onClick={onClose}>{translate('library.locked.close')}</Button>
        <Button variant="outlined" href={offer.contactHref}>
          {translate('shell.pages.contentLocked.getInTouch')}
        </Button>
        {offer.book && (
          <Button variant="contained" href={offer.book.href}>
            {translate(offer.book.labelKey)}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** Asks before a child's account is removed (archived by the server: users are soft-deleted). */
import type { ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useDelete, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { childName } from './childName';

export interface RemoveChildDialogProps {
  child: RaRecord | undefined;
  onClose: () => void;
}

export function RemoveChildDialog({ child, onClose }: RemoveChildDialogProps): ReactElement {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete();
  const name = child ? childName(child) : '';
  const confirm = (): void => {
    if (!child) return;
    remove(
      'users',
      { id: child.id, previousData: child },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('family.remove.removed', { type: 'success', messageArgs: { name } });
          onClose();
        },
        onError: (error) => notify(error instanceof Error && error.message !== '' ? error.message : 'errors.api.default', { type: 'error' }),
      },
    );
  };
  return (
    <Dialog open={child !== undefined} onClose={isPending ? undefined : onClose} aria-labelledby="remove-child-title" aria-describedby="remove-child-text">
      <DialogTitle id="remove-child-title">{translate('family.remove.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="remove-child-text">{translate('family.remove.text', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending} autoFocus>
          {translate('family.remove.cancel')}
        </Button>
        <Button onClick={confirm} color="error" variant="contained" disabled={isPending}>
          {translate('family.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

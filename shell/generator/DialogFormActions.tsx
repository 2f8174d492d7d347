/**
 * A dialog form's Cancel and Save. Dialogs on the generated form use these instead of
 * react-admin's Toolbar, which is pinned to the foot of the screen on phones (outside the dialog).
 */
import type { ReactElement } from 'react';
import { Button, DialogActions } from '@mui/material';
import { SaveButton, useTranslate } from 'react-admin';

export interface DialogFormActionsProps {
  onCancel: () => void;
  /** The Cancel button's message key. */
  cancelLabel?: string;
  /** The Save button's message key and icon, where the dialog says what saving does. */
  saveLabel?: string;
  saveIcon?: ReactElement;
}

export function DialogFormActions({ onCancel, cancelLabel = 'ra.action.cancel', saveLabel, saveIcon }: DialogFormActionsProps): ReactElement {
  const translate = useTranslate();
  return (
    <DialogActions>
      <Button onClick={onCancel}>{translate(cancelLabel)}</Button>
      <SaveButton alwaysEnable {...(saveLabel ? { label: saveLabel } : {})} {...(saveIcon ? { icon: saveIcon } : {})} />
    </DialogActions>
  );
}

/**
 * Deleting a plan: the console's confirmation dialog (Yes / No, at most 500 px wide). A plan in
 * use cannot be deleted (seed 4 and 8, `lessonPlanInUseDelete`): the teacher is told so, whether
 * the card knew it already or the server refused, and offered to duplicate it instead.
 */
import { useState, type ReactElement } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Confirm, useTranslate, type RaRecord } from 'react-admin';
import { DELETE_MODAL_MAX_WIDTH } from '../../ui/sizes';
import type { PlanActions } from './usePlanActions';

export interface DeletePlanDialogProps {
  plan: RaRecord;
  open: boolean;
  onClose(): void;
  actions: PlanActions;
}

export function DeletePlanDialog({ plan, open, onClose, actions }: DeletePlanDialogProps): ReactElement | null {
  const translate = useTranslate();
  const [refusedInUse, setRefusedInUse] = useState(false);
  const name = String(plan.name ?? '');
  const close = (): void => {
    setRefusedInUse(false);
    onClose();
  };
  if (!open) return null;
  if (plan.inUse === true || refusedInUse)
    return (
      <Dialog open onClose={close} aria-labelledby="lp-in-use-title" sx={{ '& .MuiDialog-paper': { maxWidth: DELETE_MODAL_MAX_WIDTH } }}>
        <DialogTitle id="lp-in-use-title">{translate('lessonPlansPage.delete.inUseTitle', { name })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('errors.api.lessonPlanInUseDelete')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('lessonPlansPage.delete.close')}</Button>
          <Button
            variant="contained"
            disabled={actions.busy}
            onClick={() => {
              void actions.duplicate(plan).then(close);
            }}
          >
            {translate('lessonPlansPage.actions.duplicate')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  return (
    <Confirm
      isOpen
      loading={actions.busy}
      title="lessonPlansPage.delete.title"
      titleTranslateOptions={{ name }}
      content="lessonPlansPage.delete.text"
      confirm="actions.yes"
      cancel="actions.no"
      onConfirm={() => {
        void actions.remove(plan).then((outcome) => (outcome === 'inUse' ? setRefusedInUse(true) : close()));
      }}
      onClose={close}
      sx={{ '& .MuiDialog-paper': { maxWidth: DELETE_MODAL_MAX_WIDTH } }}
    />
  );
}

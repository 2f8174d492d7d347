/**
 * The table toolbar's delete (seed 2.6): a confirm modal (max 500 px) precedes deletion;
 * confirming deletes every selected row except those matching the resource's disable-row rule,
 * then clears the selection.
 */
import { useState, type ReactElement } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Confirm, useDeleteMany, useListContext, useNotify, useTranslate } from 'react-admin';
import { DELETE_MODAL_MAX_WIDTH } from '../../ui/sizes';
import { disableRowRule, type RowRecord } from './rowRules';
import { useViewerFacts } from './viewer';

export function BulkDeleteButton({ resource }: { resource: string }): ReactElement | null {
  const translate = useTranslate();
  const notify = useNotify();
  const viewer = useViewerFacts();
  const { selectedIds, data, onUnselectItems } = useListContext<RowRecord>();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const disabled = disableRowRule(resource);
  const skipped = (data ?? []).filter((r) => selectedIds.includes(r.id) && disabled(r, viewer)).map((r) => r.id);
  const ids = selectedIds.filter((id) => !skipped.includes(id));

  const confirm = (): void => {
    setOpen(false);
    if (ids.length === 0) return onUnselectItems();
    void deleteMany(
      resource,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onUnselectItems();
          notify(`resources.${resource}.notifications.deleted`, { type: 'info', messageArgs: { smart_count: ids.length } });
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'errors.api.default', { type: 'error' }),
      },
    );
  };

  // react-admin keeps the bulk toolbar mounted, collapsed to no height, while nothing is selected:
  // a button left in it could still be tabbed to unseen and overlaps the list's Export button.
  if (selectedIds.length === 0 && !open && !isPending) return null;
  const text = [translate('shell.bulkDelete.text', { smart_count: ids.length })];
  if (skipped.length > 0) text.push(translate('shell.bulkDelete.skipped', { smart_count: skipped.length }));
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)} disabled={isPending}>
        {translate('ra.action.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="shell.bulkDelete.title"
        content={text.join(' ')}
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
        sx={{ '& .MuiDialog-paper': { maxWidth: DELETE_MODAL_MAX_WIDTH } }}
      />
    </>
  );
}

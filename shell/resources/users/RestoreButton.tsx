import type { ReactElement } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import RestoreIcon from '@mui/icons-material/Restore';
import type { EduDataProvider } from '../../../dataProvider';

/** Restores an archived user (POST /users/{id}/restore); shown only on archived rows. */
export function RestoreButton(): ReactElement | null {
  const record = useRecordContext<{ id: string; archivedAt?: string | null }>();
  const dataProvider = useDataProvider<EduDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record?.archivedAt) return null;
  const restore = async (): Promise<void> => {
    try {
      await dataProvider.memberAction('users', { id: record.id, action: 'restore' });
      notify('resources.users.restore.done', { type: 'success' });
      refresh();
    } catch (err) {
      notify(err instanceof Error ? err.message : 'errors.api.default', { type: 'error' });
    }
  };
  return (
    <Button
      label="resources.users.restore.action"
      onClick={(event) => {
        event.stopPropagation(); // the row itself opens the record
        void restore();
      }}
    >
      <RestoreIcon />
    </Button>
  );
}

/**
 * An archived (soft-deleted) user's row says "Archived" in words (seed 4: deleted users show as
 * Archived), with Restore for those who may restore them.
 */
import type { ReactElement } from 'react';
import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { RestoreButton } from './RestoreButton';

export function ArchivedStatus({ canRestore }: { canRestore: boolean; label?: string }): ReactElement | null {
  const record = useRecordContext<{ id: string; archivedAt?: string | null }>();
  const translate = useTranslate();
  if (!record?.archivedAt) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Chip size="small" variant="outlined" label={translate('resources.users.filters.archived')} />
      {canRestore && <RestoreButton />}
    </Stack>
  );
}

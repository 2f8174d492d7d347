/**
 * The auto-save state (seed 8 `actions.autoSaveOn`): "Auto-save is on" until the first edit,
 * then "Saving…", "Saved", or why something is not saved. A polite status region, so a screen
 * reader hears it without losing its place.
 */
import type { ReactElement } from 'react';
import { Stack, Typography } from '@mui/material';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import { useTranslate } from 'react-admin';
import type { SaveStatus as Status } from './usePlanAutoSave';

const TEXT_KEY: Readonly<Record<Status, string>> = {
  idle: 'actions.autoSaveOn',
  saving: 'lessonPlansPage.editor.status.saving',
  saved: 'lessonPlansPage.editor.status.saved',
  unsaved: 'lessonPlansPage.editor.status.unsaved',
  error: 'lessonPlansPage.editor.status.error',
};

export function SaveStatus({ status }: { status: Status }): ReactElement {
  const translate = useTranslate();
  const problem = status === 'unsaved' || status === 'error';
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, color: problem ? 'error.main' : 'text.secondary' }}>
      <CloudDoneOutlinedIcon fontSize="small" aria-hidden />
      <Typography variant="body2" role="status" aria-live="polite" aria-label={translate('lessonPlansPage.editor.status.label')}>
        {translate(TEXT_KEY[status])}
      </Typography>
    </Stack>
  );
}

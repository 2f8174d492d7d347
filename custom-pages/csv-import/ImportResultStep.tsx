/**
 * The dialog's last state: what the import did, kept on screen until the person moves on (a
 * toast would be gone before a school admin had read it): how many people were added, how many
 * already had an account and were left as they were, and how many duplicate rows were ignored.
 */
import type { ReactElement } from 'react';
import { Alert, AlertTitle, Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportResult } from './useImportUpload';

function ImportResultView({ result }: { result: ImportResult }): ReactElement {
  const translate = useTranslate();
  const lines = [
    translate('csvImport.result.created', { count: result.created }),
    ...(result.skipped > 0 ? [translate('csvImport.result.skipped', { count: result.skipped })] : []),
    ...(result.duplicates > 0 ? [translate('csvImport.result.duplicates', { count: result.duplicates })] : []),
  ];
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{translate('csvImport.result.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}

/** The dialog's content and actions once the import is done: its result, and the way on to the list. */
export function ImportResultStep({ result, onGoOn }: { result: ImportResult; onGoOn(): void }): ReactElement {
  const translate = useTranslate();
  return (
    <>
      <DialogContent>
        <ImportResultView result={result} />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onGoOn}>
          {translate('csvImport.result.toList')}
        </Button>
      </DialogActions>
    </>
  );
}

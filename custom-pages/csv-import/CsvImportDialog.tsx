/**
 * The bulk import dialog and its states (seed section 4): no file; file chosen (its rows
 * previewed, OK enabled); file with errors (rows highlighted, messages listed, OK disabled);
 * uploading (progress); done (what was added and skipped, until the person goes on to the list).
 * Every rule comes from domain/csvImport.ts.
 */
import { useMemo, useState, type ReactElement } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MobileNotice } from '../../shell/chrome/MobileNotice';
import type { AppRecord } from '../../dataProvider';
import type { ImportRole } from '../../domain/csvImport';
import { CsvDropZone } from './CsvDropZone';
import type { UploadFailure } from './importMessages';
import { ImportPreview } from './ImportPreview';
import { ImportProblems } from './ImportProblems';
import { ImportResultStep } from './ImportResultStep';
import { ImportSummary } from './ImportSummary';
import { RoleAndTemplate } from './RoleAndTemplate';
import { useImportFile } from './useImportFile';
import { useImportUpload, type ImportResult } from './useImportUpload';
import { useRemainingSeats } from './useRemainingSeats';
import { useServerCheck } from './useServerCheck';

export interface CsvImportDialogProps {
  roles: readonly ImportRole[];
  initialRole: ImportRole;
  /** The organisation's id, or `current` for the viewer's own. */
  organizationId: string;
  /** The viewer's own organisation when its seats may be counted, else null. */
  seatOrganization: AppRecord | null;
  onClose(): void;
  /** The person has read the import's result and goes on. */
  onDone(result: ImportResult, role: ImportRole): void;
}

function FileStatus({ name, reading }: { name: string | undefined; reading: boolean }): ReactElement {
  const translate = useTranslate();
  return (
    <Box aria-live="polite">
      <Typography variant="body2">{name === undefined ? translate('csvImport.noFile') : translate('csvImport.chosenFile', { name })}</Typography>
      {reading ? <Typography variant="body2">{translate('csvImport.checking')}</Typography> : null}
    </Box>
  );
}

function UploadProgress({ percent }: { percent: number }): ReactElement {
  const translate = useTranslate();
  const label = translate('csvImport.uploading', { percent });
  return (
    <Box>
      <Typography variant="body2" aria-live="polite">{label}</Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
    </Box>
  );
}

export function CsvImportDialog({ roles, initialRole, organizationId, seatOrganization, onClose, onDone }: CsvImportDialogProps): ReactElement {
  const translate = useTranslate();
  const [role, setRole] = useState<ImportRole>(initialRole);
  const seats = useRemainingSeats(seatOrganization, role);
  const { file, reading, fileError, check, choose } = useImportFile(role, seats);
  const { progress, upload, dryRun } = useImportUpload();
  const [uploadFailed, setFailure] = useState<UploadFailure | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const uploading = progress !== null;

  const fileMessages = fileError ? [fileError] : (check?.errors ?? []);
  const clientClean = check !== null && fileMessages.length === 0;
  const server = useServerCheck(file, role, organizationId, clientClean, dryRun);
  const failure = uploadFailed ?? (server.state === 'failed' ? server.failure : null);
  const badLines = useMemo(() => new Set([...(check?.badLines ?? []), ...(failure?.lines ?? [])]), [check, failure]);
  const canSubmit = file !== null && !reading && clientClean && server.state === 'passed' && (failure === null || failure.retryable) && !uploading;

  const submit = async (): Promise<void> => {
    if (!file || !canSubmit) return;
    const outcome = await upload(file, role, organizationId);
    if (outcome.ok) setResult(outcome.result);
    else setFailure(outcome.failure);
  };

  return (
    <Dialog open onClose={uploading ? undefined : result ? () => onDone(result, role) : onClose} fullWidth maxWidth="md" aria-labelledby="csv-import-title">
      <DialogTitle id="csv-import-title">{translate('csvImport.title')}</DialogTitle>
      {result ? (
        <ImportResultStep result={result} onGoOn={() => onDone(result, role)} />
      ) : (
        <>
          <DialogContent>
            {/* In the dialog: the page behind a modal dialog is out of reach. */}
            <MobileNotice screen="csvImport" />
            <Stack spacing={2}>
              <RoleAndTemplate
                roles={roles}
                role={role}
                disabled={uploading}
                onRole={(next) => {
                  setFailure(null);
                  setRole(next);
                }}
              />
              <CsvDropZone
                disabled={uploading}
                onFile={(next) => {
                  setFailure(null);
                  choose(next);
                }}
              />
              <FileStatus name={file?.name} reading={reading || server.state === 'checking'} />
              <ImportProblems messages={fileMessages} ofFile />
              <ImportProblems messages={failure?.messages ?? []} ofFile={false} />
              {check && check.rows.length > 0 ? (
                <>
                  <ImportSummary rows={check.rows} badLines={badLines} duplicates={check.duplicateLines.length} />
                  <ImportPreview role={role} rows={check.rows} badLines={badLines} />
                </>
              ) : null}
              {uploading ? <UploadProgress percent={progress} /> : null}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={uploading}>
              {translate('csvImport.cancel')}
            </Button>
            <Button variant="contained" disabled={!canSubmit} onClick={() => void submit()}>
              {translate('csvImport.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

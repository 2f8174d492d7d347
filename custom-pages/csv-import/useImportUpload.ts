/**
 * The upload of a checked file to `POST /users/imports` (multipart: role, organization_id, file)
 * through the data provider's `upload`, with its progress (0-100) for the dialog's bar.
 */
import { useCallback, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import type { ImportRole } from '../../domain/csvImport';
import { uploadFailure, type UploadFailure } from './importMessages';

/** What an import did (or, checked with `dry_run`, would do): the server's own counts. */
export interface ImportResult {
  created: number;
  /** People who already had an account: left as they were. */
  skipped: number;
  /** Repeated rows of the file, ignored. */
  duplicates: number;
}

export type UploadOutcome = { ok: true; result: ImportResult } | { ok: false; failure: UploadFailure };

export interface ImportUpload {
  /** Percent sent, or null when no upload is running. */
  progress: number | null;
  upload(file: File, role: ImportRole, organizationId: string): Promise<UploadOutcome>;
  /** The server's verdict on the file (`?dry_run=true`): nothing is written. */
  dryRun(file: File, role: ImportRole, organizationId: string): Promise<UploadOutcome>;
}

const count = (v: unknown): number => (typeof v === 'number' ? v : 0);

export function useImportUpload(): ImportUpload {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [progress, setProgress] = useState<number | null>(null);
  const send = useCallback(
    async (file: File, role: ImportRole, organizationId: string, dry: boolean): Promise<UploadOutcome> => {
      try {
        const { meta } = await dataProvider.upload('users', {
          action: 'imports',
          file,
          filename: file.name,
          fields: { role, organization_id: organizationId },
          ...(dry ? { query: { dry_run: 'true' } } : { onProgress: (fraction: number) => setProgress(Math.round(fraction * 100)) }),
        });
        return { ok: true, result: { created: count(meta?.created), skipped: count(meta?.skipped), duplicates: Array.isArray(meta?.duplicate_lines) ? meta.duplicate_lines.length : 0 } };
      } catch (error) {
        return { ok: false, failure: uploadFailure(error) };
      }
    },
    [dataProvider],
  );
  const upload = useCallback(
    async (file: File, role: ImportRole, organizationId: string): Promise<UploadOutcome> => {
      setProgress(0);
      try {
        return await send(file, role, organizationId, false);
      } finally {
        setProgress(null);
      }
    },
    [send],
  );
  const dryRun = useCallback((file: File, role: ImportRole, organizationId: string) => send(file, role, organizationId, true), [send]);
  return { progress, upload, dryRun };
}

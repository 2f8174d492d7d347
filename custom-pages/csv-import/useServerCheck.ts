/**
 * The server's verdict on a file the browser found clean (issue 5: the dialog uses the dry run
 * for the preview's server check), so what only the server knows (seats when the browser cannot
 * count them, the role or school refused) shows before OK. A failed dry run of the network kind
 * does not block: the import itself will say so.
 */
import { useEffect, useState } from 'react';
import type { ImportRole } from '../../domain/csvImport';
import type { UploadFailure } from './importMessages';
import type { UploadOutcome } from './useImportUpload';

export type ServerCheck = { state: 'idle' | 'checking' | 'passed' } | { state: 'failed'; failure: UploadFailure };

export function useServerCheck(
  file: File | null,
  role: ImportRole,
  organizationId: string,
  clientClean: boolean,
  dryRun: (file: File, role: ImportRole, organizationId: string) => Promise<UploadOutcome>,
): ServerCheck {
  const [check, setCheck] = useState<ServerCheck>({ state: 'idle' });
  useEffect(() => {
    if (!file || !clientClean) {
      setCheck({ state: 'idle' });
      return undefined;
    }
    let current = true;
    setCheck({ state: 'checking' });
    void dryRun(file, role, organizationId).then((outcome) => {
      if (!current) return;
      setCheck(outcome.ok || outcome.failure.retryable ? { state: 'passed' } : { state: 'failed', failure: outcome.failure });
    });
    return () => {
      current = false;
    };
  }, [file, role, organizationId, clientClean, dryRun]);
  return check;
}

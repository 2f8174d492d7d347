/**
 * The chosen file and its verdict: `checkImportFile` first (type, size), then the text parsed with
 * papaparse and checked by `checkImport` in the browser, for the chosen role and the seats left.
 * Changing the role or the seats re-checks the same text; nothing is sent until OK.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { checkImport, checkImportFile, type ImportCheck, type ImportMessage, type ImportRole } from '../../domain/csvImport';

export interface ImportFile {
  file: File | null;
  /** Reading the file's text (large files take a moment). */
  reading: boolean;
  /** A problem of the file itself (not supported, too large): its rows are never read. */
  fileError: ImportMessage | null;
  check: ImportCheck | null;
  choose(file: File | null): void;
}

export function useImportFile(role: ImportRole, remainingSeats: number | null): ImportFile {
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<ImportMessage | null>(null);
  // A slow read of an earlier file must not overwrite a later choice.
  const latest = useRef<File | null>(null);

  const choose = useCallback((next: File | null) => {
    latest.current = next;
    setFile(next);
    setText(null);
    const problem = next ? checkImportFile({ name: next.name, size: next.size, type: next.type }) : null;
    setFileError(problem);
    if (!next || problem) return;
    setReading(true);
    next
      .text()
      .then((content) => latest.current === next && setText(content))
      .catch(() => latest.current === next && setFileError({ key: 'errors.import.notSupported', identifier: 'notSupported' }))
      .finally(() => latest.current === next && setReading(false));
  }, []);

  const check = useMemo(() => (text === null ? null : checkImport(text, role, remainingSeats)), [text, role, remainingSeats]);
  return { file, reading, fileError, check, choose };
}

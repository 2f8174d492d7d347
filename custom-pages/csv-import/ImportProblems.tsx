/** The file's problems as one announced list of translated messages (`errors.import.*` and server texts). */
import type { ReactElement } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportMessage } from '../../domain/csvImport';

export interface ImportProblemsProps {
  messages: readonly ImportMessage[];
  /** Problems of the file (fix and choose again) rather than of the upload itself. */
  ofFile: boolean;
}

export function ImportProblems({ messages, ofFile }: ImportProblemsProps): ReactElement | null {
  const translate = useTranslate();
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {ofFile ? <AlertTitle>{translate('csvImport.problemsTitle')}</AlertTitle> : null}
      <ul style={{ margin: 0, paddingInlineStart: '1.2em' }}>
        {messages.map((m, i) => (
          <li key={`${m.identifier}-${i}`}>{translate(m.key, { _: m.key, ...m.values })}</li>
        ))}
      </ul>
    </Alert>
  );
}

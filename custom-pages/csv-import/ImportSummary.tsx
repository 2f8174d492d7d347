/**
 * The line above the preview: how many rows will be imported (rows with a problem and duplicates
 * are not), then how many rows have a problem and how many duplicates are ignored.
 */
import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportRow } from '../../domain/csvImport';

export interface ImportSummaryProps {
  rows: readonly ImportRow[];
  badLines: ReadonlySet<number>;
  duplicates: number;
}

export function ImportSummary({ rows, badLines, duplicates }: ImportSummaryProps): ReactElement {
  const translate = useTranslate();
  const problems = rows.filter((row) => badLines.has(row.line)).length;
  const parts = [translate('csvImport.summary', { count: rows.length - problems })];
  if (problems > 0) parts.push(translate('csvImport.problemRows', { count: problems }));
  if (duplicates > 0) parts.push(translate('csvImport.duplicates', { count: duplicates }));
  return <Typography variant="body2">{parts.join(' ')}</Typography>;
}

/**
 * The preview of the file's rows, numbered as the spreadsheet shows them. Rows with a problem are
 * tinted and, so colour is never the only signal, carry an icon and the word "Problem"; a switch
 * shows only those rows.
 */
import { useState, type ReactElement } from 'react';
import { FormControlLabel, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { alpha, type Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import { IMPORT_HEADERS, type ImportRole, type ImportRow } from '../../domain/csvImport';

/**
 * The table scrolls inside its box (360 px high; sideways where five columns do not fit, as on a
 * 420 px phone), so the box takes keyboard focus and is a named region: the rows hold nothing
 * focusable, and without it keyboard users could not scroll them (WCAG 2.1.1, axe
 * `scrollable-region-focusable`).
 */
const SCROLL_BOX = {
  maxHeight: 360,
  '&:focus-visible': { outline: (theme: Theme) => `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
};

/** A light tint keeps the row's text at full contrast (WCAG AA); the icon and word carry the meaning. */
const PROBLEM_ROW = { bgcolor: (theme: Theme) => alpha(theme.palette.error.main, 0.12) };

export interface ImportPreviewProps {
  role: ImportRole;
  rows: readonly ImportRow[];
  badLines: ReadonlySet<number>;
}

function StatusCell({ bad }: { bad: boolean }): ReactElement {
  const translate = useTranslate();
  return (
    <TableCell sx={{ whiteSpace: 'nowrap' }}>
      {bad ? <ErrorOutlineIcon color="error" fontSize="small" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} /> : null}
      {!bad ? <CheckCircleOutlineIcon color="success" fontSize="small" aria-hidden sx={{ verticalAlign: 'middle', mr: 0.5 }} /> : null}
      {translate(bad ? 'csvImport.rowProblem' : 'csvImport.rowOk')}
    </TableCell>
  );
}

export function ImportPreview({ role, rows, badLines }: ImportPreviewProps): ReactElement {
  const translate = useTranslate();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const shown = onlyProblems ? rows.filter((r) => badLines.has(r.line)) : rows;
  const [first, last, third] = IMPORT_HEADERS[role];
  const label = translate('csvImport.preview');
  return (
    <>
      <FormControlLabel
        control={<Switch checked={onlyProblems} onChange={(event) => setOnlyProblems(event.target.checked)} />}
        label={translate('csvImport.onlyProblems')}
      />
      <TableContainer tabIndex={0} role="region" aria-label={label} sx={SCROLL_BOX}>
        <Table size="small" stickyHeader aria-label={label}>
          <TableHead>
            <TableRow>
              {['line', 'status', first, last, third].map((column) => (
                <TableCell key={column}>{translate(`csvImport.columns.${column ?? ''}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => {
              const bad = badLines.has(row.line);
              return (
                <TableRow key={row.line} aria-invalid={bad || undefined} sx={bad ? PROBLEM_ROW : undefined}>
                  <TableCell>{row.line}</TableCell>
                  <StatusCell bad={bad} />
                  <TableCell>{row.firstName}</TableCell>
                  <TableCell>{row.lastName}</TableCell>
                  <TableCell>{row.third}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

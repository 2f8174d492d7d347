/**
 * The report's rows as a CSV file (RFC 4180 through papaparse's `unparse`): fields with a comma,
 * a quote or a line break quoted, quotes doubled, CRLF between records, and a UTF-8 byte order
 * mark first, without which Excel reads the file in the machine's legacy code page (names such
 * as "Jääskeläinen" or "Иванова" would come out garbled).
 *
 * Spreadsheets run a cell that starts with `=`, `+`, `-` or `@` (or a tab or carriage return
 * before one) as a formula, and students type answers and guests their names: such a cell is
 * written with a leading `'` (OWASP, CSV injection), so it shows as the text it was. Full-width
 * forms of those signs count too, since some spreadsheets read them as the ASCII ones. Numbers
 * (ids, ratings) are never formulas and are written as they are.
 */
import Papa from 'papaparse';

export const UTF8_BOM = '\uFEFF';

/**
 * A cell a spreadsheet would evaluate. papaparse's own default (`/^[=+\-@\t\r].*$/`) misses a
 * cell whose first line starts a formula and that goes on over more lines (`.` stops at a line
 * break and `$` is the end of the whole text), so only the first character is looked at here.
 */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvCell = string | number;

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + Papa.unparse(rows as CsvCell[][], { escapeFormulae: FORMULA_START, newline: '\r\n' });
}

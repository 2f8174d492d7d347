/**
 * The bulk CSV import's rules (seed sections 3, 5, 8, 9), shared by the shell's dialog and the
 * server, so the browser's preview and the server's verdict cannot disagree: accepted files,
 * the role's header, 1 to 1,000 data rows, duplicates dropped, blank fields and invalid emails
 * reported per row, and the seat limit. Messages are catalogue keys (`errors.import.*`) with
 * values, like the resource kit's validation messages.
 */
import Papa from 'papaparse';
import { isValidEmail, normaliseEmail } from './signUp';

export const IMPORT_ROLES = ['admin', 'teacher', 'student'] as const;
export type ImportRole = (typeof IMPORT_ROLES)[number];

export const IMPORT_HEADERS: Record<ImportRole, readonly string[]> = {
  admin: ['first_name', 'last_name', 'email'],
  teacher: ['first_name', 'last_name', 'email'],
  student: ['first_name', 'last_name', 'class_name'],
};

export const IMPORT_MAX_ROWS = 1000;
/** Files must be under 2 MB (seed section 9). */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Extensions as the seed lists them (its spellings .xsl and .xslx included). */
export const IMPORT_EXTENSIONS = ['.csv', '.txt', '.xsl', '.xslx'] as const;
export const IMPORT_MEDIA_TYPES = [
  'text/csv',
  'application/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export interface ImportMessage {
  key: string;
  identifier: string;
  values?: Record<string, string | number>;
}

const message = (identifier: string, values?: Record<string, string | number>): ImportMessage => ({
  key: `errors.import.${identifier}`,
  identifier,
  ...(values ? { values } : {}),
});

export interface FileFacts {
  name: string;
  size: number;
  /** The browser's or the upload's media type; empty when unknown. */
  type: string;
}

/** 'not supported' for another kind of file, 'too large' from 2 MB; null when the file may be read. */
export function checkImportFile(file: FileFacts): ImportMessage | null {
  const name = file.name.toLowerCase();
  const extensionOk = IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext));
  const typeOk = file.type === '' || (IMPORT_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase());
  if (!extensionOk || !typeOk) return message('notSupported');
  if (file.size >= IMPORT_MAX_BYTES) return message('fileTooLarge', { size: '2 MB' });
  return null;
}

/** One data row, numbered as the spreadsheet shows it (the header is line 1). */
export interface ImportRow {
  line: number;
  firstName: string;
  lastName: string;
  /** Email (admins, teachers) or class name (students), trimmed; emails lower-cased. */
  third: string;
}

export interface ImportCheck {
  rows: ImportRow[];
  /** Lines dropped because an earlier line had the same values. */
  duplicateLines: number[];
  /** Problems of the whole file; any of them blocks the import. */
  errors: ImportMessage[];
  /** Lines with a problem, for highlighting in the preview. */
  badLines: Set<number>;
}

const cell = (row: readonly string[], i: number): string => (row[i] ?? '').trim();

function readRows(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  return parsed.data;
}

/** The missing-field checks per role: which column, and the message naming it. */
const REQUIRED: Record<ImportRole, { column: keyof Omit<ImportRow, 'line'>; identifier: string }[]> = {
  admin: [
    { column: 'firstName', identifier: 'missingFirstName' },
    { column: 'lastName', identifier: 'missingSurname' },
    { column: 'third', identifier: 'missingEmail' },
  ],
  teacher: [
    { column: 'firstName', identifier: 'missingFirstName' },
    { column: 'lastName', identifier: 'missingSurname' },
    { column: 'third', identifier: 'missingEmail' },
  ],
  student: [
    { column: 'firstName', identifier: 'missingFirstName' },
    { column: 'lastName', identifier: 'missingSurname' },
    { column: 'third', identifier: 'missingClassName' },
  ],
};

function rowProblems(role: ImportRole, rows: readonly ImportRow[], bad: Set<number>): ImportMessage[] {
  const errors: ImportMessage[] = [];
  for (const { column, identifier } of REQUIRED[role]) {
    const lines = rows.filter((r) => r[column] === '').map((r) => r.line);
    lines.forEach((l) => bad.add(l));
    // i18next picks the singular or plural wording from `count`.
    if (lines.length > 0) errors.push(message(identifier, { count: lines.length, lines: lines.join(', ') }));
  }
  if (role !== 'student') {
    const invalid = rows.filter((r) => r.third !== '' && !isValidEmail(r.third)).map((r) => r.line);
    invalid.forEach((l) => bad.add(l));
    if (invalid.length === 1) errors.push(message('invalidEmail', { lines: String(invalid[0]) }));
    else if (invalid.length > 1) errors.push(message('invalidEmails', { count: invalid.length, lines: invalid.join(', ') }));
  }
  return errors;
}

/**
 * Parses and checks a file's text for a role. `remainingSeats` (when known) is how many more
 * users of the role the school may hold; fewer than the rows is a seat-limit error.
 */
export function checkImport(text: string, role: ImportRole, remainingSeats?: number | null): ImportCheck {
  const [header = [], ...data] = readRows(text);
  const result: ImportCheck = { rows: [], duplicateLines: [], errors: [], badLines: new Set() };
  const expected = IMPORT_HEADERS[role];
  if (header.length !== expected.length || header.some((h, i) => h.trim().toLowerCase() !== expected[i])) {
    result.errors.push(message('headerMismatch', { header: expected.join(',') }));
    return result;
  }
  if (data.length === 0) return { ...result, errors: [message('missingAnyEntries')] };
  if (data.length > IMPORT_MAX_ROWS) return { ...result, errors: [message('thousandLimit', { max: IMPORT_MAX_ROWS })] };
  const seen = new Set<string>();
  data.forEach((raw, i) => {
    const third = role === 'student' ? cell(raw, 2) : normaliseEmail(cell(raw, 2));
    const row: ImportRow = { line: i + 2, firstName: cell(raw, 0), lastName: cell(raw, 1), third };
    const key = JSON.stringify([row.firstName.toLowerCase(), row.lastName.toLowerCase(), third.toLowerCase()]);
    if (seen.has(key)) result.duplicateLines.push(row.line);
    else {
      seen.add(key);
      result.rows.push(row);
    }
  });
  result.errors.push(...rowProblems(role, result.rows, result.badLines));
  if (remainingSeats !== undefined && remainingSeats !== null && remainingSeats < result.rows.length)
    result.errors.push(message('seatLimit', { rows: result.rows.length, count: Math.max(0, remainingSeats) }));
  return result;
}

/** The template a role's file starts from: its header and one example row. */
export function importTemplate(role: ImportRole): string {
  const example = role === 'student' ? 'Ada,Lovelace,Year 5 Blue' : 'Ada,Lovelace,ada.lovelace@school.example';
  return `${IMPORT_HEADERS[role].join(',')}\n${example}\n`;
}

import { describe, expect, it } from 'vitest';
import { createInstance } from 'i18next';
import { errorsEn } from '../i18n/errors.en';
import { checkImport, checkImportFile, importTemplate, IMPORT_MAX_BYTES, type ImportMessage } from './csvImport';

const i18n = createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: { errors: errorsEn } } }, interpolation: { escapeValue: false } });
const text = (m: ImportMessage): string => i18n.t(m.key, m.values ?? {});
const texts = (csv: string, role: 'admin' | 'teacher' | 'student' = 'teacher', seats?: number): string[] => checkImport(csv, role, seats).errors.map(text);

describe('import file checks', () => {
  it.each([
    ['staff.csv', 'text/csv'],
    ['staff.txt', 'text/plain'],
    ['staff.CSV', ''],
    ['staff.xslx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ])('accepts %s (%s)', (name, type) => expect(checkImportFile({ name, size: 100, type })).toBeNull());

  it('refuses other kinds of file as not supported, and files of 2 MB or more', () => {
    expect(checkImportFile({ name: 'photo.png', size: 100, type: 'image/png' })?.identifier).toBe('notSupported');
    expect(checkImportFile({ name: 'staff.csv', size: 100, type: 'image/png' })?.identifier).toBe('notSupported');
    expect(checkImportFile({ name: 'staff.csv', size: IMPORT_MAX_BYTES, type: 'text/csv' })?.identifier).toBe('fileTooLarge');
    expect(checkImportFile({ name: 'staff.csv', size: IMPORT_MAX_BYTES - 1, type: 'text/csv' })).toBeNull();
  });
});

describe('import rows', () => {
  it('needs the role’s exact header, then at least one and at most 1,000 rows', () => {
    expect(texts('first_name,last_name,class_name\nA,B,C')).toEqual(['The first row must be exactly: first_name,last_name,email']);
    expect(texts('first_name,last_name,email\n')).toEqual(['The file has no rows to import.']);
    const big = ['first_name,last_name,email', ...Array.from({ length: 1001 }, (_, i) => `A${i},B,a${i}@s.org`)].join('\n');
    expect(texts(big)).toEqual(['The file has more than 1000 rows. Split it into smaller files.']);
    const max = ['first_name,last_name,email', ...Array.from({ length: 1000 }, (_, i) => `A${i},B,a${i}@s.org`)].join('\n');
    expect(checkImport(max, 'teacher').errors).toEqual([]);
  });

  it('drops duplicate rows, trims cells, lower-cases emails and ignores a byte-order mark and blank lines', () => {
    const check = checkImport('\uFEFFfirst_name,last_name,email\n Ada ,Lovelace, Ada@School.org\n\nAda,Lovelace,ada@school.org\n', 'teacher');
    expect(check.rows).toEqual([{ line: 2, firstName: 'Ada', lastName: 'Lovelace', third: 'ada@school.org' }]);
    expect(check.duplicateLines).toEqual([3]);
    expect(check.errors).toEqual([]);
  });

  it('reports blank fields per row with singular and plural wording, and marks those lines', () => {
    const check = checkImport('first_name,last_name,class_name\n,Lovelace,5B\nAlan,,5B\nGrace,,\n', 'student');
    expect(check.errors.map(text)).toEqual([
      'Row 2 is missing a first name.',
      'Rows 3, 4 are missing a surname.',
      'Row 4 is missing a class name.',
    ]);
    expect([...check.badLines].sort()).toEqual([2, 3, 4]);
    expect(texts('first_name,last_name,email\nAda,Lovelace,\n', 'admin')).toEqual(['Row 2 is missing an email address.']);
  });

  it('names one invalid email by its row, and counts several', () => {
    expect(texts('first_name,last_name,email\nAda,L,not-an-email\nAlan,T,alan@s.org\n')).toEqual(['Row 2 has an invalid email address.']);
    expect(texts('first_name,last_name,email\nAda,L,nope\nAlan,T,also-nope\nGrace,H,g@s.org\n')).toEqual(['2 email addresses are invalid (rows 2, 3).']);
  });

  it('refuses more rows than the seats left, when they are known', () => {
    const csv = 'first_name,last_name,email\nAda,L,a@s.org\nAlan,T,t@s.org\n';
    expect(texts(csv, 'teacher', 1)).toEqual(['The file has 2 people but only 1 seat is left.']);
    expect(texts(csv, 'teacher', 0)).toEqual(['The file has 2 people but only 0 seats are left.']);
    expect(texts(csv, 'teacher', 2)).toEqual([]);
    expect(texts(csv, 'teacher', null as unknown as number)).toEqual([]);
  });

  it('offers a template per role that passes its own checks', () => {
    for (const role of ['admin', 'teacher', 'student'] as const) expect(checkImport(importTemplate(role), role).errors).toEqual([]);
    expect(importTemplate('student').split('\n')[0]).toBe('first_name,last_name,class_name');
  });
});

/**
 * The texts of a lesson's report file (`GET /lessons/{id}/report.csv`, issue 25): its column
 * headings and task types, in the language the console asks in (`X-User-Locale`). Not part of
 * the browser catalogue (no screen shows them): the server writes them into the file. Each other
 * language's texts are `i18n/<lang>/reportCsv.ts`, complete.
 */
import type { LOCALES } from '../domain/constants';
import type { LessonReportColumn } from '../domain/lessonReport';
import type { Catalogue } from './types';
import { reportCsvFi } from './fi/reportCsv';
import { reportCsvEs } from './es/reportCsv';
import { reportCsvPt } from './pt/reportCsv';
import { reportCsvSv } from './sv/reportCsv';
import { reportCsvRu } from './ru/reportCsv';

export const reportCsvEn = {
  columns: {
    student: 'Student',
    studentId: 'Student ID',
    taskNumber: 'Task no.',
    activity: 'Activity',
    task: 'Task',
    taskType: 'Task type',
    answer: 'Answer',
    answeredAt: 'Answered at ({{zone}})',
    correct: 'Correct',
    score: 'Quiz score (out of {{count}})',
  },
  taskTypes: {
    multiple_choice: 'Multiple choice',
    rating: 'Rating',
    discussion: 'Discussion',
  },
  /** A choice the task no longer lists (by its number). */
  unknownChoice: 'Choice {{number}}',
  /** A student with no name on record. */
  unnamedStudent: 'Student {{id}}',
  /** Whether an answer to a revealed quiz task was right. */
  yes: 'Yes',
  no: 'No',
} as const satisfies { columns: Record<LessonReportColumn, string> } & Record<string, unknown>;

export type ReportCsvTexts = Catalogue<typeof reportCsvEn>;
export type ReportCsvLocale = (typeof LOCALES)[number];

const CATALOGUES: Readonly<Record<ReportCsvLocale, ReportCsvTexts>> = { en: reportCsvEn, fi: reportCsvFi, es: reportCsvEs, pt: reportCsvPt, sv: reportCsvSv, ru: reportCsvRu };

export function reportCsvTexts(locale: ReportCsvLocale | undefined): ReportCsvTexts {
  return CATALOGUES[locale ?? 'en'];
}

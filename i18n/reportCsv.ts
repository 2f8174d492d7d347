/**
 * The texts of a lesson's report file (`GET /lessons/{id}/report.csv`, issue 25): its column
 * headings and task types, in the language the console asks in (`X-User-Locale`). Not part of
 * the browser catalogue (no screen shows them): the server writes them into the file. English is
 * `reportCsv.en.ts`; each other language's texts are `i18n/<lang>/reportCsv.ts`, complete.
 */
import type { LOCALES } from '../domain/constants';
import type { Catalogue } from './types';
import { reportCsvEn } from './reportCsv.en';
import { reportCsvFi } from './fi/reportCsv';
import { reportCsvEs } from './es/reportCsv';
import { reportCsvPt } from './pt/reportCsv';
import { reportCsvSv } from './sv/reportCsv';
import { reportCsvRu } from './ru/reportCsv';

export type ReportCsvTexts = Catalogue<typeof reportCsvEn>;
export type ReportCsvLocale = (typeof LOCALES)[number];

const CATALOGUES: Readonly<Record<ReportCsvLocale, ReportCsvTexts>> = { en: reportCsvEn, fi: reportCsvFi, es: reportCsvEs, pt: reportCsvPt, sv: reportCsvSv, ru: reportCsvRu };

export function reportCsvTexts(locale: ReportCsvLocale | undefined): ReportCsvTexts {
  return CATALOGUES[locale ?? 'en'];
}

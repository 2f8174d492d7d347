/** Finnish: a lesson's report taken away (i18n/en.lessonReport.ts). */
import type { Catalogue } from '../types';
import type { lessonReportEn } from '../en.lessonReport';

export const lessonReportFi = {
  actions: 'Raportti talteen',
  downloadCsv: 'Lataa CSV',
  downloading: 'Ladataan…',
  downloadFailed: 'Raporttia ei voitu ladata.',
  print: 'Tulosta',
  started: 'Oppitunti alkoi {{date}}',
} satisfies Catalogue<typeof lessonReportEn>;

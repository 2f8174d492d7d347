/** Portuguese: a lesson's report taken away (i18n/en.lessonReport.ts). */
import type { Catalogue } from '../types';
import type { lessonReportEn } from '../en.lessonReport';

export const lessonReportPt = {
  actions: 'Levar o relatório',
  downloadCsv: 'Descarregar CSV',
  downloading: 'A descarregar…',
  downloadFailed: 'Não foi possível descarregar o relatório.',
  print: 'Imprimir',
  started: 'Aula iniciada em {{date}}',
} satisfies Catalogue<typeof lessonReportEn>;

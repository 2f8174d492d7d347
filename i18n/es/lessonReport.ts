/** Spanish: a lesson's report taken away (i18n/en.lessonReport.ts). */
import type { Catalogue } from '../types';
import type { lessonReportEn } from '../en.lessonReport';

export const lessonReportEs = {
  actions: 'Llevarse el informe',
  downloadCsv: 'Descargar CSV',
  downloading: 'Descargando…',
  downloadFailed: 'No se pudo descargar el informe.',
  print: 'Imprimir',
  started: 'Clase iniciada el {{date}}',
} satisfies Catalogue<typeof lessonReportEn>;

/**
 * A lesson's report taken away (issue 25; custom-pages/lessons/ReportActions.tsx): the CSV file
 * (`GET /lessons/{id}/report.csv`, its own headings are i18n/reportCsv.ts) and printing.
 */
export const lessonReportEn = {
  actions: 'Take the report away',
  downloadCsv: 'Download CSV',
  downloading: 'Downloading…',
  downloadFailed: 'The report could not be downloaded.',
  print: 'Print',
  started: 'Lesson started {{date}}',
} as const;

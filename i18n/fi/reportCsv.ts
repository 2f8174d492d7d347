/** Finnish texts of a lesson's report file (i18n/reportCsv.ts); complete. */
import type { Catalogue } from '../types';
import type { reportCsvEn } from '../reportCsv.en';

export const reportCsvFi = {
  columns: {
    student: 'Oppilas',
    studentId: 'Oppilaan tunnus',
    taskNumber: 'Tehtävän nro',
    activity: 'Aktiviteetti',
    task: 'Tehtävä',
    taskType: 'Tehtävän tyyppi',
    answer: 'Vastaus',
    answeredAt: 'Vastattu ({{zone}})',
    correct: 'Oikein',
    score: 'Visan pisteet ({{count}} mahdollista)',
  },
  taskTypes: {
    multiple_choice: 'Monivalinta',
    rating: 'Arviointi',
    discussion: 'Keskustelu',
  },
  unknownChoice: 'Vaihtoehto {{number}}',
  unnamedStudent: 'Oppilas {{id}}',
  yes: 'Kyllä',
  no: 'Ei',
} satisfies Catalogue<typeof reportCsvEn>;

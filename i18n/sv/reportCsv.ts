/** Swedish texts of a lesson's report file (i18n/reportCsv.ts); complete. */
import type { Catalogue } from '../types';
import type { reportCsvEn } from '../reportCsv.en';

export const reportCsvSv = {
  columns: {
    student: 'Elev',
    studentId: 'Elevens id',
    taskNumber: 'Uppgift nr',
    activity: 'Aktivitet',
    task: 'Uppgift',
    taskType: 'Uppgiftstyp',
    answer: 'Svar',
    answeredAt: 'Besvarad ({{zone}})',
    correct: 'Rätt',
    score: 'Quizpoäng (av {{count}})',
  },
  taskTypes: {
    multiple_choice: 'Flerval',
    rating: 'Betyg',
    discussion: 'Diskussion',
  },
  unknownChoice: 'Alternativ {{number}}',
  unnamedStudent: 'Elev {{id}}',
  yes: 'Ja',
  no: 'Nej',
} satisfies Catalogue<typeof reportCsvEn>;

/** Spanish texts of a lesson's report file (i18n/reportCsv.ts); complete. */
import type { Catalogue } from '../types';
import type { reportCsvEn } from '../reportCsv.en';

export const reportCsvEs = {
  columns: {
    student: 'Estudiante',
    studentId: 'ID del estudiante',
    taskNumber: 'N.º de tarea',
    activity: 'Actividad',
    task: 'Tarea',
    taskType: 'Tipo de tarea',
    answer: 'Respuesta',
    answeredAt: 'Respondido el ({{zone}})',
    correct: 'Correcta',
    score: 'Puntuación del cuestionario (de {{count}})',
  },
  taskTypes: {
    multiple_choice: 'Opción múltiple',
    rating: 'Valoración',
    discussion: 'Debate',
  },
  unknownChoice: 'Opción {{number}}',
  unnamedStudent: 'Estudiante {{id}}',
  yes: 'Sí',
  no: 'No',
} satisfies Catalogue<typeof reportCsvEn>;

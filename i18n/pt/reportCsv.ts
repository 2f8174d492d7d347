/** Portuguese texts of a lesson's report file (i18n/reportCsv.ts); complete. */
import type { Catalogue } from '../types';
import type { reportCsvEn } from '../reportCsv.en';

export const reportCsvPt = {
  columns: {
    student: 'Aluno',
    studentId: 'ID do aluno',
    taskNumber: 'N.º da tarefa',
    activity: 'Atividade',
    task: 'Tarefa',
    taskType: 'Tipo de tarefa',
    answer: 'Resposta',
    answeredAt: 'Respondido em ({{zone}})',
    correct: 'Correta',
    score: 'Pontuação do questionário (de {{count}})',
  },
  taskTypes: {
    multiple_choice: 'Escolha múltipla',
    rating: 'Avaliação',
    discussion: 'Discussão',
  },
  unknownChoice: 'Opção {{number}}',
  unnamedStudent: 'Aluno {{id}}',
  yes: 'Sim',
  no: 'Não',
} satisfies Catalogue<typeof reportCsvEn>;

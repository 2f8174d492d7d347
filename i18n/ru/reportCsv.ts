/** Russian texts of a lesson's report file (i18n/reportCsv.ts); complete. */
import type { Catalogue } from '../types';
import type { reportCsvEn } from '../reportCsv.en';

export const reportCsvRu = {
  columns: {
    student: 'Ученик',
    studentId: 'ID ученика',
    taskNumber: '№ задания',
    activity: 'Активность',
    task: 'Задание',
    taskType: 'Тип задания',
    answer: 'Ответ',
    answeredAt: 'Время ответа ({{zone}})',
    correct: 'Верно',
    score: 'Баллы за тест (из {{count}})',
  },
  taskTypes: {
    multiple_choice: 'Множественный выбор',
    rating: 'Оценка',
    discussion: 'Обсуждение',
  },
  unknownChoice: 'Вариант {{number}}',
  unnamedStudent: 'Ученик {{id}}',
  yes: 'Да',
  no: 'Нет',
} satisfies Catalogue<typeof reportCsvEn>;

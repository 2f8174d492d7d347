/** A lesson report file's English texts, complete: every other language's reportCsv.ts is measured against them (./reportCsv.ts picks one). */
import type { LessonReportColumn } from '../domain/lessonReport';

export const reportCsvEn = {
  columns: {
    student: 'Student',
    studentId: 'Student ID',
    taskNumber: 'Task no.',
    activity: 'Activity',
    task: 'Task',
    taskType: 'Task type',
    answer: 'Answer',
    answeredAt: 'Answered at ({{zone}})',
    correct: 'Correct',
    score: 'Quiz score (out of {{count}})',
  },
  taskTypes: {
    multiple_choice: 'Multiple choice',
    rating: 'Rating',
    discussion: 'Discussion',
  },
  /** A choice the task no longer lists (by its number). */
  unknownChoice: 'Choice {{number}}',
  /** A student with no name on record. */
  unnamedStudent: 'Student {{id}}',
  /** Whether an answer to a revealed quiz task was right. */
  yes: 'Yes',
  no: 'No',
} as const satisfies { columns: Record<LessonReportColumn, string> } & Record<string, unknown>;

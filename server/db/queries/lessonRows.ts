/**
 * The rows a lesson keeps beside its record, typed so the statements on them are typed Drizzle
 * like the rest: who joined it, with each student's progress (lesson_students), and the quiz
 * tasks revealed to its class (lesson_reveals). Both are join tables of the lessons schema
 * (`students`, `revealedTasks`), but joinTableOf knows a join table's two keys only, and the
 * classroom reads and writes lesson_students' other columns too, so it is declared here, column
 * for column as migrations 0018, 0023 and 0025 make it.
 */
import { integer, pgTable, QueryBuilder, text, timestamp } from 'drizzle-orm/pg-core';
import { lessons } from '../../../resources';
import { joinTableOf } from '../tables';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A student who joined a lesson (routes/passphraseLogins.ts) and where they are in it (lessonProgress/). */
export const lessonStudents = pgTable('lesson_students', {
  lessonId: integer('lesson_id').notNull(),
  studentId: integer('student_id').notNull(),
  deviceKey: text('device_key'),
  joinedAt: moment('joined_at').notNull().defaultNow(),
  /** The name the student holds in the lesson (migration 0023, domain/lessonNames.ts). */
  nameKey: text('name_key'),
  currentActivityId: integer('current_activity_id'),
  currentTaskId: integer('current_task_id'),
  lastSeenAt: moment('last_seen_at'),
});

/** A quiz task whose answer the class has seen (issue 25): `from` is the lesson, `to` the task. */
export const lessonReveals = joinTableOf(lessons.relationships.revealedTasks.through!);

/**
 * Drizzle's builder without a database handle, for the subqueries of a condition built before any
 * statement is (a reader's `visible`, a lesson's roster): the statement that embeds one runs it.
 */
export const subqueries = new QueryBuilder();

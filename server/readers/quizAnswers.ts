/**
 * Quiz mode (issue 25): a quiz task's `correctChoices` are the answer. A viewer who reads plans
 * only as a lesson's student (a class student, a guest, a home student: readers/lessonPlans.ts
 * `readsAsStudent`) reads them only for the tasks the teacher has revealed in a lesson they joined
 * (`lesson_reveals`); for every other task they are withheld as an empty list, which says nothing,
 * not even that the task has an answer. This is the one place that decides it: the tasks' reader
 * calls it for every task that leaves the server (primary, included, any fieldset), so no path a
 * student's token reads can tell the answer early.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { lessonReveals as reveals, lessonStudents as ls } from '../db/queries/lessonRows';
import type { AppRecord } from '../jsonapi/repository';
import { readsAsStudent } from './lessonPlans';

/** The ids among `taskIds` revealed in a lesson the student joined. */
async function revealedToStudent(db: Db, viewer: Viewer, taskIds: readonly number[]): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ taskId: reveals.to })
    .from(reveals.table)
    .innerJoin(ls, eq(ls.lessonId, reveals.from))
    .where(and(eq(ls.studentId, Number(viewer.id)), inArray(reveals.to, [...taskIds])));
  return new Set(rows.map((r) => String(r.taskId)));
}

/** Blanks the correct choices of tasks a student may not know the answer of yet (one query per call). */
export async function withholdUnrevealedAnswers(db: Db, viewer: Viewer, records: AppRecord[]): Promise<void> {
  if (!readsAsStudent(viewer)) return;
  const withAnswers = records.filter((r) => Array.isArray(r.correctChoices) && r.correctChoices.length > 0);
  const revealed = await revealedToStudent(db, viewer, withAnswers.map((r) => Number(r.id)));
  for (const record of records) if (!revealed.has(record.id)) record.correctChoices = [];
}

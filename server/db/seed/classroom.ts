/**
 * The live classroom's demo (issue 11): a class of CLASSROOM_STUDENTS Hillcrest students for the
 * subscribed demo teacher to teach a lesson to (classes belong to a school, so any Hillcrest
 * teacher sees it). Idempotent: the class is looked up by school and name, and its students are
 * added only while it has fewer than CLASSROOM_STUDENTS.
 */
import { classes } from '../../../resources';
import type { Db } from '../client';
import { ensure } from './ensure';
import { SUBSCRIBED_TEACHER_EMAIL } from './library';
import { addFreeStudents, classSize, personByEmail } from './seedRows';

export const CLASSROOM_CLASS_NAME = 'Year 9 Birch';
const CLASSROOM_STUDENTS = 6;

export async function seedClassroom(db: Db): Promise<void> {
  const school = (await personByEmail(db, SUBSCRIBED_TEACHER_EMAIL))?.organizationId;
  if (school == null) return;
  const classId = await ensure(db, classes, { organizationId: school, className: CLASSROOM_CLASS_NAME });
  const n = await classSize(db, classId);
  if (n >= CLASSROOM_STUDENTS) return;
  // The school's students in no demo class yet, newest first, so the other classes keep theirs.
  await addFreeStudents(db, classId, school, CLASSROOM_STUDENTS - n, true);
}

/**
 * The live classroom's demo (issue 11): a class of CLASSROOM_STUDENTS Hillcrest students for the
 * subscribed demo teacher to teach a lesson to (classes belong to a school, so any Hillcrest
 * teacher sees it). Idempotent: the class is looked up by school and name, and its students are
 * added only while it has fewer than CLASSROOM_STUDENTS.
 */
import { sql } from 'drizzle-orm';
import { classes } from '../../../resources';
import { queryRows, type Db } from '../client';
import { ensure } from './ensure';
import { SUBSCRIBED_TEACHER_EMAIL } from './library';

export const CLASSROOM_CLASS_NAME = 'Year 9 Birch';
const CLASSROOM_STUDENTS = 6;

export async function seedClassroom(db: Db): Promise<void> {
  const [teacher] = await queryRows<{ organization_id: number | null }>(db, sql`SELECT organization_id FROM users WHERE email = ${SUBSCRIBED_TEACHER_EMAIL}`);
  const school = teacher?.organization_id;
  if (school == null) return;
  const classId = await ensure(db, classes, { organizationId: school, className: CLASSROOM_CLASS_NAME });
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM class_students WHERE class_id = ${classId}`);
  if (n >= CLASSROOM_STUDENTS) return;
  // The school's students in no demo class yet, newest first, so the other classes keep theirs.
  await db.execute(sql`
    INSERT INTO class_students (class_id, student_id)
    SELECT ${classId}, u.id FROM users u
    WHERE u.organization_id = ${school} AND u.role = 'student' AND u.archived_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM class_students cs WHERE cs.student_id = u.id)
    ORDER BY u.id DESC LIMIT ${CLASSROOM_STUDENTS - n}
    ON CONFLICT DO NOTHING`);
}

/**
 * Everyone a lesson knows (issue 25), the one set every screen numbers shared names over
 * (domain/lessonNames.ts `distinctNames`): its class's students as the student app's picker lists
 * them (active class, active student accounts), plus whoever joined (guests of a class-less
 * lesson) or answered in it. The Students grid lists exactly these; the report file numbers over
 * them. A SQL fragment, so each reader selects what it needs with it.
 */
import { sql, type SQL } from 'drizzle-orm';

/** `SELECT id` of the lesson's roster; `lessonId` must be a parsed record id. */
export function rosterIds(lessonId: number): SQL {
  return sql`SELECT cs.student_id AS id FROM lessons l
               JOIN classes c ON c.id = l.class_id AND c.state = 'active'
               JOIN class_students cs ON cs.class_id = c.id
               JOIN users u ON u.id = cs.student_id AND u.role = 'student' AND u.archived_at IS NULL
             WHERE l.id = ${lessonId}
             UNION SELECT student_id FROM lesson_students WHERE lesson_id = ${lessonId}
             UNION SELECT actor_id FROM experiences WHERE lesson_id = ${lessonId} AND actor_id IS NOT NULL`;
}

/**
 * A joined student's own progress (issue 25): when they were last seen and, in a student-paced
 * lesson, the step they moved to. Last seen is written at most once per
 * LAST_SEEN_WRITE_INTERVAL_SECONDS per student and lesson: the SQL refuses a sooner write (so
 * several processes together keep the rate), and each process remembers its own writes so an open
 * stream's pings do not even ask the database meanwhile.
 */
import { sql } from 'drizzle-orm';
import { LAST_SEEN_WRITE_INTERVAL_SECONDS } from '../../domain/lessonProgress';
import { queryRows, type Db } from '../db/client';

/** Remembered writes are dropped wholesale past this many: a bound on memory, at worst one early write each. */
const REMEMBERED_MAX = 20_000;

export interface LastSeenThrottle {
  /** Records that the student was seen now, unless that was written less than the interval ago. */
  touch(db: Db, lessonId: number, studentId: number): Promise<void>;
}

export function lastSeenThrottle(now: () => number = Date.now): LastSeenThrottle {
  const written = new Map<string, number>();
  const intervalMs = LAST_SEEN_WRITE_INTERVAL_SECONDS * 1000;
  return {
    async touch(db, lessonId, studentId) {
      const key = `${lessonId}:${studentId}`;
      const at = now();
      const last = written.get(key);
      if (last !== undefined && at - last < intervalMs) return;
      if (written.size >= REMEMBERED_MAX) written.clear();
      written.set(key, at);
      await db.execute(
        sql`UPDATE lesson_students SET last_seen_at = now()
            WHERE lesson_id = ${lessonId} AND student_id = ${studentId}
              AND (last_seen_at IS NULL OR last_seen_at < now() - make_interval(secs => ${LAST_SEEN_WRITE_INTERVAL_SECONDS}))`,
      );
    },
  };
}

/**
 * The student is on this step and seen now (a step move or an answer: a write anyway, so not
 * throttled). False when the student has not joined the lesson (nothing written).
 */
export async function recordStep(db: Db, lessonId: number, studentId: number, activityId: number, taskId: number | null): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`UPDATE lesson_students SET current_activity_id = ${activityId}, current_task_id = ${taskId}, last_seen_at = now()
        WHERE lesson_id = ${lessonId} AND student_id = ${studentId} RETURNING student_id`,
  );
  return rows.length > 0;
}

/**
 * An answer (hooks/experiences.ts): the student is seen now and, if the app has not yet told
 * their step, on the answered task. An answer sent late (the offline queue) never moves a
 * student back from the step they told.
 */
export async function recordAnswer(db: Db, lessonId: number, studentId: number, taskId: number): Promise<void> {
  await db.execute(
    sql`UPDATE lesson_students SET last_seen_at = now(),
          current_activity_id = coalesce(current_activity_id, (SELECT activity_id FROM lesson_plan_tasks WHERE id = ${taskId})),
          current_task_id = CASE WHEN current_activity_id IS NULL THEN ${taskId} ELSE current_task_id END
        WHERE lesson_id = ${lessonId} AND student_id = ${studentId}`,
  );
}

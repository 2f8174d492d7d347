/**
 * A joined student's own progress (issue 25): when they were last seen and, in a student-paced
 * lesson, the step they moved to. Last seen is written at most once per
 * LAST_SEEN_WRITE_INTERVAL_SECONDS per student and lesson: the SQL refuses a sooner write (so
 * several processes together keep the rate), and each process remembers its own writes so an open
 * stream's pings do not even ask the database meanwhile.
 */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { lesson_plan_tasks } from '../../resources';
import { LAST_SEEN_WRITE_INTERVAL_SECONDS } from '../../domain/lessonProgress';
import type { Db } from '../db/client';
import { lessonStudents as ls } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';

/** Remembered writes are dropped wholesale past this many: a bound on memory, at worst one early write each. */
const REMEMBERED_MAX = 20_000;
const k = tableOf(lesson_plan_tasks);

const studentOfLesson = (lessonId: number, studentId: number) => and(eq(ls.lessonId, lessonId), eq(ls.studentId, studentId));

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
      const due = or(isNull(ls.lastSeenAt), lt(ls.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_WRITE_INTERVAL_SECONDS})`));
      await db
        .update(ls)
        .set({ lastSeenAt: sql`now()` })
        .where(and(studentOfLesson(lessonId, studentId), due));
    },
  };
}

/**
 * The student is on this step and seen now (a step move or an answer: a write anyway, so not
 * throttled). False when the student has not joined the lesson (nothing written).
 */
export async function recordStep(db: Db, lessonId: number, studentId: number, activityId: number, taskId: number | null): Promise<boolean> {
  const rows = await db
    .update(ls)
    .set({ currentActivityId: activityId, currentTaskId: taskId, lastSeenAt: sql`now()` })
    .where(studentOfLesson(lessonId, studentId))
    .returning({ studentId: ls.studentId });
  return rows.length > 0;
}

/**
 * An answer (hooks/experiences.ts): the student is seen now and, if the app has not yet told
 * their step, on the answered task. An answer sent late (the offline queue) never moves a
 * student back from the step they told.
 */
export async function recordAnswer(db: Db, lessonId: number, studentId: number, taskId: number): Promise<void> {
  const activityOfTask = db.select({ activityId: k.columns.activityId! }).from(k.table).where(eq(k.columns.id!, taskId));
  // Every SET expression reads the row as it was, so both test the step told before this answer.
  await db
    .update(ls)
    .set({
      lastSeenAt: sql`now()`,
      currentActivityId: sql`coalesce(${ls.currentActivityId}, ${activityOfTask})`,
      currentTaskId: sql`CASE WHEN ${ls.currentActivityId} IS NULL THEN ${taskId} ELSE ${ls.currentTaskId} END`,
    })
    .where(studentOfLesson(lessonId, studentId));
}

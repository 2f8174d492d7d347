/**
 * Everyone's progress in a lesson, in one query (issue 25; GET /lessons/{id}/progress): each
 * student of the lesson's roster (roster.ts) with their name, whether and when they joined, when
 * they were last seen (the later of the join and the last write of lastSeen.ts), the step they
 * are on (domain/lessonProgress.ts `studentStep`, here in SQL) and whether they answered that
 * step's task (null where the step takes no answer).
 */
import { sql } from 'drizzle-orm';
import { ANSWERABLE_TASK_TYPES } from '../../domain/lessons';
import { queryRows, type Db } from '../db/client';
import { rosterIds } from './roster';

export interface ProgressRecord {
  studentId: string;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  joined: boolean;
  joinedAt: string | null;
  lastSeenAt: string | null;
  activityId: string | null;
  taskId: string | null;
  answered: boolean | null;
}

interface Row {
  id: number;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
  joined_at: string | null;
  last_seen_at: string | null;
  activity_id: number | null;
  task_id: number | null;
  answerable: boolean | null;
  answered: boolean;
}

const idText = (v: number | null): string | null => (v === null ? null : String(v));

export async function readProgress(db: Db, lessonId: number): Promise<ProgressRecord[]> {
  const answerable = sql.join(
    ANSWERABLE_TASK_TYPES.map((t) => sql`${t}`),
    sql`, `,
  );
  // Timestamps as ISO text in UTC: the two drivers hand them over in different shapes.
  const iso = (column: ReturnType<typeof sql>) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // Hand-written: one statement on the grid's hot path (CTEs, GREATEST, CASE, a correlated EXISTS).
  const rows = await queryRows<Row>(
    db,
    sql`WITH roster (id) AS ${rosterIds(lessonId)},
        progress AS (
          SELECT r.id, ls.joined_at, GREATEST(ls.joined_at, ls.last_seen_at) AS seen,
                 CASE WHEN ls.student_id IS NULL THEN NULL WHEN l.pacing = 'student' AND ls.current_activity_id IS NOT NULL THEN ls.current_activity_id ELSE l.current_activity_id END AS activity_id,
                 CASE WHEN ls.student_id IS NULL THEN NULL WHEN l.pacing = 'student' AND ls.current_activity_id IS NOT NULL THEN ls.current_task_id ELSE l.current_task_id END AS task_id
          FROM roster r CROSS JOIN (SELECT pacing, current_activity_id, current_task_id FROM lessons WHERE id = ${lessonId}) l
          LEFT JOIN lesson_students ls ON ls.lesson_id = ${lessonId} AND ls.student_id = r.id)
        SELECT u.id, u.first_name, u.last_name, u.username, ${iso(sql`p.joined_at`)} AS joined_at, ${iso(sql`p.seen`)} AS last_seen_at,
               p.activity_id, p.task_id, t.task_type IN (${answerable}) AS answerable,
               EXISTS (SELECT 1 FROM experiences e WHERE e.lesson_id = ${lessonId} AND e.actor_id = u.id AND e.entity_id = p.task_id) AS answered
        FROM progress p JOIN users u ON u.id = p.id
        LEFT JOIN lesson_plan_tasks t ON t.id = p.task_id
        ORDER BY u.id`,
  );
  return rows.map((r) => ({
    studentId: String(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    username: r.username,
    joined: r.joined_at !== null,
    joinedAt: r.joined_at,
    lastSeenAt: r.last_seen_at,
    activityId: idText(r.activity_id),
    taskId: idText(r.task_id),
    answered: r.joined_at === null || r.answerable !== true ? null : r.answered,
  }));
}

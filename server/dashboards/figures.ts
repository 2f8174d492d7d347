/**
 * One person's usage figures from their records, over a time range or all time: the teacher
 * dashboard's journey (the past DASHBOARD_WINDOW_DAYS days) and the profile's achievements (all
 * time) count the same way, here.
 *
 * - lessons taught: lessons whose teacher they are, by start date;
 * - students reached: distinct students who joined those lessons;
 * - contents viewed: distinct library items they opened (`viewed` activities on contents, as
 *   the library's item page records them);
 * - collections made: collections they authored, by creation date;
 * - favourites: items and collections they favourited, by the date they did.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AchievementFigures } from '../../domain/achievements';
import { queryRows, type Db } from '../db/client';

/** Activities recording that a library item was opened (custom-pages/library/useRecordView.ts). */
export const CONTENT_VIEW = { entityType: 'contents', verb: 'viewed' } as const;

export interface TimeRange {
  from: Date;
  to: Date;
}

/** `column` within the range (both ends included); no condition for all time. */
export function within(column: SQL, range: TimeRange | undefined): SQL {
  if (!range) return sql`true`;
  return sql`${column} >= ${range.from.toISOString()}::timestamptz AND ${column} <= ${range.to.toISOString()}::timestamptz`;
}

export async function personFigures(db: Db, userId: string, range?: TimeRange): Promise<AchievementFigures> {
  const id = Number(userId);
  const [row] = await queryRows<Record<keyof AchievementFigures, number>>(
    db,
    sql`WITH taught AS (
          SELECT l.id FROM lessons l WHERE l.teacher_id = ${id} AND ${within(sql`l.start_date`, range)}
        )
        SELECT
          (SELECT count(*)::int FROM taught) AS lessons_taught,
          (SELECT count(DISTINCT ls.student_id)::int FROM lesson_students ls WHERE ls.lesson_id IN (SELECT id FROM taught)) AS students_reached,
          (SELECT count(DISTINCT a.entity_id)::int FROM activities a
            WHERE a.actor_id = ${id} AND a.verb = ${CONTENT_VIEW.verb} AND a.entity_type = ${CONTENT_VIEW.entityType}
              AND ${within(sql`a.created_at`, range)}) AS contents_viewed,
          (SELECT count(*)::int FROM collections c WHERE c.author_id = ${id} AND ${within(sql`c.created_at`, range)}) AS collections_made,
          (SELECT count(*)::int FROM favourites f WHERE f.user_id = ${id} AND ${within(sql`f.created_at`, range)}) AS favourites`,
  );
  return {
    lessons_taught: row?.lessons_taught ?? 0,
    students_reached: row?.students_reached ?? 0,
    contents_viewed: row?.contents_viewed ?? 0,
    collections_made: row?.collections_made ?? 0,
    favourites: row?.favourites ?? 0,
  };
}

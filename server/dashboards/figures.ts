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
import { and, countDistinct, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { activities, collections, favourites, lessons, users } from '../../resources';
import type { AchievementFigures } from '../../domain/achievements';
import type { Db } from '../db/client';
import { lessonStudents, subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';

/** Activities recording that a library item was opened (custom-pages/library/useRecordView.ts). */
export const CONTENT_VIEW = { entityType: 'contents', verb: 'viewed' } as const;

export interface TimeRange {
  from: Date;
  to: Date;
}

/** `column` within the range (both ends included); no condition for all time. */
export function within(column: SQLWrapper, range: TimeRange | undefined): SQL {
  if (!range) return sql`true`;
  return sql`${column} >= ${range.from.toISOString()}::timestamptz AND ${column} <= ${range.to.toISOString()}::timestamptz`;
}

/** The UTC day of an instant, as `yyyy-MM-dd` text. */
export const utcDay = (column: SQLWrapper) => sql<string>`((${column}) AT TIME ZONE 'UTC')::date::text`;

const u = tableOf(users);
const l = tableOf(lessons).columns;
const a = tableOf(activities).columns;
const c = tableOf(collections).columns;
const f = tableOf(favourites).columns;

/** A subquery's one number, as a column of the statement around it. */
const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

export async function personFigures(db: Db, userId: string, range?: TimeRange): Promise<AchievementFigures> {
  const id = Number(userId);
  const taught = and(eq(l.teacherId!, id), within(l.startDate!, range));
  const viewed = and(eq(a.actorId!, id), eq(a.verb!, CONTENT_VIEW.verb), eq(a.entityType!, CONTENT_VIEW.entityType), within(a.createdAt!, range));
  // Every figure in one round trip: counts of their own, read beside the person's own row.
  const [row] = await db
    .select({
      lessons_taught: db.$count(tableOf(lessons).table, taught),
      students_reached: scalar(
        subqueries
          .select({ n: countDistinct(lessonStudents.studentId) })
          .from(lessonStudents)
          .where(inArray(lessonStudents.lessonId, subqueries.select({ id: l.id! }).from(tableOf(lessons).table).where(taught))),
      ),
      contents_viewed: scalar(subqueries.select({ n: countDistinct(a.entityId!) }).from(tableOf(activities).table).where(viewed)),
      collections_made: db.$count(tableOf(collections).table, and(eq(c.authorId!, id), within(c.createdAt!, range))),
      favourites: db.$count(tableOf(favourites).table, and(eq(f.userId!, id), within(f.createdAt!, range))),
    })
    .from(u.table)
    .where(eq(u.columns.id!, id));
  return {
    lessons_taught: row?.lessons_taught ?? 0,
    students_reached: row?.students_reached ?? 0,
    contents_viewed: row?.contents_viewed ?? 0,
    collections_made: row?.collections_made ?? 0,
    favourites: row?.favourites ?? 0,
  };
}

/**
 * The teacher dashboard's lists, as ids the client then reads through the ordinary readers (which
 * add locks and withhold what a viewer may not play). The ids are chosen under the same reach
 * the list endpoints apply (grants, the resource's reader, soft delete), so a list never names a
 * record its reader would refuse: drafts, unavailable items, another teacher's draft collection,
 * a school's hidden locked items.
 */
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { activities, collections, contents, lessons } from '../../resources';
import { grantsFor, type ResourceDef } from '../../resources/kit';
import { OPEN_CONTENT_STATES } from '../../domain/constants';
import { DASHBOARD_LIST_SIZE } from '../../domain/dashboards';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { combine, scopeCondition, softDeleteCondition } from '../jsonapi/conditions';
import { CONTENT_VIEW } from './figures';

const asDef = (def: unknown): ResourceDef => def as ResourceDef;

/** Up to DASHBOARD_LIST_SIZE ids of `def` the viewer may list, matching `where`, in `order`. */
async function visibleIds(db: Db, viewer: Viewer, def: ResourceDef, where: (SQL | undefined)[], order: SQL[]): Promise<string[]> {
  const grants = grantsFor(def.access.list, viewer);
  if (grants.length === 0) return [];
  const { table, columns } = tableOf(def);
  const rows = (await db
    .select({ id: columns.id! })
    .from(table)
    .where(combine(scopeCondition(def, grants, viewer), softDeleteCondition(def, []), ...where))
    .orderBy(...order, desc(columns.id!))
    .limit(DASHBOARD_LIST_SIZE)) as { id: number }[];
  return rows.map((r) => String(r.id));
}

const c = tableOf(contents).columns;
const open = inArray(c.state!, [...OPEN_CONTENT_STATES]);
const newestPublished = sql`${c.publishedAt!} DESC NULLS LAST`;

export interface DashboardLists {
  activeLessonIds: string[];
  recentlyViewedIds: string[];
  newStoryWorldIds: string[];
  newCollectionIds: string[];
  freeContentIds: string[];
}

/**
 * The items the viewer opened, most recent view first: read from their own views (which the
 * actor index finds), not per catalogue item, so it costs the same however large the library grows.
 */
async function viewedIdsNewestFirst(db: Db, viewer: Viewer, now: Date): Promise<number[]> {
  const a = tableOf(activities).columns;
  const rows = (await db
    .select({ id: a.entityId!, last: sql`max(${a.createdAt!})` })
    .from(tableOf(activities).table)
    .where(and(eq(a.actorId!, Number(viewer.id)), eq(a.verb!, CONTENT_VIEW.verb), eq(a.entityType!, CONTENT_VIEW.entityType), lte(a.createdAt!, now)))
    .groupBy(a.entityId!)
    .orderBy(sql`max(${a.createdAt!}) DESC`)
    .limit(RECENT_VIEWS_SCANNED)) as { id: string }[];
  return rows.map((r) => Number(r.id)).filter(Number.isSafeInteger);
}

/** Viewed items read to find DASHBOARD_LIST_SIZE the viewer may still open (some may be drafts again). */
const RECENT_VIEWS_SCANNED = 50;

export async function dashboardLists(db: Db, viewer: Viewer, now: Date): Promise<DashboardLists> {
  const l = tableOf(lessons).columns;
  const col = tableOf(collections).columns;
  const viewed = await viewedIdsNewestFirst(db, viewer, now);
  // Safe to inline: every id passed Number.isSafeInteger above.
  const byLastView = sql`array_position(${sql.raw(`ARRAY[${viewed.join(',') || 'NULL'}]::integer[]`)}, ${c.id!})`;
  const [activeLessonIds, recentlyViewedIds, newStoryWorldIds, newCollectionIds, freeContentIds] = await Promise.all([
    visibleIds(db, viewer, asDef(lessons), [eq(l.teacherId!, Number(viewer.id)), eq(l.state!, 'active')], [desc(l.startDate!)]),
    viewed.length === 0 ? Promise.resolve([]) : visibleIds(db, viewer, asDef(contents), [open, inArray(c.id!, viewed)], [byLastView]),
    visibleIds(db, viewer, asDef(contents), [open, eq(c.contentType!, 'story_world')], [newestPublished, desc(c.createdAt!)]),
    visibleIds(db, viewer, asDef(collections), [eq(col.state!, 'published')], [desc(col.createdAt!)]),
    visibleIds(db, viewer, asDef(contents), [open, eq(c.freeAccess!, true)], [newestPublished, desc(c.createdAt!)]),
  ]);
  return { activeLessonIds, recentlyViewedIds, newStoryWorldIds, newCollectionIds, freeContentIds };
}

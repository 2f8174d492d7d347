/**
 * What the demo child (username demochild) has already done, so their quests (domain/quests.ts)
 * show progress on the parent's and the child's homes: views of free story worlds and films (the
 * demo parent has no school, so only the free worlds open) and two favourites. Idempotent: a
 * view or favourite already there is not added again, and the items' counters grow only with
 * the rows inserted, so they keep agreeing with the rows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { activities, contents, favourites, users } from '../../../resources';
import type { Db } from '../client';
import { tableOf } from '../tables';
import { CORAL, LIGHTHOUSE } from './library/worlds';

export const DEMO_CHILD_USERNAME = 'demochild';

/** Newest first: two story worlds, four films, an article. */
const VIEWED = [LIGHTHOUSE, 'Harbour Lights', CORAL, "Ayu's First Dive", 'Grace and the Storm', 'Reef Dive at Raja Ampat', 'How a Lighthouse Works'];
const FAVOURITES = ['Harbour Lights', "Ayu's First Dive"];
const HOUR_MS = 3_600_000;

async function idsByName(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const c = tableOf(contents).columns;
  const rows = (await db.select({ id: c.id!, name: c.name! }).from(tableOf(contents).table).where(inArray(c.name!, [...names]))) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.name, r.id]));
}

async function addToCounter(db: Db, column: 'viewedCount' | 'subscribedCount', ids: readonly number[]): Promise<void> {
  const t = tableOf(contents);
  for (const id of ids) await db.update(t.table).set({ [column]: sql`${t.columns[column]!} + 1` }).where(eq(t.columns.id!, id));
}

export async function seedChildActivity(db: Db, now = new Date()): Promise<void> {
  const u = tableOf(users).columns;
  const [child] = (await db.select({ id: u.id! }).from(tableOf(users).table).where(eq(u.username!, DEMO_CHILD_USERNAME)).limit(1)) as { id: number }[];
  if (!child) return;
  const ids = await idsByName(db, [...VIEWED, ...FAVOURITES]);
  const a = tableOf(activities);
  const seen = (await db
    .select({ entityId: a.columns.entityId! })
    .from(a.table)
    .where(and(eq(a.columns.actorId!, child.id), eq(a.columns.verb!, 'viewed'), eq(a.columns.entityType!, 'contents')))) as { entityId: string }[];
  const already = new Set(seen.map((r) => r.entityId));
  const views = VIEWED.flatMap((name, i) => {
    const id = ids.get(name);
    if (id === undefined || already.has(String(id))) return [];
    return [{ entityType: 'contents', entityId: String(id), verb: 'viewed', actorId: child.id, organizationId: null, createdAt: new Date(now.getTime() - (i * 7 + 1) * HOUR_MS) }];
  });
  if (views.length > 0) await db.insert(a.table as PgTable).values(views);
  await addToCounter(db, 'viewedCount', views.map((v) => Number(v.entityId)));
  const wanted = FAVOURITES.flatMap((name, i) => {
    const id = ids.get(name);
    return id === undefined ? [] : [{ userId: child.id, contentId: id, createdAt: new Date(now.getTime() - (i + 2) * 24 * HOUR_MS) }];
  });
  if (wanted.length === 0) return;
  const f = tableOf(favourites);
  // The partial unique index of migration 0016 makes a second run insert nothing.
  const added = (await db.insert(f.table as PgTable).values(wanted).onConflictDoNothing().returning({ contentId: f.columns.contentId! })) as { contentId: number }[];
  await addToCounter(db, 'subscribedCount', added.map((r) => r.contentId));
}

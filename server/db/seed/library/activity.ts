/**
 * What the demo teachers have already done in the library: favourites, a subscribed collection
 * and `viewed` activity records, so "favourites" and "recently viewed" are not empty on the
 * first sign-in; generated teachers favourite items too. Counters then agree with the rows:
 * `subscribedCount` is the number of favourites, `viewedCount` at least the number of views.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { activities, collections, contents, favourites } from '../../../../resources';
import type { Db } from '../../client';
import { subqueries } from '../../queries/lessonRows';
import { tableOf } from '../../tables';
import { reconcileViewCounts } from '../seedRows';
import { LIBRARY_ITEMS } from './catalogue';
import type { DemoPeople, Person } from './people';
import { VIEWED_VERB } from '../../../hooks/activities';

const HOUR_MS = 3_600_000;

interface Habits {
  favourites: string[];
  subscribes: string[];
  /** Newest first. */
  viewed: { contents?: string; collections?: string }[];
}

/** The trial teacher sticks to the trial's story worlds, where everything opens. */
const TRIAL_TEACHER: Habits = {
  favourites: ['Harbour Lights', 'Why Coral Reefs Matter', 'Reef Dive at Raja Ampat', 'Harbour Bells at Dusk'],
  subscribes: ['Oceans and Coasts'],
  viewed: [
    { contents: 'Harbour Lights' }, { contents: "Ayu's First Dive" }, { collections: 'Oceans and Coasts' }, { contents: 'How a Lighthouse Works' },
    { contents: 'Night on the Reef' }, { contents: 'Inside the Lamp Room' }, { contents: "The Lighthouse Keeper's Daughter" },
    { contents: 'Coral Kingdom VR Expedition' }, { contents: 'Grace and the Storm' },
  ],
};

const SUBSCRIBED_TEACHER: Habits = {
  favourites: ['Breaking Enigma', "Amal's Suitcase", 'Codes and Ciphers', 'Living with Merapi'],
  subscribes: ['Explore in 360', 'Belonging and Journeys'],
  viewed: [
    { contents: 'Breaking Enigma' }, { contents: 'Codes and Ciphers' }, { collections: 'Explore in 360' }, { contents: 'Walk the Crater Rim' },
    { contents: "Amal's Suitcase" }, { contents: 'Windrush Voices' }, { contents: 'The Code Breakers' },
  ],
};

const LISTED = LIBRARY_ITEMS.filter((i) => i.state === undefined).map((i) => i.name);
const PUBLISHED_COLLECTIONS = ['Oceans and Coasts', 'First Stories for Little Learners', 'Belonging and Journeys', 'Sounds of the World', 'Explore in 360'];

/** A generated teacher's favourites: three items and, for every other one, a collection. */
function fanHabits(k: number): Habits {
  const n = LISTED.length;
  return {
    favourites: [...new Set([LISTED[(k * 7) % n]!, LISTED[(k * 13 + 3) % n]!, LISTED[(k * 29 + 5) % n]!])],
    subscribes: k % 2 === 0 ? [PUBLISHED_COLLECTIONS[k % PUBLISHED_COLLECTIONS.length]!] : [],
    viewed: [],
  };
}

type Ids = ReadonlyMap<string, number>;

async function seedFavourites(db: Db, who: [Person, Habits][], contentIds: Ids, collectionIds: Ids, now: Date): Promise<void> {
  const rows = who.flatMap(([p, h], k) => [
    ...h.favourites.filter((n) => contentIds.has(n)).map((n, i) => ({ userId: p.id, contentId: contentIds.get(n)!, createdAt: new Date(now.getTime() - (k * 5 + i + 2) * 24 * HOUR_MS) })),
    ...h.subscribes.filter((n) => collectionIds.has(n)).map((n, i) => ({ userId: p.id, collectionId: collectionIds.get(n)!, createdAt: new Date(now.getTime() - (k * 3 + i + 4) * 24 * HOUR_MS) })),
  ]);
  // The partial unique indexes of migration 0016 make a second run insert nothing.
  if (rows.length > 0) await db.insert(tableOf(favourites).table as PgTable).values(rows).onConflictDoNothing();
}

async function seedViews(db: Db, who: [Person, Habits][], ids: Record<'contents' | 'collections', Ids>, now: Date): Promise<void> {
  const t = tableOf(activities);
  const c = t.columns;
  const actors = who.map(([p]) => p.id);
  const existing = (await db
    .select({ actorId: c.actorId!, entityType: c.entityType!, entityId: c.entityId! })
    .from(t.table)
    .where(and(eq(c.verb!, VIEWED_VERB), inArray(c.actorId!, actors)))) as { actorId: number; entityType: string; entityId: string }[];
  const seen = new Set(existing.map((r) => `${r.actorId}|${r.entityType}|${r.entityId}`));
  const rows = who.flatMap(([p, h]) =>
    h.viewed.flatMap((v, i) => {
      const [entityType, name] = v.contents ? (['contents', v.contents] as const) : (['collections', v.collections!] as const);
      const id = ids[entityType].get(name);
      if (id === undefined || seen.has(`${p.id}|${entityType}|${id}`)) return [];
      const createdAt = new Date(now.getTime() - (i * 19 + 2) * HOUR_MS);
      return [{ entityType, entityId: String(id), verb: VIEWED_VERB, actorId: p.id, organizationId: p.organizationId, createdAt }];
    }),
  );
  if (rows.length > 0) await db.insert(t.table as PgTable).values(rows);
}

/** Counters agree with the rows, for the demo's items and collections only. */
async function reconcileCounters(db: Db, entityType: 'contents' | 'collections', ids: Ids): Promise<void> {
  if (ids.size === 0) return;
  const list = [...ids.values()];
  const { table, columns: t } = tableOf(entityType === 'contents' ? contents : collections);
  const fv = tableOf(favourites);
  const favourite = fv.columns[entityType === 'contents' ? 'contentId' : 'collectionId']!;
  const f = subqueries
    .select({ id: t.id!, n: sql<number>`count(${fv.columns.id!})::int`.as('n') })
    .from(table)
    .leftJoin(fv.table, eq(favourite, t.id!))
    .where(inArray(t.id!, list))
    .groupBy(t.id!)
    .as('f');
  await db.update(table).set({ subscribedCount: sql`${f.n}` }).from(f).where(and(eq(t.id!, f.id), ne(t.subscribedCount!, f.n)));
  await reconcileViewCounts(db, entityType, list);
}

export async function seedLibraryActivity(db: Db, people: DemoPeople, contentIds: Ids, collectionIds: Ids, now: Date): Promise<void> {
  const who: [Person, Habits][] = [
    ...(people.teacher ? [[people.teacher, TRIAL_TEACHER] as [Person, Habits]] : []),
    ...(people.subscribed ? [[people.subscribed, SUBSCRIBED_TEACHER] as [Person, Habits]] : []),
    ...people.fans.map((p, k): [Person, Habits] => [p, fanHabits(k + 1)]),
  ];
  if (who.length === 0) return;
  await seedFavourites(db, who, contentIds, collectionIds, now);
  await seedViews(db, who, { contents: contentIds, collections: collectionIds }, now);
  await reconcileCounters(db, 'contents', contentIds);
  await reconcileCounters(db, 'collections', collectionIds);
}

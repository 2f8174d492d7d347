/**
 * Activity records are always the viewer's own: the actor is the signed-in viewer, never sent.
 *
 * Views of the library (seed 1: "every view is recorded as an activity"; `favorite.viewedCount`):
 * a `viewed` record of `contents` or `collections` must name an item the viewer can open (404 on
 * `entity_id` otherwise, and nothing is recorded) and adds one to its `viewedCount`, in the same
 * transaction. The teacher's "recently viewed" list is their own records:
 * `GET /activities?filter[verb]=viewed&sort=-createdAt`.
 */
import { eq, sql } from 'drizzle-orm';
import { collections, contents } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { tableOf } from '../db/tables';
import type { ResourceHooks, WriteContext } from './types';
import { requireVisible } from './visibleRecord';

export const VIEWED_VERB = 'viewed';

/** Library resources whose views are counted, by their name (the record's `entityType`). */
const COUNTED: Readonly<Record<string, ResourceDef>> = {
  contents: contents,
  collections: collections,
};

function countedView(ctx: WriteContext): ResourceDef | undefined {
  if (ctx.op !== 'create' || ctx.values.verb !== VIEWED_VERB) return undefined;
  return COUNTED[String(ctx.values.entityType)];
}

async function beforeWrite(ctx: WriteContext): Promise<void> {
  // A super user may write any field (writable `*`) and so name another actor; everyone else
  // cannot send one (not in their writable list) and gets themselves.
  if (ctx.op === 'create' && !('actorId' in ctx.values)) ctx.values.actorId = ctx.viewer.id;
  const def = countedView(ctx);
  if (def) {
    const item = await requireVisible(ctx.db, ctx.viewer, def, ctx.values.entityId, ctx.pointerOf('entityId'));
    // The stored id in its canonical form, so "recently viewed" finds the item again.
    ctx.values.entityId = item.id;
  }
}

async function afterWrite(ctx: WriteContext & { id: string }): Promise<void> {
  const def = countedView(ctx);
  if (!def) return;
  const t = tableOf(def);
  await ctx.db
    .update(t.table)
    .set({ viewedCount: sql`${t.columns.viewedCount!} + 1` })
    .where(eq(t.columns.id!, Number(ctx.values.entityId)));
}

export const activitiesHooks: ResourceHooks = { beforeWrite, afterWrite };

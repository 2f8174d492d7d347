/**
 * Favourites (seed 1 and 3): a viewer's favourite library item or a collection they subscribe
 * to, exactly one of the two (422 on the relationship otherwise). The generic write already
 * refused a target the viewer cannot see (404). Favouriting the same thing twice is 409
 * `favouriteExists` (the unique indexes of migration 0016 back it up against a race, as a plain
 * 409). The item's or collection's `subscribedCount` follows in the same transaction.
 */
import { eq, and, sql } from 'drizzle-orm';
import { collections, contents, favourites } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import { mailCollectionAuthor } from '../mail/collectionMails';
import type { ResourceHooks, WriteContext } from './types';

type Target = { relation: 'content' | 'collection'; def: ResourceDef; id: string };

function targetOf(values: Record<string, unknown>): Target | undefined {
  if (values.contentId != null) return { relation: 'content', def: contents, id: String(values.contentId) };
  if (values.collectionId != null) return { relation: 'collection', def: collections, id: String(values.collectionId) };
  return undefined;
}

async function assertNew(ctx: WriteContext, target: Target): Promise<void> {
  const c = tableOf(favourites).columns;
  const found = await ctx.db
    .select({ id: c.id! })
    .from(tableOf(favourites).table)
    .where(and(eq(c.userId!, Number(ctx.values.userId)), eq(c[`${target.relation}Id`]!, Number(target.id))))
    .limit(1);
  if (found.length > 0) throw ApiError.of({ status: 409, identifier: 'favouriteExists', pointer: ctx.pointerOf(target.relation) });
}

async function addToCount(ctx: WriteContext, target: Target, delta: 1 | -1): Promise<void> {
  const t = tableOf(target.def);
  const col = t.columns.subscribedCount!;
  // Never below zero, whatever rows an earlier release left behind.
  await ctx.db
    .update(t.table)
    .set({ subscribedCount: sql`greatest(${col} + ${delta}, 0)` })
    .where(eq(t.columns.id!, Number(target.id)));
}

export const favouritesHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op !== 'create') return;
    // A favourite is always the viewer's own (the kit pins it for `self`; a super user's too).
    ctx.values.userId ??= ctx.viewer.id;
    const both = ctx.values.contentId != null && ctx.values.collectionId != null;
    const target = targetOf(ctx.values);
    if (both || !target)
      throw ApiError.of({ status: 422, identifier: 'favouriteTarget', pointer: ctx.pointerOf(both ? 'collection' : 'content') });
    await assertNew(ctx, target);
  },
  async afterWrite(ctx) {
    const source = ctx.op === 'create' ? ctx.values : ctx.record;
    const target = source ? targetOf(source) : undefined;
    if (target) await addToCount(ctx, target, ctx.op === 'create' ? 1 : -1);
    // A new subscriber to a collection: its author hears of it, if they want to (issue 12).
    if (target?.relation === 'collection' && ctx.op === 'create') await mailCollectionAuthor(ctx, target.id, String(ctx.values.userId));
  },
};

/**
 * Collections (seed 4 and 5):
 * - a teacher's collection belongs to their school (the kit pins `author` to them); a manager's
 *   has no author and no school: it is the product's own;
 * - publishing needs COLLECTION_PUBLISH_MIN_ITEMS items, counted as they are after this write,
 *   and so does taking items out of a published collection (422 `collectionTooFewItems` on
 *   `state`; the editor then saves a draft and says why);
 * - a published collection is published in at least one language: sent without any, it is
 *   published in its publisher's language (the first of their stored languages the product is
 *   written in, else English: the rule mails follow too). Unpublishing clears the languages.
 */
import { eq, sql } from 'drizzle-orm';
import { collections, users } from '../../resources';
import { COLLECTION_PUBLISH_MIN_ITEMS } from '../../domain/constants';
import { canPublish } from '../../domain/library';
import { joinTableOf, tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import { mailLocale, storedLanguages } from '../mail/language';
import { mailCollectionSubscribers } from '../mail/collectionMails';
import type { ResourceHooks, WriteContext } from './types';

async function storedItemCount(ctx: WriteContext): Promise<number> {
  const through = collections.relationships.items.through;
  if (!ctx.record || !through) return 0;
  const jt = joinTableOf(through);
  const rows = await ctx.db.select({ n: sql<string>`count(*)` }).from(jt.table).where(eq(jt.from, Number(ctx.record.id)));
  return Number(rows[0]?.n ?? 0);
}

/** The language of whoever publishes: their stored language the product speaks, else English. */
async function publisherLocale(ctx: WriteContext): Promise<string> {
  const c = tableOf(users).columns;
  const rows = (await ctx.db.select({ locale: c.locale!, languages: c.languages! }).from(tableOf(users).table).where(eq(c.id!, Number(ctx.viewer.id)))) as {
    locale: string | null;
    languages: string[] | null;
  }[];
  return mailLocale(undefined, rows[0] ? storedLanguages(rows[0]) : []);
}

async function publishingRules(ctx: WriteContext): Promise<void> {
  const { values, record } = ctx;
  const state = (values.state ?? record?.state ?? 'draft') as string;
  if (state !== 'published') {
    // Unpublished (or never published): in no language.
    const locales = (values.publishedLocales ?? record?.publishedLocales ?? []) as string[];
    if (locales.length > 0) values.publishedLocales = [];
    return;
  }
  // Only a write that publishes or changes the items can make a published collection too small.
  if ('state' in values || 'itemsIds' in values) {
    const count = 'itemsIds' in values ? (values.itemsIds as string[]).length : await storedItemCount(ctx);
    if (!canPublish(count))
      throw ApiError.of({
        status: 422,
        identifier: 'collectionTooFewItems',
        pointer: ctx.pointerOf('state'),
        values: { count: COLLECTION_PUBLISH_MIN_ITEMS },
        meta: { items: count, minimum: COLLECTION_PUBLISH_MIN_ITEMS },
      });
  }
  const locales = (values.publishedLocales ?? record?.publishedLocales ?? []) as string[];
  if (locales.length === 0) values.publishedLocales = [await publisherLocale(ctx)];
}

export const collectionsHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op === 'delete') return;
    // The kit pinned the author only for a teacher writing as themselves: their school owns it.
    if (ctx.op === 'create') ctx.values.organizationId = ctx.values.authorId != null ? ctx.viewer.organizationId : null;
    await publishingRules(ctx);
    // Before the items are rewritten (it compares them); the mails go with the write's transaction.
    await mailCollectionSubscribers(ctx);
  },
};

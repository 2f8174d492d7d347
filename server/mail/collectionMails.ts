/**
 * The mails collections cause (issue 12, seed section 3 `emailNotificationPreferences`), each
 * sent only to people who want that kind (domain/notifications.ts `wantsMail`), with a real
 * address and an active account, in the recipient's language:
 * - `collectionSubscribers`: someone subscribed to your collection (server/hooks/favourites.ts);
 * - `subscribedCollectionsUpdates`: a collection you subscribe to was published or its items
 *   changed (server/hooks/collections.ts).
 * They run inside the write's transaction, so a refused write sends nothing.
 */
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { collections, favourites, users } from '../../resources';
import { isValidEmail } from '../../domain/email';
import { wantsMail, type NotificationKind } from '../../domain/notifications';
import { mailText, type MailKind } from '../../i18n/mail';
import { joinTableOf, tableOf } from '../db/tables';
import type { Db } from '../db/client';
import type { WriteContext } from '../hooks/types';
import { mailLocale, storedLanguages } from './language';
import { sendMails, type Mail } from './mailer';

interface Recipient {
  id: number;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  locale: string | null;
  languages: string[] | null;
  emailNotificationPreferences: unknown;
}

const u = tableOf(users).columns;
const recipientColumns = {
  id: u.id!,
  email: u.email!,
  firstName: u.firstName!,
  lastName: u.lastName!,
  locale: u.locale!,
  languages: u.languages!,
  emailNotificationPreferences: u.emailNotificationPreferences!,
};

async function recipients(db: Db, where: SQL | undefined): Promise<Recipient[]> {
  return (await db.select(recipientColumns).from(tableOf(users).table).where(and(where, isNull(u.archivedAt!)))) as Recipient[];
}

const displayName = (r: Pick<Recipient, 'firstName' | 'lastName'>): string => [r.firstName, r.lastName].filter((n) => n).join(' ');

/** The shell's page of a collection; relative when the write came from no request (no origin). */
const collectionLink = (ctx: WriteContext, id: string): string => `${ctx.origin ?? ''}/app/collections/${encodeURIComponent(id)}`;

/** One mail per recipient who wants this kind and has an address to send it to, in their language. */
function mailsFor(people: readonly Recipient[], kind: NotificationKind, mail: MailKind, values: Record<string, string>): Mail[] {
  return people
    .filter((p) => typeof p.email === 'string' && isValidEmail(p.email) && wantsMail(p.emailNotificationPreferences, kind))
    .map((p) => ({ to: p.email as string, ...mailText(mailLocale(undefined, storedLanguages(p)), mail, values) }));
}

async function collectionFacts(db: Db, id: string): Promise<{ name: string; authorId: number | null } | undefined> {
  const c = tableOf(collections).columns;
  const rows = (await db
    .select({ name: c.name!, authorId: c.authorId! })
    .from(tableOf(collections).table)
    .where(eq(c.id!, Number(id)))) as { name: string; authorId: number | null }[];
  return rows[0];
}

/** After a subscription (a favourite naming a collection): tell the collection's author. */
export async function mailCollectionAuthor(ctx: WriteContext, collectionId: string, subscriberId: string): Promise<void> {
  const collection = await collectionFacts(ctx.db, collectionId);
  // The product's own collections have no author; subscribing to one's own tells nobody anything.
  if (!collection || collection.authorId === null || String(collection.authorId) === subscriberId) return;
  const author = await recipients(ctx.db, eq(u.id!, collection.authorId));
  const subscriber = (await recipients(ctx.db, eq(u.id!, Number(subscriberId))))[0];
  const values = { subscriber: subscriber ? displayName(subscriber) : '', collection: collection.name, link: collectionLink(ctx, collectionId) };
  await sendMails(ctx.db, mailsFor(author, 'collectionSubscribers', 'collectionSubscribed', values));
}

async function storedItemIds(db: Db, collectionId: string): Promise<Set<string>> {
  const through = collections.relationships.items.through;
  if (!through) return new Set();
  const jt = joinTableOf(through);
  const rows = (await db.select({ id: jt.to }).from(jt.table).where(eq(jt.from, Number(collectionId)))) as { id: unknown }[];
  return new Set(rows.map((r) => String(r.id)));
}

/** Whether this write adds or removes items (a new order alone is no news to subscribers). */
async function changesItems(ctx: WriteContext & { record: Record<string, unknown> }): Promise<boolean> {
  if (!Array.isArray(ctx.values.itemsIds)) return false;
  const next = new Set(ctx.values.itemsIds.map(String));
  const stored = await storedItemIds(ctx.db, String(ctx.record.id));
  return next.size !== stored.size || [...next].some((id) => !stored.has(id));
}

/**
 * Before an update of a collection is written: when it leaves the write published, and the write
 * publishes it or changes its items, tell its subscribers (but not whoever made the change).
 */
export async function mailCollectionSubscribers(ctx: WriteContext): Promise<void> {
  const { record, values } = ctx;
  if (ctx.op !== 'update' || !record) return;
  if ((values.state ?? record.state) !== 'published') return;
  const publishes = 'state' in values && record.state !== 'published';
  if (!publishes && !(await changesItems({ ...ctx, record }))) return;
  const f = tableOf(favourites).columns;
  const subscriberIds = ctx.db.select({ id: f.userId! }).from(tableOf(favourites).table).where(eq(f.collectionId!, Number(record.id)));
  const people = (await recipients(ctx.db, inArray(u.id!, subscriberIds))).filter((p) => String(p.id) !== ctx.viewer.id);
  const name = typeof values.name === 'string' ? values.name : String(record.name ?? '');
  await sendMails(ctx.db, mailsFor(people, 'subscribedCollectionsUpdates', 'collectionUpdated', { collection: name, link: collectionLink(ctx, String(record.id)) }));
}

/**
 * Inserts the demo library set-wise: one look-up of the names already there, one insert of the
 * missing story worlds, one of the missing items, one of their tags. A name already present is
 * left as it is (a content manager may have edited it), so a second run adds nothing.
 */
import { asc, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { contents, tags } from '../../../../resources';
import type { Db } from '../../client';
import { joinTableOf, tableOf } from '../../tables';
import { itemRows, worldRows, type ContentRow } from './catalogue';
import type { Subject } from './types';

/** The demo tags (demo.ts seedCatalogues) an item's subjects file it under. */
const SUBJECT_TAGS: Partial<Record<Subject, string>> = {
  art: 'Art',
  history: 'History',
  science: 'Science',
  geography: 'Geography',
  pshe: 'Wellbeing',
  citizenship: 'Community',
};

async function idsByName(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const c = tableOf(contents).columns;
  const rows = (await db
    .select({ id: c.id!, name: c.name! })
    .from(tableOf(contents).table)
    .where(inArray(c.name!, [...names]))
    .orderBy(asc(c.id!))) as { id: number; name: string }[];
  const ids = new Map<string, number>();
  for (const r of rows) if (!ids.has(r.name)) ids.set(r.name, r.id);
  return ids;
}

/** Inserts the rows whose name is not in `ids` yet, adding them to it; returns the inserted rows' ids. */
async function insertMissing(db: Db, rows: readonly ContentRow[], ids: Map<string, number>): Promise<Map<number, ContentRow>> {
  const missing = rows.filter((r) => !ids.has(r.name));
  const inserted = new Map<number, ContentRow>();
  if (missing.length === 0) return inserted;
  const t = tableOf(contents);
  const out = (await db
    .insert(t.table as PgTable)
    .values(missing)
    .returning({ id: t.columns.id!, name: t.columns.name! })) as { id: number; name: string }[];
  const byName = new Map(missing.map((r) => [r.name, r]));
  for (const r of out) {
    ids.set(r.name, r.id);
    inserted.set(r.id, byName.get(r.name)!);
  }
  return inserted;
}

async function tagNewRows(db: Db, inserted: ReadonlyMap<number, ContentRow>): Promise<void> {
  const through = contents.relationships.tags.through;
  if (!through || inserted.size === 0) return;
  const tc = tableOf(tags).columns;
  const tagRows = (await db
    .select({ id: tc.id!, name: tc.name! })
    .from(tableOf(tags).table)
    .where(inArray(tc.name!, Object.values(SUBJECT_TAGS)))) as { id: number; name: string }[];
  const tagId = new Map(tagRows.map((r) => [r.name, r.id]));
  const links: { from: number; to: number }[] = [];
  for (const [id, row] of inserted) {
    const names = new Set((row.subjects as Subject[]).map((s) => SUBJECT_TAGS[s]).filter((n): n is string => n !== undefined));
    for (const name of names) if (tagId.has(name)) links.push({ from: id, to: tagId.get(name)! });
  }
  if (links.length > 0) await db.insert(joinTableOf(through).table).values(links).onConflictDoNothing();
}

/** Seeds the story worlds and items; returns every demo name's id (worlds and items). */
export async function seedLibraryContents(db: Db, now: Date): Promise<Map<string, number>> {
  const worlds = worldRows(now);
  const ids = await idsByName(db, worlds.map((w) => w.name));
  const newWorlds = await insertMissing(db, worlds, ids);
  const items = itemRows(now, ids);
  for (const [name, id] of await idsByName(db, items.map((r) => r.name))) ids.set(name, id);
  const newItems = await insertMissing(db, items, ids);
  await tagNewRows(db, new Map([...newWorlds, ...newItems]));
  return ids;
}

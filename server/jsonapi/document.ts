/**
 * Builds a response document: primary data with its linkage, and `included` resolved level by
 * level (e.g. organization.licensings.license). Every included resource passes through the
 * viewer's read scope for its own type, so an include never reaches another school's records,
 * and through its reader's `present` (server/readers/) like primary data, so computed and
 * withheld fields are the same wherever a record appears.
 */
import type { LinkSigner } from '../auth/linkSigner';
import type { MailLocale } from '../../i18n/mail';
import { inArray } from 'drizzle-orm';
import { grantsFor, isUnscoped, type ResourceDef } from '../../resources/kit';
import { combine, hasReaderScope, scopeCondition, softDeleteCondition } from './conditions';
import type { IncludeNode, ReadQuery } from './query';
import { findAll, toManyIds, type AppRecord } from './repository';
import { toResourceObject, type ResourceObject } from './serialize';
import { relatedDef } from './wire';
import { tableOf } from '../db/tables';
import type { Db } from '../db/client';
import type { Viewer } from '../auth/viewer';
import { READERS } from '../readers';

export interface ReadContext {
  db: Db;
  viewer: Viewer;
  apiBase: string;
  /** The product's origin for links in mails a write sends (hooks); absent outside a request. */
  origin?: string;
  /** The request's time (app.now()); the system clock when absent. */
  now?: Date;
  /** The language the request asked for (X-User-Locale): mails a write sends are written in it. */
  locale?: MailLocale;
  /** Signs links the hooks mail (a webinar booking's join link); absent outside a request. */
  signer?: LinkSigner;
}

type Linkage = Map<string, Map<string, string[]>>; // record id → relationship → ids

/**
 * Records found readable while building one document, by `name:id`: the linkage check and the
 * include then read a relationship's records once (opening a lesson plan with its activities
 * and tasks costs a query per level, not two).
 */
type Loaded = Map<string, AppRecord>;

async function loadLinkage(
  ctx: ReadContext,
  def: ResourceDef,
  records: AppRecord[],
  include: IncludeNode,
  everything: boolean,
  loaded: Loaded,
): Promise<Linkage> {
  const linkage: Linkage = new Map(records.map((r) => [r.id, new Map()]));
  for (const [name, rel] of Object.entries(def.relationships)) {
    // To-many linkage costs a query per relationship: load it for a single record or when included.
    if (rel.kind !== 'toMany' || !(everything || include.children.has(name))) continue;
    const byParent = await toManyIds(ctx.db, rel, records.map((r) => r.id));
    const readable = await readableIds(ctx, relatedDef(rel), new Set([...byParent.values()].flat()), loaded);
    for (const [parent, ids] of byParent) linkage.get(parent)?.set(name, ids.filter((id) => readable.has(id)));
  }
  return linkage;
}

/** Linkage names only records the viewer could read: no other school's ids, no archived ones, none a reader hides. */
async function readableIds(ctx: ReadContext, def: ResourceDef, ids: Set<string>, loaded: Loaded): Promise<Set<string>> {
  const grants = grantsFor(def.access.list, ctx.viewer);
  if (!def.softDelete && grants.some(isUnscoped) && !hasReaderScope(def, grants, ctx.viewer)) return ids;
  return new Set((await readableRecords(ctx, def, ids, loaded)).map((r) => r.id));
}

async function readableRecords(ctx: ReadContext, def: ResourceDef, ids: Set<string>, loaded: Loaded): Promise<AppRecord[]> {
  if (ids.size === 0) return [];
  const grants = grantsFor(def.access.list, ctx.viewer);
  // A type the viewer may not read is left out, like out-of-scope records: the linkage stays.
  if (grants.length === 0) return [];
  const key = (id: string): string => `${def.name}:${id}`;
  const known = [...ids].flatMap((id) => loaded.get(key(id)) ?? []);
  const missing = [...ids].filter((id) => !loaded.has(key(id)));
  if (missing.length === 0) return known;
  const where = combine(
    inArray(tableOf(def).columns.id!, missing.map(Number)),
    scopeCondition(def, grants, ctx.viewer),
    softDeleteCondition(def, []),
  );
  const found = await findAll(ctx.db, def, where, READERS[def.name]?.computed?.(ctx.viewer));
  for (const r of found) loaded.set(key(r.id), r);
  return [...known, ...found];
}

/** The reader's computed and withheld fields, filled in place before anything is rendered. */
async function present(ctx: ReadContext, def: ResourceDef, records: AppRecord[]): Promise<void> {
  await READERS[def.name]?.present?.(ctx, records);
}

export async function buildDocument(
  ctx: ReadContext,
  def: ResourceDef,
  records: AppRecord[],
  query: ReadQuery,
  single: boolean,
): Promise<{ data: ResourceObject[]; included: ResourceObject[] }> {
  const included = new Map<string, ResourceObject>();
  const loaded: Loaded = new Map();
  const primaryKeys = new Set(records.map((r) => `${def.type}:${r.id}`));
  const render = (d: ResourceDef, r: AppRecord, links: Linkage): ResourceObject =>
    toResourceObject(d, r, { apiBase: ctx.apiBase, fields: query.fields.get(d.type), toMany: links.get(r.id) });

  const walk = async (d: ResourceDef, recs: AppRecord[], node: IncludeNode, links: Linkage): Promise<void> => {
    for (const [name, child] of node.children) {
      const rel = d.relationships[name]!;
      const target = relatedDef(rel);
      const ids = new Set<string>();
      for (const r of recs) {
        if (rel.kind === 'toOne') {
          const id = r[`${name}Id`];
          if (id != null) ids.add(String(id));
        } else for (const id of links.get(r.id)?.get(name) ?? []) ids.add(id);
      }
      const related = await readableRecords(ctx, target, ids, loaded);
      await present(ctx, target, related);
      const childLinks = await loadLinkage(ctx, target, related, child, false, loaded);
      for (const r of related) {
        const key = `${target.type}:${r.id}`;
        if (!primaryKeys.has(key) && !included.has(key)) included.set(key, render(target, r, childLinks));
      }
      await walk(target, related, child, childLinks);
    }
  };

  await present(ctx, def, records);
  const links = await loadLinkage(ctx, def, records, query.include, single, loaded);
  await walk(def, records, query.include, links);
  return { data: records.map((r) => render(def, r, links)), included: [...included.values()] };
}

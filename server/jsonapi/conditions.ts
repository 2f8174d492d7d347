/**
 * SQL conditions for a list: the viewer's reach (scope), soft delete, and the client's filters.
 * The scope is always ANDed with the filters, so no filter can reach past it. The scope includes
 * the resource reader's `visible` (server/readers/), so every read that scopes (list, show,
 * include, linkage, write targets, hooks' visibleRecord) applies it.
 */
import {
  and,
  arrayContains,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { grantsFor, isUnscoped, type GrantKind, type ResourceDef } from '../../resources/kit';
import type { Viewer } from '../auth/viewer';
import { joinTableOf, tableOf } from '../db/tables';
import { READERS } from '../readers';
import type { Filter } from './query';

const FALSE = sql`false`;

/** Rows a set of grants reaches, within what the resource's reader lets this viewer see; undefined means every row. */
export function scopeCondition(def: ResourceDef, grants: readonly GrantKind[], viewer: Viewer): SQL | undefined {
  return combine(grantScope(def, grants, viewer), READERS[def.name]?.visible?.(viewer, grants));
}

/** Whether the viewer's reach of this resource is narrower than its grants alone say. */
export function hasReaderScope(def: ResourceDef, grants: readonly GrantKind[], viewer: Viewer): boolean {
  return READERS[def.name]?.visible?.(viewer, grants) !== undefined;
}

function grantScope(def: ResourceDef, grants: readonly GrantKind[], viewer: Viewer): SQL | undefined {
  if (grants.some(isUnscoped)) return undefined;
  const cols = tableOf(def).columns;
  const { organization, user, parent } = def.ownership;
  const parts: SQL[] = [];
  for (const grant of grants) {
    if ((grant === 'org' || grant === 'orgAdmin') && organization && viewer.organizationId !== null) {
      const col = cols[organization === 'id' ? 'id' : `${organization}Id`];
      if (col) parts.push(eq(col, Number(viewer.organizationId)));
    }
    if (grant === 'self' && user) {
      const col = user === true ? cols.id : cols[`${user}Id`];
      if (col) parts.push(eq(col, Number(viewer.id)));
    }
    if (grant === 'children' && parent) {
      const col = cols[`${parent}Id`];
      if (col) parts.push(eq(col, Number(viewer.id)));
    }
  }
  return parts.length === 0 ? FALSE : parts.length === 1 ? parts[0] : or(...parts);
}

/** Archived rows stay hidden unless asked for with filter[archived]=true. */
export function softDeleteCondition(def: ResourceDef, filters: readonly Filter[]): SQL | undefined {
  if (!def.softDelete) return undefined;
  const col = columnByDbName(def, def.softDelete.column);
  const archived = filters.find((f) => f.target === 'archived');
  return archived?.target === 'archived' && archived.value ? isNotNull(col) : isNull(col);
}

function columnByDbName(def: ResourceDef, dbName: string): PgColumn {
  const col = Object.values(tableOf(def).columns).find((c) => c.name === dbName);
  if (!col) throw new Error(`${def.name} has no column ${dbName}`);
  return col;
}

/** The client's filters; `filter[q]` is the reader's search where it has one (contents: full text). */
export function filterConditions(def: ResourceDef, filters: readonly Filter[], viewer: Viewer): SQL[] {
  const cols = tableOf(def).columns;
  const out: SQL[] = [];
  const search = READERS[def.name]?.search;
  for (const f of filters) {
    if (f.target === 'id') out.push(inArray(cols.id!, f.values.map(Number)));
    if (f.target === 'search') out.push(search ? search(f.text, viewer) : searchCondition(def, f.text));
    if (f.target === 'through') out.push(throughCondition(def, f, viewer));
    if (f.target !== 'field') continue;
    const key = f.ref.kind === 'relationship' ? `${f.ref.name}Id` : f.ref.name;
    const col = cols[key];
    if (col) out.push(fieldCondition(col, f, f.ref.kind === 'attribute' ? f.ref.field.kind : 'toOne'));
  }
  return out;
}

function fieldCondition(col: PgColumn, f: Extract<Filter, { target: 'field' }>, kind: string): SQL {
  const numeric = kind === 'integer' || kind === 'number' || kind === 'toOne';
  // Timestamp columns map Date objects to the driver: a string there is a 500.
  const cast = (v: string): unknown =>
    numeric ? Number(v) : kind === 'boolean' ? v === 'true' : kind === 'datetime' ? new Date(v) : v;
  const v = cast(f.values[0] ?? '');
  switch (f.op) {
    case 'eq':
      return kind === 'email' ? eq(sql`lower(${col})`, String(v).toLowerCase()) : eq(col, v);
    case 'ne':
      return ne(col, v);
    case 'in':
      return inArray(col, f.values.map(cast));
    case 'contains':
      return kind === 'stringList' ? arrayContains(col, [String(v)]) : ilike(col, `%${escapeLike(String(v))}%`);
    case 'gt':
      return gt(col, v);
    case 'gte':
      return gte(col, v);
    case 'lt':
      return lt(col, v);
    case 'lte':
      return lte(col, v);
    case 'null':
      return f.values[0] === 'true' ? isNull(col) : isNotNull(col);
  }
}

/**
 * Rows the join table links to any of the ids. Only ids of records the viewer may read count, as
 * in linkage (document.ts): the filter never tells whether an unreadable record is linked. The
 * ids are checked in a nested select, so a join table between rows of one table stays correct.
 */
function throughCondition(def: ResourceDef, f: Extract<Filter, { target: 'through' }>, viewer: Viewer): SQL {
  const other = f.filter.other;
  const grants = grantsFor(other.access.list, viewer);
  if (grants.length === 0) return FALSE;
  const jt = joinTableOf(f.filter.through);
  const otherId = tableOf(other).columns.id!;
  const ids = f.values.map(Number);
  const reach = combine(scopeCondition(other, grants, viewer), softDeleteCondition(other, []));
  const linked = reach
    ? sql`${jt.to} in (select ${otherId} from ${tableOf(other).table} where ${and(inArray(otherId, ids), reach)})`
    : inArray(jt.to, ids);
  return sql`exists (select 1 from ${jt.table} where ${jt.from} = ${tableOf(def).columns.id!} and ${linked})`;
}

function searchCondition(def: ResourceDef, text: string): SQL {
  const cols = tableOf(def).columns;
  const pattern = `%${escapeLike(text.trim())}%`;
  const parts = (def.list.search ?? []).flatMap((name) => (cols[name] ? [ilike(cols[name], pattern)] : []));
  return or(...parts) ?? FALSE;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function combine(...parts: (SQL | undefined)[]): SQL | undefined {
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

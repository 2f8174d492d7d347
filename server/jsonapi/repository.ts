/**
 * Generic reads over a resource's table: a page of records with the total in one query,
 * records by condition (for includes), and to-many linkage. Rows come back in app shape.
 */
import { asc, desc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef, ToManyRelation } from '../../resources/kit';
import { queryRows, type Db } from '../db/client';
import { joinTableOf, tableOf } from '../db/tables';
import { relatedDef } from './wire';

/** A record in app shape: ids as strings, dates as ISO strings. */
export type AppRecord = Record<string, unknown> & { id: string };

/**
 * Rows are read raw from the driver (keys are column names; both drivers hand timestamps and
 * dates over as text) and mapped here with a plan worked out once per resource: on a page of
 * 100 records this costs a fraction of a generic ORM mapping.
 */
interface ColumnPlan {
  column: string;
  key: string;
  convert: 'id' | 'instant' | 'none';
}

const plans = new WeakMap<ResourceDef, ColumnPlan[]>();

function rowPlan(def: ResourceDef): ColumnPlan[] {
  let plan = plans.get(def);
  if (!plan) {
    const instants = new Set(Object.entries(def.attributes).filter(([, f]) => f.kind === 'datetime').map(([n]) => n));
    const ids = new Set(['id', ...Object.entries(def.relationships).filter(([, r]) => r.kind === 'toOne').map(([n]) => `${n}Id`)]);
    plan = Object.entries(selection(def)).map(([key, col]) => ({
      column: col.name,
      key,
      convert: ids.has(key) ? 'id' : instants.has(key) ? 'instant' : 'none',
    }));
    plans.set(def, plan);
  }
  return plan;
}

/** A raw driver row (column names, timestamps as text) in app shape, with any computed values as selected. */
export function toRecord(def: ResourceDef, row: Record<string, unknown>, computed?: Computed): AppRecord {
  const out: Record<string, unknown> = {};
  for (const { column, key, convert } of rowPlan(def)) {
    const v = row[column];
    out[key] = v == null ? v : convert === 'id' ? String(v) : convert === 'instant' ? new Date(v as string).toISOString() : v;
  }
  for (const key of Object.keys(computed ?? {})) out[key] = row[key];
  return out as AppRecord;
}

/**
 * Values the database works out beside the columns, by app name: a reader's computed fields
 * (server/readers/, e.g. contents' `locked`), selected in the same statement as the rows.
 */
export type Computed = Readonly<Record<string, SQL>>;

function computedColumns(computed: Computed | undefined): Record<string, SQL.Aliased> {
  return Object.fromEntries(Object.entries(computed ?? {}).map(([key, expr]) => [key, expr.as(key)]));
}


function selection(def: ResourceDef): Record<string, PgColumn> {
  const cols = tableOf(def).columns;
  // Password digests never leave the database layer.
  const hidden = new Set(Object.entries(def.attributes).filter(([, f]) => f.kind === 'password').map(([n]) => n));
  return Object.fromEntries(Object.entries(cols).filter(([name]) => !hidden.has(name)));
}

export interface Page {
  records: AppRecord[];
  total: number;
}

/** An ORDER BY term: a column by app name, or an expression a reader built (rank, locked). */
export type OrderTerm = { name: string; desc: boolean } | { sql: SQL };

export async function listPage(
  db: Db,
  def: ResourceDef,
  where: SQL | undefined,
  sort: readonly OrderTerm[],
  page: { number: number; size: number },
  computed?: Computed,
): Promise<Page> {
  const cols = tableOf(def).columns;
  const order = sort.flatMap((s) => ('sql' in s ? [s.sql] : cols[s.name] ? [s.desc ? desc(cols[s.name]!) : asc(cols[s.name]!)] : []));
  // The id tie-breaker keeps pages stable when sort values repeat.
  if (!sort.some((s) => 'name' in s && s.name === 'id')) order.push(asc(cols.id!));
  const rows = await queryRows<Record<string, unknown>>(
    db,
    db
      .select({ ...selection(def), ...computedColumns(computed), __total: sql<string>`count(*) over()`.as('__total') })
      .from(tableOf(def).table)
      .where(where)
      .orderBy(...order)
      .limit(page.size)
      .offset((page.number - 1) * page.size),
  );
  let total = rows.length > 0 ? Number(rows[0]!.__total) : 0;
  if (rows.length === 0 && page.number > 1) total = await count(db, def, where);
  return {
    records: rows.map((r) => toRecord(def, r, computed)),
    total,
  };
}

async function count(db: Db, def: ResourceDef, where: SQL | undefined): Promise<number> {
  const rows = await db.select({ n: sql<string>`count(*)` }).from(tableOf(def).table).where(where);
  return Number(rows[0]?.n ?? 0);
}

export async function findAll(db: Db, def: ResourceDef, where: SQL | undefined, computed?: Computed): Promise<AppRecord[]> {
  const rows = await queryRows<Record<string, unknown>>(db, db.select({ ...selection(def), ...computedColumns(computed) }).from(tableOf(def).table).where(where));
  return rows.map((r) => toRecord(def, r, computed));
}

/** For each parent id, the ids of its related records through a to-many relationship. */
export async function toManyIds(db: Db, rel: ToManyRelation, parentIds: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>(parentIds.map((id) => [id, []]));
  if (parentIds.length === 0) return out;
  const ids = parentIds.map(Number);
  let rows: { parent: number | null; child: number }[];
  if (rel.through) {
    const jt = joinTableOf(rel.through);
    rows = (await db
      .select({ parent: jt.from, child: jt.to })
      .from(jt.table)
      .where(inArray(jt.from, ids))
      .orderBy(...(jt.position ? [asc(jt.position)] : []))) as typeof rows;
  } else {
    const target = relatedDef(rel);
    const cols = tableOf(target).columns;
    const fk = cols[`${rel.inverse}Id`]!;
    rows = (await db
      .select({ parent: fk, child: cols.id! })
      .from(tableOf(target).table)
      .where(inArray(fk, ids))
      .orderBy(...(rel.orderBy && cols[rel.orderBy] ? [asc(cols[rel.orderBy]!)] : []), asc(cols.id!))) as typeof rows;
  }
  for (const row of rows) out.get(String(row.parent))?.push(String(row.child));
  return out;
}

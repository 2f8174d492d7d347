/**
 * Generic reads over a resource's table: a page of records with the total in one query,
 * records by condition (for includes), and to-many linkage. Rows come back in app shape.
 */
import { asc, desc, inArray, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef, ToManyRelation } from '../../resources/kit';
import { queryRows, type Db } from '../db/client';
import { joinTableOf, tableOf } from '../db/tables';
import { relatedDef } from './wire';
import { shapeBuilder, type Convert, type ShapeBuilder } from './shape';
import { isoInstant } from './instant';

/** A record in app shape: ids as strings, dates as ISO strings. */
export type AppRecord = Record<string, unknown> & { id: string };

/**
 * Rows are read raw from the driver (keys are column names; both drivers hand timestamps and
 * dates over as text) and mapped here by a builder made once per resource (shape.ts): on a page
 * of 100 records this costs a fraction of a generic ORM mapping.
 */
const builders = new WeakMap<ResourceDef, ShapeBuilder>();

const toId: Convert = (v) => (v == null ? v : String(v));
const toInstant: Convert = (v) => (v == null ? v : isoInstant(v as string));

function recordBuilder(def: ResourceDef): ShapeBuilder {
  let build = builders.get(def);
  if (!build) {
    const instants = new Set(Object.entries(def.attributes).filter(([, f]) => f.kind === 'datetime').map(([n]) => n));
    const ids = new Set(['id', ...Object.entries(def.relationships).filter(([, r]) => r.kind === 'toOne').map(([n]) => `${n}Id`)]);
    build = shapeBuilder(
      Object.entries(selection(def)).map(([key, col]) => ({
        key,
        from: col.name,
        ...(ids.has(key) ? { convert: toId } : instants.has(key) ? { convert: toInstant } : {}),
      })),
    );
    builders.set(def, build);
  }
  return build;
}

/** A raw driver row (column names, timestamps as text) in app shape, with any computed values as selected. */
export function toRecord(def: ResourceDef, row: Record<string, unknown>, computed?: Computed): AppRecord {
  const out = recordBuilder(def)(row);
  if (computed) for (const key of Object.keys(computed)) out[key] = row[key];
  return out as AppRecord;
}

/**
 * Values the database works out beside the columns, by app name: a reader's computed fields
 * (server/readers/, e.g. contents' `locked`), selected in the same statement as the rows.
 */
export type Computed = Readonly<Record<string, SQL>>;

/**
 * `select <the record's columns>[, computed values] from <table>`, as Drizzle's select builder
 * writes it. The column list is written once per resource: building it on every request (28
 * columns of users, each checked and escaped) was the largest part of a request's query building.
 */
function selectFrom(def: ResourceDef, computed: Computed | undefined, extra?: SQL): SQL {
  const parts = [sql.raw(`select ${columnList(def)}`)];
  for (const [key, expr] of Object.entries(computed ?? {})) parts.push(sql`, ${expr} as ${sql.identifier(key)}`);
  if (extra) parts.push(extra);
  parts.push(sql` from ${tableOf(def).table}`);
  return sql.join(parts);
}

const columnLists = new WeakMap<ResourceDef, string>();

function columnList(def: ResourceDef): string {
  let list = columnLists.get(def);
  if (list === undefined) {
    list = Object.values(selection(def))
      .map((col) => `"${col.name.replace(/"/g, '""')}"`)
      .join(', ');
    columnLists.set(def, list);
  }
  return list;
}

const whereClause = (where: SQL | undefined): SQL => (where ? sql` where ${where}` : sql``);


const selections = new WeakMap<ResourceDef, Readonly<Record<string, PgColumn>>>();

function selection(def: ResourceDef): Readonly<Record<string, PgColumn>> {
  let chosen = selections.get(def);
  if (!chosen) {
    const cols = tableOf(def).columns;
    // Password digests never leave the database layer. Only columns: a table's column map also
    // carries Drizzle's own members (enableRLS).
    const hidden = new Set(Object.entries(def.attributes).filter(([, f]) => f.kind === 'password').map(([n]) => n));
    selections.set(def, (chosen = Object.fromEntries(Object.entries(cols).filter(([name, col]) => !hidden.has(name) && is(col, PgColumn)))));
  }
  return chosen;
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
  const offset = (page.number - 1) * page.size;
  // SQL text built from the schema (selectFrom), the page's total counted beside its rows.
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`${selectFrom(def, computed, sql`, count(*) over() as "__total"`)}${whereClause(where)} order by ${sql.join(order, sql`, `)} limit ${page.size}${offset > 0 ? sql` offset ${offset}` : sql``}`,
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
  // SQL text built from the schema (selectFrom).
  const rows = await queryRows<Record<string, unknown>>(db, sql`${selectFrom(def, computed)}${whereClause(where)}`);
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

/**
 * Drizzle tables derived from the resource definitions: one column per attribute (by kind),
 * one foreign key per to-one relationship, plus join tables of to-many `through` relations.
 * Property names are the app names (`firstName`, `organizationId`), so rows come back in app shape.
 * A table also has the columns the server keeps for itself (serverColumns.ts: a user's token version).
 */
import {
  boolean,
  date,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
} from 'drizzle-orm/pg-core';
import { getTableColumns } from 'drizzle-orm';
import { columnName, foreignKeyColumn, type AttributeField, type ResourceDef, type Through } from '../../resources/kit';
import { RESOURCES } from '../../resources';
import { SERVER_COLUMNS } from './serverColumns';

const serverColumnsOf = (name: string): Record<string, PgColumnBuilderBase> =>
  name in SERVER_COLUMNS ? SERVER_COLUMNS[name as keyof typeof SERVER_COLUMNS] : {};

export interface ResourceTable {
  table: PgTable;
  /** App name → column, including `id` and `<relation>Id` foreign keys. */
  columns: Record<string, PgColumn>;
}

function columnFor(name: string, field: AttributeField): PgColumnBuilderBase {
  const col = columnName(name, field);
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'password':
    case 'enum':
      return text(col);
    case 'integer':
      return integer(col);
    case 'number':
      return doublePrecision(col);
    case 'boolean':
      return boolean(col);
    case 'date':
      return date(col, { mode: 'string' });
    case 'datetime':
      return timestamp(col, { withTimezone: true, mode: 'date' });
    case 'stringList':
      return text(col).array();
    case 'booleanMap':
    case 'textMap':
      return jsonb(col);
  }
}

function buildTable(def: ResourceDef): ResourceTable {
  const builders: Record<string, PgColumnBuilderBase> = { id: integer('id').primaryKey() };
  for (const [name, field] of Object.entries(def.attributes)) if (!field.computed) builders[name] = columnFor(name, field);
  for (const [name, rel] of Object.entries(def.relationships)) {
    if (rel.kind === 'toOne') builders[`${name}Id`] = integer(foreignKeyColumn(name, rel));
  }
  Object.assign(builders, serverColumnsOf(def.name));
  const table = pgTable(def.table, builders);
  return { table, columns: getTableColumns(table) };
}

const tables = new Map<string, ResourceTable>(RESOURCES.map((def) => [def.name, buildTable(def)]));

export function tableOf(def: ResourceDef): ResourceTable {
  const t = tables.get(def.name);
  if (!t) throw new Error(`no table for resource ${def.name}`);
  return t;
}

export interface JoinTable {
  table: PgTable;
  from: PgColumn;
  to: PgColumn;
  /** The order column of an ordered set (`Through.ordered`). */
  position?: PgColumn;
}

const joinTables = new Map<string, JoinTable>();

/** The join table of a to-many `through` relation, built once. */
export function joinTableOf(through: Through): JoinTable {
  // Keyed by direction too: both sides may read one join table (classes' students, a user's classes).
  const key = `${through.table}:${through.from}:${through.to}`;
  let jt = joinTables.get(key);
  if (!jt) {
    // Only an ordered set has a position column: Drizzle inserts every declared column (as `default`).
    if (through.ordered) {
      const table = pgTable(through.table, { from: integer(through.from), to: integer(through.to), position: integer('position') });
      jt = { table, from: table.from, to: table.to, position: table.position };
    } else {
      const table = pgTable(through.table, { from: integer(through.from), to: integer(through.to) });
      jt = { table, from: table.from, to: table.to };
    }
    joinTables.set(key, jt);
  }
  return jt;
}

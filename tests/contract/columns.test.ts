/**
 * The checked-in migrations and the resource definitions describe the same tables: every
 * attribute and to-one relation has a column of a compatible type, required fields are NOT NULL,
 * and every join table exists. The tables declared outside the schemas (server/db/extraTables.ts)
 * match their migrations column for column, so declaring them changed nothing in the database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { RESOURCES } from '../../resources';
import { columnName, foreignKeyColumn, type FieldKind } from '../../resources/kit';
import { queryRows } from '../../server/db/client';
import { EXTRA_TABLES } from '../../server/db/extraTables';
import { openTestDatabase, testDbKinds, type TestDatabase } from '../support/testDatabase';

const PG_TYPES: Record<FieldKind, string> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  password: 'text',
  enum: 'text',
  integer: 'integer',
  number: 'double precision',
  boolean: 'boolean',
  date: 'date',
  datetime: 'timestamp with time zone',
  stringList: 'ARRAY',
  booleanMap: 'jsonb',
  textMap: 'jsonb',
};

const kinds = await testDbKinds({ postgres: 'the migrations run on each database, and each reports the columns they made' });

describe.each(kinds)('migrations match the resource schemas on %s', (kind) => {
  let db: TestDatabase;
  let columns: Map<string, { type: string; nullable: boolean }>;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const rows = await queryRows<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
      db.db,
      sql`SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    columns = new Map(rows.map((r) => [`${r.table_name}.${r.column_name}`, { type: r.data_type, nullable: r.is_nullable === 'YES' }]));
  });
  afterAll(async () => db.dispose());

  const cases = RESOURCES.flatMap((def) => [
    // Computed attributes (contents' locked, lesson plans' inUse) have no column: the server's readers fill them.
    ...Object.entries(def.attributes)
      .filter(([, f]) => !f.computed)
      .map(([name, f]) => [def.table, columnName(name, f), PG_TYPES[f.kind], f.required] as const),
    ...Object.entries(def.relationships).flatMap(([name, rel]) =>
      rel.kind === 'toOne' ? [[def.table, foreignKeyColumn(name, rel), 'integer', rel.required] as const] : [],
    ),
  ]);

  it.each(cases)('%s.%s is %s', (table, column, type, required) => {
    const found = columns.get(`${table}.${column}`);
    expect(found, `missing column ${table}.${column}`).toBeDefined();
    expect(found?.type).toBe(type);
    if (required) expect(found?.nullable).toBe(false);
  });

  it('has every join table of a to-many relation', () => {
    for (const def of RESOURCES)
      for (const rel of Object.values(def.relationships))
        if (rel.kind === 'toMany' && rel.through) {
          expect(columns.has(`${rel.through.table}.${rel.through.from}`)).toBe(true);
          expect(columns.has(`${rel.through.table}.${rel.through.to}`)).toBe(true);
        }
  });

  /** Drizzle's SQL type names as information_schema.columns reports them. */
  const infoType = (sqlType: string): string => (sqlType.endsWith('[]') ? 'ARRAY' : sqlType);

  it.each(EXTRA_TABLES.map((t) => [getTableConfig(t).name, t] as const))('%s is declared as migrated', (name, table) => {
    const declared = getTableConfig(table).columns.map((c) => [c.name, infoType(c.getSQLType()), c.notNull] as const);
    const migrated = [...columns.entries()]
      .filter(([key]) => key.startsWith(`${name}.`))
      .map(([key, c]) => [key.slice(name.length + 1), c.type, !c.nullable] as const);
    const byName = (a: readonly [string, ...unknown[]], b: readonly [string, ...unknown[]]): number => a[0].localeCompare(b[0]);
    expect(declared.sort(byName)).toEqual(migrated.sort(byName));
  });
});

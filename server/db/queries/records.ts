/**
 * Typed queries over the resource tables (server/db/tables.ts) for what routes and hooks ask of a
 * record beyond the generated reads: whether it exists (and, in a transaction, locking it). A
 * column is named by its app name (`lessonPlanId`, `meetingId`, `id`), checked against the
 * definition at compile time, so a renamed field breaks here rather than in a SQL string.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../../resources/kit';
import type { Db } from '../client';
import { tableOf } from '../tables';

/** The columns of a resource's table by app name: its id, its attributes and its to-one ids. */
export type ColumnName<D extends ResourceDef> = 'id' | (keyof D['attributes'] & string) | `${keyof D['relationships'] & string}Id`;

export type RecordMatch<D extends ResourceDef> = Partial<Record<ColumnName<D>, string | number | boolean>>;

function matching<D extends ResourceDef>(def: D, match: RecordMatch<D>): SQL | undefined {
  const { columns } = tableOf(def);
  return and(
    ...Object.entries(match).map(([name, value]) => {
      const column = columns[name];
      if (!column) throw new Error(`${def.name} has no column ${name}`);
      return eq(column, value);
    }),
  );
}

/**
 * Whether a record matches every value given. `lock` (inside a transaction) holds the row until
 * it ends, so a concurrent write to it waits (a meeting's schedule, a school being joined).
 */
export async function recordExists<D extends ResourceDef>(db: Db, def: D, match: RecordMatch<D>, lock = false): Promise<boolean> {
  const { table, columns } = tableOf(def);
  const query = db.select({ id: columns.id! }).from(table).where(matching(def, match)).limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows.length > 0;
}

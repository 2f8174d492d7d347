/** Look-up-then-insert by natural key: what makes every seed step idempotent. */
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../../resources/kit';
import type { Db } from '../client';
import { tableOf } from '../tables';

type Values = Record<string, unknown>;

/** Returns the id of the row matching `key`, inserting `values` first when there is none. */
export async function ensure(db: Db, def: ResourceDef, key: Values, values: Values = {}): Promise<number> {
  const { table, columns } = tableOf(def);
  const where = and(...Object.entries(key).map(([k, v]) => eq(columns[k] as PgColumn, v)));
  const found = (await db.select({ id: columns.id! }).from(table).where(where).limit(1)) as { id: number }[];
  if (found[0]) return found[0].id;
  const inserted = (await db.insert(table).values({ ...key, ...values }).returning({ id: columns.id! })) as { id: number }[];
  return inserted[0]!.id;
}

/**
 * "In use" (seed 4): a plan some lesson references. Lessons arrive with the classroom issue;
 * the `lessons` table (migration 0016) exists already, so the rule holds the moment one is written.
 * Shared by the reader (`inUse`) and by any write rule that needs the same answer.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/** The ids (as strings) among `planIds` that a lesson references: one query for all of them. */
export async function plansInUse(db: Db, planIds: readonly string[]): Promise<Set<string>> {
  if (planIds.length === 0) return new Set();
  const ids = sql.join(planIds.map((id) => sql`${Number(id)}`), sql`, `);
  const rows = await queryRows<{ id: number }>(db, sql`select distinct lesson_plan_id as id from lessons where lesson_plan_id in (${ids})`);
  return new Set(rows.map((r) => String(r.id)));
}

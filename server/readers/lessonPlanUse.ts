/**
 * "In use" (seed 4): a plan some lesson references. Lessons arrive with the classroom issue;
 * the `lessons` table (migration 0016) exists already, so the rule holds the moment one is written.
 * Shared by the reader (`inUse`) and by any write rule that needs the same answer.
 */
import { inArray } from 'drizzle-orm';
import { lessons } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';

const l = tableOf(lessons).columns;

/** The ids (as strings) among `planIds` that a lesson references: one query for all of them. */
export async function plansInUse(db: Db, planIds: readonly string[]): Promise<Set<string>> {
  if (planIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: l.lessonPlanId! })
    .from(tableOf(lessons).table)
    .where(inArray(l.lessonPlanId!, planIds.map(Number)));
  return new Set(rows.map((r) => String(r.id)));
}

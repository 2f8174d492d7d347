/**
 * A deleted teacher is kept 30 days, then cannot be recovered (seed section 4): teachers archived
 * more than TEACHER_RETENTION_DAYS before `now` are deleted for good. The clock is a parameter so
 * tests fix it; `purgeJob` runs it at start and every hour (jobs/schedule.ts).
 */
import { and, eq, lt } from 'drizzle-orm';
import { TEACHER_RETENTION_DAYS } from '../../domain/constants';
import { users } from '../../resources';
import type { Db } from '../db/client';
import type { Job } from './schedule';
import { tableOf } from '../db/tables';

const DAY_MS = 86_400_000;
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Deletes teachers archived before now − retention; returns how many. */
export async function purgeArchivedTeachers(db: Db, now: Date): Promise<number> {
  const { table, columns: c } = tableOf(users);
  const cutoff = new Date(now.getTime() - TEACHER_RETENTION_DAYS * DAY_MS);
  const deleted = await db
    .delete(table)
    .where(and(eq(c.role!, 'teacher'), lt(c.archivedAt!, cutoff)))
    .returning({ id: c.id! });
  return deleted.length;
}

/** The hourly purge, for the scheduler (schedule.ts). */
export const purgeJob = (clock: () => Date): Job => ({
  name: 'purge-archived-teachers',
  intervalMs: PURGE_INTERVAL_MS,
  run: (db) => purgeArchivedTeachers(db, clock()),
});

/**
 * An hourly job marks scheduled attendees of ended occurrences no_show (issue 13): one UPDATE
 * moves every `scheduled` attendee whose session ended before `now` to `no_show`; every other
 * status, attendees without a session and sessions not yet ended are left alone. The clock is a
 * parameter so tests fix it; `noShowJob` runs it at start and every hour (jobs/schedule.ts).
 *
 * Several API processes may run it at once: the UPDATE re-checks `scheduled` on each row it
 * locks, so a row another process has just marked is skipped and each attendee is counted once.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { NO_SHOW_JOB_INTERVAL_MINUTES } from '../../domain/constants';
import { meeting_attendees, meeting_occurrences } from '../../resources';
import type { Db } from '../db/client';
import type { Job } from './schedule';
import { tableOf } from '../db/tables';

export const NO_SHOW_INTERVAL_MS = NO_SHOW_JOB_INTERVAL_MINUTES * 60 * 1000;

/** Marks scheduled attendees of sessions that ended before now no_show; returns how many. */
export async function markNoShows(db: Db, now: Date): Promise<number> {
  const { table, columns: a } = tableOf(meeting_attendees);
  const { table: occurrences, columns: o } = tableOf(meeting_occurrences);
  const ended = db.select({ id: o.id! }).from(occurrences).where(lt(o.endDate!, now));
  const marked = await db
    .update(table)
    .set({ attendanceStatus: 'no_show' })
    .where(and(eq(a.attendanceStatus!, 'scheduled'), inArray(a.occurrenceId!, ended)))
    .returning({ id: a.id! });
  return marked.length;
}

/** The hourly job, for the scheduler (schedule.ts). */
export const noShowJob = (clock: () => Date): Job => ({
  name: 'mark-no-shows',
  intervalMs: NO_SHOW_INTERVAL_MS,
  run: (db) => markNoShows(db, clock()),
});

/**
 * Webinar reminders (issue 13): a scheduled attendee is mailed 24 hours and again 1 hour before
 * their session starts. Each reminder is marked on the booking (reminded_day_at,
 * reminded_hour_at) by the same UPDATE that picks it, and mailed in that transaction: with
 * several API processes running the job, the second UPDATE waits for the first's row locks and
 * then finds the column set, so each reminder is sent once (or, if the mail cannot be queued,
 * not marked). A booking made after a reminder was due does not get it late (whoever books two
 * hours ahead has just had the confirmation), and the day reminder is skipped once the hour one
 * is due.
 */
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { REMINDER_JOB_INTERVAL_MINUTES } from '../../domain/constants';
import { meeting_attendees, meeting_occurrences } from '../../resources';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { mailBooking, type BookingLinks } from '../webinars/bookingMails';
import type { Job } from './schedule';

const MINUTE = 60_000;

const REMINDERS = [
  { kind: 'webinarReminderDay', column: 'remindedDayAt', minutesBefore: 24 * 60, notWithinMinutes: 60 },
  { kind: 'webinarReminderHour', column: 'remindedHourAt', minutesBefore: 60, notWithinMinutes: 0 },
] as const;

type Reminder = (typeof REMINDERS)[number];

/** Marks the bookings whose reminder is due at `now` and returns their ids (the rows stay locked until the transaction ends). */
async function markDue(db: Db, r: Reminder, now: Date): Promise<{ id: number }[]> {
  const { table, columns: a } = tableOf(meeting_attendees);
  const { table: occurrences, columns: o } = tableOf(meeting_occurrences);
  const startDate = o.startDate!;
  return (await db
    .update(table)
    .set({ [r.column]: now })
    .from(occurrences)
    .where(
      and(
        eq(o.id!, a.occurrenceId!),
        eq(a.attendanceStatus!, 'scheduled'),
        isNull(a[r.column]!),
        gt(startDate, new Date(now.getTime() + r.notWithinMinutes * MINUTE)),
        lte(startDate, new Date(now.getTime() + r.minutesBefore * MINUTE)),
        lte(a.createdAt!, sql`${startDate} - make_interval(mins => ${r.minutesBefore})`),
      ),
    )
    .returning({ id: a.id! })) as { id: number }[];
}

/** Queues every reminder due at `now` and returns how many were sent. */
export async function sendWebinarReminders(db: Db, now: Date, links: BookingLinks): Promise<number> {
  let sent = 0;
  for (const r of REMINDERS) {
    sent += await db.transaction(async (tx) => {
      const txDb: Db = tx;
      const picked = await markDue(txDb, r, now);
      for (const { id } of picked) await mailBooking(txDb, r.kind, id, links);
      return picked.length;
    });
  }
  return sent;
}

export const REMINDER_INTERVAL_MS = REMINDER_JOB_INTERVAL_MINUTES * MINUTE;

/** The reminder job, for the scheduler (schedule.ts). */
export const reminderJob = (links: BookingLinks, clock: () => Date): Job => ({
  name: 'send-webinar-reminders',
  intervalMs: REMINDER_INTERVAL_MS,
  run: (db) => sendWebinarReminders(db, clock(), links),
});

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
import { sql } from 'drizzle-orm';
import { REMINDER_JOB_INTERVAL_MINUTES } from '../../domain/constants';
import { queryRows, type Db } from '../db/client';
import { mailBooking, type BookingLinks } from '../webinars/bookingMails';
import type { Job } from './schedule';

const MINUTE = 60_000;

const REMINDERS = [
  { kind: 'webinarReminderDay', column: sql.raw('reminded_day_at'), minutesBefore: 24 * 60, notWithinMinutes: 60 },
  { kind: 'webinarReminderHour', column: sql.raw('reminded_hour_at'), minutesBefore: 60, notWithinMinutes: 0 },
] as const;

/** Queues every reminder due at `now` and returns how many were sent. */
export async function sendWebinarReminders(db: Db, now: Date, links: BookingLinks): Promise<number> {
  let sent = 0;
  for (const r of REMINDERS) {
    const dueFrom = new Date(now.getTime() + r.notWithinMinutes * MINUTE);
    const dueUntil = new Date(now.getTime() + r.minutesBefore * MINUTE);
    sent += await db.transaction(async (tx) => {
      const txDb: Db = tx;
      const picked = await queryRows<{ id: number }>(
        txDb,
        sql`UPDATE meeting_attendees a SET ${r.column} = ${now}
            FROM meeting_occurrences o
            WHERE o.id = a.occurrence_id AND a.attendance_status = 'scheduled' AND a.${r.column} IS NULL
              AND o.start_date > ${dueFrom} AND o.start_date <= ${dueUntil}
              AND a.created_at <= o.start_date - make_interval(mins => ${r.minutesBefore})
            RETURNING a.id`,
      );
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

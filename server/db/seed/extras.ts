/** A booked attendee on the webinar. (The demo library lives in ./library.) */
import { asc, eq } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences } from '../../../resources';
import type { Db } from '../client';
import { tableOf } from '../tables';
import { ensure } from './ensure';
import { userIdOfEmail } from '../../auth/viewer';

/** One booked attendee on the first session, so a schedule change shows its warning. */
export async function seedAttendees(db: Db, meetingId: number): Promise<void> {
  const o = tableOf(meeting_occurrences).columns;
  const [first] = (await db
    .select({ id: o.id! })
    .from(tableOf(meeting_occurrences).table)
    .where(eq(o.meetingId!, meetingId))
    .orderBy(asc(o.startDate!))
    .limit(1)) as { id: number }[];
  if (!first) return;
  // Booked under the demo teacher's account, as a booking of an account's address is (hooks/meetingAttendees.ts).
  const email = 'teacher@demo.test';
  await ensure(db, meeting_attendees, { email, meetingId }, { occurrenceId: first.id, userId: await userIdOfEmail(db, email), firstName: 'Tom', lastName: 'Teacher' });
}

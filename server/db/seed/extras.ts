/** A booked attendee on the webinar. (The demo library lives in ./library.) */
import { asc, eq } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences } from '../../../resources';
import type { Db } from '../client';
import { tableOf } from '../tables';
import { ensure } from './ensure';

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
  await ensure(db, meeting_attendees, { email: 'teacher@demo.test', meetingId }, { occurrenceId: first.id, firstName: 'Tom', lastName: 'Teacher' });
}

/** Demo content (two story worlds with a few items) and a booked attendee on the webinar. */
import { asc, eq } from 'drizzle-orm';
import { contents, meeting_attendees, meeting_occurrences } from '../../../resources';
import type { Db } from '../client';
import { tableOf } from '../tables';
import { ensure } from './ensure';

const WORLDS = [
  { name: 'Ocean Explorers', items: [['Whale song', 'sound_clip'], ['Deep reef in 360', '360_scene'], ['Plastic tides', 'video']] },
  { name: 'City of Makers', items: [['Workshop tour', '360_video'], ['Meet the makers', 'article']] },
] as const;

export async function seedContents(db: Db): Promise<void> {
  for (const world of WORLDS) {
    const storyWorldId = await ensure(db, contents, { name: world.name }, { contentType: 'story_world', state: 'published', subjects: ['science'] });
    for (const [name, contentType] of world.items)
      await ensure(db, contents, { name }, { contentType, state: 'available', storyWorldId, ageRanges: ['7-11'] });
  }
}

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

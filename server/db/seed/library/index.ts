/**
 * The demo library (issue 10): over 40 story worlds and their items with shipped thumbnails and
 * media, the product's collections and lesson plan templates, a plan of the demo teacher's and
 * one a colleague shares, and the demo teachers' favourites and views. Idempotent and
 * set-based (a handful of statements), so it adds well under a second to a seed.
 */
import type { Db } from '../../client';
import { seedLibraryActivity } from './activity';
import { seedProductCollections } from './collections';
import { seedLibraryContents } from './contents';
import { seedLessonPlans } from './lessonPlans';
import { demoPeople } from './people';

export { DEMO_TEACHER_EMAIL, SUBSCRIBED_TEACHER_EMAIL } from './people';

export async function seedLibrary(db: Db, now: Date = new Date()): Promise<void> {
  const contentIds = await seedLibraryContents(db, now);
  const collectionIds = await seedProductCollections(db, contentIds);
  const people = await demoPeople(db);
  await seedLessonPlans(db, contentIds, people);
  await seedLibraryActivity(db, people, contentIds, collectionIds, now);
}

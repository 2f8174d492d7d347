/**
 * A teacher whose school's trial ended yesterday (issue 12: the auto-logout and the expired
 * message are verified against them). Their school is on its own, so no other demo account's
 * figures change. The expiry is set once, when the school is first seeded, and stays in the past.
 */
import { licenses, licensings, organizations, users } from '../../../resources';
import { isoDay } from '../../../domain/subscription';
import type { Db } from '../client';
import { ensure } from './ensure';

export const LAPSED_TEACHER_EMAIL = 'lapsed@demo.test';

export async function seedLapsedTrial(db: Db, digest: string): Promise<void> {
  const licenseId = await ensure(db, licenses, { name: 'CCGL Primary' });
  const organizationId = await ensure(db, organizations, { name: 'Lapsed Lane Primary School' }, { city: 'York', postalCode: 'YO1 7HH', country: 'gb', teachersLimit: 10, studentsLimit: 100, domain: 'lapsed.sch.test' });
  const yesterday = isoDay(new Date(Date.now() - 86_400_000));
  await ensure(db, licensings, { organizationId, licenseId }, { state: 'trial', expiresAt: yesterday, trialSeats: 10, subscribedSeats: 0 });
  await ensure(db, users, { email: LAPSED_TEACHER_EMAIL }, { firstName: 'Lee', lastName: 'Lapsed', role: 'teacher', organizationId, jobRole: 'teacher', password: digest });
}

import { describe, expect, it } from 'vitest';
import { subscriptionStatus } from './subscription';
import { licenceLocksTeaching } from './teaching';
import type { LicensingState } from './roles';

const TODAY = '2030-06-15';
const teacherOn = (state: LicensingState, expiresAt: string | null) => ({ role: 'teacher' as const, ...subscriptionStatus([{ state, expiresAt }], TODAY) });

/** Issue 25: teachers on either trial build and teach lesson plans; a licence that ended locks them. */
describe('who builds and teaches lesson plans', () => {
  it.each([
    ['the 15-day trial', 'trial'],
    ['the webinar’s 30-day full trial', 'full_trial'],
    ['a subscription', 'subscribed'],
    ['supplementary seats', 'supplementary'],
  ] as const)('opens them to a teacher on %s', (_name, state) => {
    expect(licenceLocksTeaching(teacherOn(state, '2030-07-01'))).toBe(false);
  });

  it('locks them for a teacher whose licence ended, was marked unsubscribed, or who has none', () => {
    expect(licenceLocksTeaching(teacherOn('trial', '2030-06-14'))).toBe(true);
    expect(licenceLocksTeaching(teacherOn('full_trial', '2030-06-14'))).toBe(true);
    expect(licenceLocksTeaching(teacherOn('unsubscribed', null))).toBe(true);
    expect(licenceLocksTeaching({ role: 'teacher', ...subscriptionStatus([], TODAY) })).toBe(true);
  });

  it('leaves other roles to their permissions', () => {
    for (const role of ['admin', 'parent', 'student', 'home_student'] as const)
      expect(licenceLocksTeaching({ role, ...subscriptionStatus([], TODAY) })).toBe(false);
  });
});

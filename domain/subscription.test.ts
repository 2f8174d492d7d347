import { describe, expect, it } from 'vitest';
import { daysBetween, subscriptionStatus } from './subscription';

describe('subscriptionStatus', () => {
  const today = '2026-11-21';

  it('counts the days left on a live trial', () => {
    expect(subscriptionStatus([{ state: 'trial', expiresAt: '2026-12-01' }], today)).toEqual({
      isTrialing: true,
      subscribed: false,
      expired: false,
      daysUntilTrialExpires: 10,
      offer: null,
    });
  });

  it('names the offer of a live licensing, not of one that has ended', () => {
    expect(subscriptionStatus([{ state: 'full_trial', expiresAt: '2026-12-01', offer: 'funded_discount' }], today).offer).toBe('funded_discount');
    expect(subscriptionStatus([{ state: 'full_trial', expiresAt: '2026-11-01', offer: 'funded_discount' }], today).offer).toBeNull();
  });

  it('treats an ended trial as expired with zero or fewer days', () => {
    const s = subscriptionStatus([{ state: 'full_trial', expiresAt: '2026-11-20' }], today);
    expect(s).toMatchObject({ isTrialing: false, expired: true, daysUntilTrialExpires: -1 });
  });

  it('a live subscription wins over trials and has no countdown', () => {
    const s = subscriptionStatus(
      [
        { state: 'trial', expiresAt: '2026-11-25' },
        { state: 'subscribed', expiresAt: '2027-09-01' },
      ],
      today,
    );
    expect(s).toEqual({ isTrialing: false, subscribed: true, expired: false, daysUntilTrialExpires: null, offer: null });
  });

  it('an organisation without licensings is neither trialing nor expired', () => {
    expect(subscriptionStatus([], today)).toMatchObject({ isTrialing: false, expired: false, daysUntilTrialExpires: null });
  });

  it('computes whole days across month ends', () => {
    expect(daysBetween('2026-01-31', '2026-03-01')).toBe(29);
  });
});

/**
 * Trial arithmetic over an organisation's licensings (seed sections 4 and 9): trialing means a
 * trial or full trial that has not expired; subscribed means a subscribed or supplementary
 * licensing that has not expired; expired means the organisation has licensings and none is live.
 */
import { TRIALING_STATES, type LicensingState } from './roles';
import type { LicensingOffer } from './licensing';

export interface LicensingFacts {
  state: LicensingState;
  /** yyyy-MM-dd, or null for no end. */
  expiresAt: string | null;
  /** The offer the licensing is under (domain/licensing.ts), when read. */
  offer?: LicensingOffer | null;
}

export interface SubscriptionStatus {
  isTrialing: boolean;
  subscribed: boolean;
  expired: boolean;
  /** Days left on the longest running trial; null when not trialing. */
  daysUntilTrialExpires: number | null;
  /** The offer a live licensing is under (the funded discount prices the subscription): null for none. */
  offer: LicensingOffer | null;
}

const DAY_MS = 86_400_000;

export function daysBetween(today: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function subscriptionStatus(licensings: readonly LicensingFacts[], today: string): SubscriptionStatus {
  const live = (l: LicensingFacts): boolean => l.expiresAt === null || l.expiresAt >= today;
  const subscribed = licensings.some((l) => (l.state === 'subscribed' || l.state === 'supplementary') && live(l));
  const trials = licensings.filter((l) => TRIALING_STATES.includes(l.state));
  const liveTrials = trials.filter(live);
  const isTrialing = !subscribed && liveTrials.length > 0;
  const days = trials
    .map((l) => (l.expiresAt === null ? null : daysBetween(today, l.expiresAt)))
    .filter((d): d is number => d !== null);
  return {
    isTrialing,
    subscribed,
    expired: licensings.length > 0 && !subscribed && liveTrials.length === 0,
    daysUntilTrialExpires: subscribed || days.length === 0 ? null : Math.max(...days),
    offer: licensings.find((l) => live(l) && l.offer)?.offer ?? null,
  };
}

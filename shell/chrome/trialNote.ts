import { TRIAL_WARNING_DAYS } from '../../domain/constants';
import type { Viewer } from '../../authProvider';

/** Seed section 4: unsubscribed teachers with 30 days or fewer left see how many remain. */
export function trialDaysToShow(viewer: Pick<Viewer, 'role' | 'subscribed' | 'daysUntilTrialExpires'>): number | null {
  const days = viewer.daysUntilTrialExpires;
  if (viewer.role !== 'teacher' || viewer.subscribed || days === null) return null;
  return days <= TRIAL_WARNING_DAYS ? Math.max(0, days) : null;
}

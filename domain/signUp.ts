/**
 * Sign-up rules of seed sections 2.3, 4, 5 and 9 that both the registration app and the server
 * apply: which email domains a school may not sign up with, the teacher-count choices, the plans
 * and the trial each plan starts.
 */
import { FULL_TRIAL_DAYS, TRIAL_DAYS } from './constants';
import { NO_SEAT_LIMIT } from './seats';
import { normaliseEmail } from './email';

/** Free consumer mail domains refused for school sign-up (seed section 5). */
export const CONSUMER_EMAIL_DOMAINS = [
  'hotmail',
  'yahoo',
  'gmail',
  'btinternet',
  'googlemail',
  'msn',
  'me',
  'live',
  'icloud',
  'cloud',
  'aol',
  'sky',
  'talk21',
  'outlook',
] as const;

/** The address rules live in ./email.ts; sign-up code has always found them here. */
export { isValidEmail, normaliseEmail } from './email';

/**
 * True when the address is at a consumer provider: `gmail.com`, `yahoo.co.uk`, `me.com` and
 * `mail.live.com` all are; `school.sch.uk` and `mesa.org` are not. The provider is recognised as
 * any label of the domain, so country variants need no list of their own.
 */
export function isConsumerEmail(value: string): boolean {
  const domain = normaliseEmail(value).split('@')[1];
  if (!domain) return false;
  const labels = domain.split('.');
  return labels.slice(0, -1).some((label) => (CONSUMER_EMAIL_DOMAINS as readonly string[]).includes(label));
}

/** Name of the licence every sign-up organisation's trial runs on (seed section 8: code 807 when missing). */
export const SIGN_UP_LICENSE_NAME = 'Sign-up trial';

/** Name given to a parent's placeholder organisation; the seed's 'generic sign-up name'. */
export const GENERIC_SIGN_UP_ORGANIZATION_NAME = 'Sign-up organisation';

/** The teacher-count buttons: 1 to 10, where 10 is labelled 10+ and sent as 0, meaning no limit. */
export const TEACHER_COUNT_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const TEACHER_COUNT_OPEN_ENDED = 10;
export function teacherCountToLimit(choice: number): number {
  return choice >= TEACHER_COUNT_OPEN_ENDED ? NO_SEAT_LIMIT : choice;
}

/** The two plans of the plan step; the webinar plan is the default. */
export const PLANS = ['webinar', 'no_webinar'] as const;
export type Plan = (typeof PLANS)[number];
export const DEFAULT_PLAN: Plan = 'webinar';

/** What each plan does to the sign-up trial (seed sections 1 and 9). */
export const PLAN_TRIALS: Record<Plan, { state: 'trial' | 'full_trial'; days: number; storyWorlds: number | null }> = {
  // A free webinar unlocks all content (over 40 story worlds) for 30 days.
  webinar: { state: 'full_trial', days: FULL_TRIAL_DAYS, storyWorlds: null },
  // Skipping the webinar leaves a 15-day trial with 2 story worlds.
  no_webinar: { state: 'trial', days: TRIAL_DAYS, storyWorlds: 2 },
};

/** The four job roles the sign-up role step offers (seed section 6). */
export const SIGN_UP_JOB_ROLES = ['exec_leader', 'leadership_team', 'teacher', 'teaching_assistant'] as const;

/** A school as the sign-up school step and the organisation lookup describe it. */
export interface SchoolAddress {
  name: string;
  address1?: string | null | undefined;
  postalCode?: string | null | undefined;
  city?: string | null | undefined;
}

const squashed = (value: string | null | undefined): string => (value ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Whether two descriptions name the same school: the same name and the same place, whatever the
 * case, spacing or punctuation ("St. Mary's" and "st marys"). The place is the postcode when both
 * have one, else the first address line, else the city; a school with no place at all is never
 * taken for another. The school step uses it to offer joining a school already on the platform
 * instead of creating it again.
 */
export function isSameSchool(a: SchoolAddress, b: SchoolAddress): boolean {
  if (squashed(a.name) === '' || squashed(a.name) !== squashed(b.name)) return false;
  for (const part of ['postalCode', 'address1', 'city'] as const) {
    const [x, y] = [squashed(a[part]), squashed(b[part])];
    if (x !== '' && y !== '') return x === y;
  }
  return false;
}

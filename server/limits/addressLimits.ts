/**
 * How much the sign-up screens take from one client address (issue 24). A school's staff sit
 * behind one address, so these are sized for a training day, not for one person: TRAINING_DAY's
 * teachers all signing up within its minutes, each making the requests PER_TEACHER counts (an
 * address typed with a 300 ms pause per suggestion, a school searched for, an email address
 * checked as it is typed), with HEADROOM to spare, all in one window. A day's cap keeps a
 * scraper or a script from one address to a few such days. The throttle counts every request
 * (sign-ups too: 422s are attempts), and a full window answers 429 with Retry-After.
 *
 * Before: sign-ups 30, school look-ups 60, address checks 60 and place look-ups 120 a minute,
 * so the 31st teacher of a training day signing up in the same minute met a 429.
 */
import type { AttemptWindow } from '../auth/attemptThrottle';

/** The busiest case the limits are sized for: a school's staff signing up together. */
export const TRAINING_DAY = { teachers: 100, minutes: 10 } as const;

/** What one teacher's sign-up asks of each endpoint, at most. */
export const PER_TEACHER = { signUps: 2, schoolLookups: 5, addressChecks: 5, placeLookups: 15 } as const;

/** Room above the training day, for retyping and a second try. */
export const HEADROOM = 2;

/** Days' worth of training days one address may use: what a script from one address can reach. */
const TRAINING_DAYS_A_DAY = 5;

const DAY_MS = 24 * 60 * 60_000;

function windowsFor(perTeacher: number): readonly AttemptWindow[] {
  const burst = TRAINING_DAY.teachers * perTeacher * HEADROOM;
  return [
    { limit: burst, windowMs: TRAINING_DAY.minutes * 60_000 },
    { limit: burst * TRAINING_DAYS_A_DAY, windowMs: DAY_MS },
  ];
}

export const ADDRESS_LIMITS = {
  /** POST /users/sign_up: 400 in 10 minutes, 2,000 a day. */
  signUps: windowsFor(PER_TEACHER.signUps),
  /** POST /organizations/lookup: 1,000 in 10 minutes, 5,000 a day. */
  schoolLookups: windowsFor(PER_TEACHER.schoolLookups),
  /** POST /user/validate_addresses: 1,000 in 10 minutes, 5,000 a day. */
  addressChecks: windowsFor(PER_TEACHER.addressChecks),
  /** GET /places/autocomplete and /places/{id} (a paid service behind it when configured): 3,000 in 10 minutes, 15,000 a day. */
  placeLookups: windowsFor(PER_TEACHER.placeLookups),
} as const;

/**
 * How many passphrase misses one client address may make, and why guessing stays hopeless at
 * that rate (issue 24). A school is one address behind its NAT, so the limits are sized for
 * whole schools: a class of 30 where a third mistype twice is 20 misses, and several classes
 * start at 9:00 together. Two windows, each counted from its first miss: a burst limit for the
 * start of the school day and a daily budget, which is what bounds a guesser.
 *
 * The arithmetic below is the proof the tests check (domain/lessonGuessing.test.ts): with
 * ACTIVE_LESSONS_CONSIDERED lessons running, one address needs years to hit any of them, and a
 * thousand addresses together more than a week. Every figure comes from these constants and the
 * passphrase's shape (lessons.ts), so changing either re-checks the claim.
 */
import { PASSPHRASE_SPACE } from './lessons';

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Misses one address may make in PASSPHRASE_BURST_WINDOW_MS: ten classes' worth at 9:00. */
export const PASSPHRASE_MISSES_PER_BURST = 200;
export const PASSPHRASE_BURST_WINDOW_MS = 10 * MINUTE_MS;
/** Misses one address may make in a day: 75 class starts with a third mistyping twice. */
export const PASSPHRASE_MISSES_PER_DAY = 1_500;
export const PASSPHRASE_DAY_WINDOW_MS = DAY_MS;

/** The throttle's windows, as the server applies them (server/routes/passphraseLogins.ts). */
export const PASSPHRASE_MISS_LIMITS = [
  { limit: PASSPHRASE_MISSES_PER_BURST, windowMs: PASSPHRASE_BURST_WINDOW_MS },
  { limit: PASSPHRASE_MISSES_PER_DAY, windowMs: PASSPHRASE_DAY_WINDOW_MS },
] as const;

/** The load the guessing claim is made for: a service of a few hundred schools at its busiest. */
export const ACTIVE_LESSONS_CONSIDERED = 1_000;

/**
 * The most misses one address can make in any span of `spanMs`. Windows start at a first miss
 * and do not overlap, so a span touches at most ceil(span / window) + 1 of them, each allowing
 * its limit; the tightest window decides.
 */
export function mostMissesIn(spanMs: number): number {
  return Math.min(...PASSPHRASE_MISS_LIMITS.map(({ limit, windowMs }) => (Math.ceil(spanMs / windowMs) + 1) * limit));
}

/**
 * Guesses needed on average to hit one of `activeLessons` distinct passphrases, guessing
 * without repeats: (N + 1) / (k + 1) for k marked among N.
 */
export function meanGuessesToHit(activeLessons: number): number {
  return (PASSPHRASE_SPACE + 1) / (activeLessons + 1);
}

/**
 * Whole days `addresses` guessing at full throttle need to make the mean number of guesses
 * (a lower bound on the mean time to a first hit, since they may not go faster).
 */
export function daysToHitAnyLesson(addresses: number, activeLessons = ACTIVE_LESSONS_CONSIDERED): number {
  const needed = meanGuessesToHit(activeLessons);
  // Each address makes at most mostMissesIn(d days); find the first d where all of them reach it.
  let low = 0;
  let high = 1;
  while (addresses * mostMissesIn(high * DAY_MS) < needed) high *= 2;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (addresses * mostMissesIn(mid * DAY_MS) >= needed) high = mid;
    else low = mid + 1;
  }
  return low;
}

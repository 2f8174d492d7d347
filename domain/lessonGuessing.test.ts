/** The join throttle's arithmetic (issue 24): generous to schools, hopeless for guessers. */
import { describe, expect, it } from 'vitest';
import {
  ACTIVE_LESSONS_CONSIDERED,
  DAY_MS,
  daysToHitAnyLesson,
  meanGuessesToHit,
  mostMissesIn,
  PASSPHRASE_BURST_WINDOW_MS,
  PASSPHRASE_MISSES_PER_BURST,
  PASSPHRASE_MISSES_PER_DAY,
} from './lessonGuessing';
import { PASSPHRASE_SPACE } from './lessons';

const YEAR_DAYS = 365;
const WEEK_DAYS = 7;
/** A class of 30 where a third mistype the passphrase twice. */
const CLASS_MISSES = (30 / 3) * 2;
/** Classes of one school starting at 9:00 together. */
const CLASSES_AT_NINE = 8;

describe('guessing a lesson passphrase', () => {
  it('has a space of 126^4 x 8^2 passphrases', () => {
    expect(PASSPHRASE_SPACE).toBe(126 ** 4 * 8 ** 2);
  });

  it('takes one address more than a year on average to hit any of 1,000 active lessons', () => {
    expect(ACTIVE_LESSONS_CONSIDERED).toBe(1_000);
    expect(daysToHitAnyLesson(1)).toBeGreaterThan(YEAR_DAYS);
  });

  it('takes 1,000 addresses together more than a week', () => {
    expect(daysToHitAnyLesson(1_000)).toBeGreaterThan(WEEK_DAYS);
  });

  it('counts what an address can do at the window edges, not just the limits', () => {
    // One day can straddle two daily windows; a week touches eight.
    expect(mostMissesIn(DAY_MS)).toBe(2 * PASSPHRASE_MISSES_PER_DAY);
    expect(mostMissesIn(WEEK_DAYS * DAY_MS)).toBe(8 * PASSPHRASE_MISSES_PER_DAY);
    // Within ten minutes the burst window decides.
    expect(mostMissesIn(PASSPHRASE_BURST_WINDOW_MS)).toBe(2 * PASSPHRASE_MISSES_PER_BURST);
    expect(meanGuessesToHit(0)).toBe(PASSPHRASE_SPACE + 1);
  });

  it('leaves room for several classes of one school starting at 9:00 behind one address', () => {
    expect(CLASSES_AT_NINE * CLASS_MISSES).toBeLessThanOrEqual(PASSPHRASE_MISSES_PER_BURST);
    expect(PASSPHRASE_MISSES_PER_BURST).toBeLessThanOrEqual(PASSPHRASE_MISSES_PER_DAY);
  });
});

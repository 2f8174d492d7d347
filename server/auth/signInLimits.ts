/**
 * How hard sign-in pushes back on wrong passwords (not in the seed; chosen here). Two counters
 * that never clear each other: per account, tight, because that is what a guesser attacks; per
 * client address, loose, because a whole school signs in from behind one NAT address.
 *
 * - An account backs off after ACCOUNT_FAILURES_BEFORE_BACKOFF wrong passwords, from any
 *   address: 429 for ACCOUNT_BACKOFF_FIRST_MS, doubled for each further failure, at most
 *   ACCOUNT_BACKOFF_MAX_MS. A correct sign-in clears that account's count only.
 * - An address gets 429 for every account after ADDRESS_FAILURES_PER_WINDOW wrong passwords in
 *   FAILURE_WINDOW_MS; successes do not clear it.
 * Counts are forgotten FAILURE_WINDOW_MS after their last failure.
 */
export const ACCOUNT_FAILURES_BEFORE_BACKOFF = 5;
export const ACCOUNT_BACKOFF_FIRST_MS = 60_000;
export const ACCOUNT_BACKOFF_MAX_MS = 15 * 60_000;
export const ADDRESS_FAILURES_PER_WINDOW = 300;
export const FAILURE_WINDOW_MS = 15 * 60_000;

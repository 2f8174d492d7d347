/**
 * A school's seat limits (`teachersLimit`, `studentsLimit`; seed sections 5 and 6): a positive
 * number caps the active teachers or students, and 0 means no limit. The server's seat checks,
 * the import preview, the sign-up wizard and the limit-lowering check all read the limit here.
 */

/** The stored value meaning "no limit" (the sign-up wizard's "10+" button sends it). */
export const NO_SEAT_LIMIT = 0;

/** The cap a stored limit sets: a positive number, or null when there is none (0, unset). */
export function seatCap(limit: number | null | undefined): number | null {
  return typeof limit === 'number' && limit > NO_SEAT_LIMIT ? limit : null;
}

/** Seats still free under a stored limit with `taken` seats in use; null when there is no limit. */
export function seatsLeft(limit: number | null | undefined, taken: number): number | null {
  const cap = seatCap(limit);
  return cap === null ? null : Math.max(0, cap - taken);
}

/** Whether a new limit can be set while `taken` seats are in use: no limit, or room for them all. */
export function limitHoldsSeats(limit: number, taken: number): boolean {
  const cap = seatCap(limit);
  return cap === null || cap >= taken;
}

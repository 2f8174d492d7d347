/**
 * My school's seats (seed 3 and 6): teachers and students used of the school's limits (0 = no
 * limit, domain/seats.ts), and the school's licensings by seat type with the licence's name and
 * expiry, from what the viewer document includes (organisation → licensings → licence).
 */
import type { AppRecord, Prefetched } from '../../dataProvider';
import { seatCap } from '../../domain/seats';

export type SeatRole = 'teacher' | 'student';
export const SEAT_LIMIT_FIELD: Record<SeatRole, 'teachersLimit' | 'studentsLimit'> = { teacher: 'teachersLimit', student: 'studentsLimit' };

/** The school's cap for a role, or null when there is none. */
export function capOf(school: AppRecord | null | undefined, role: SeatRole): number | null {
  const limit = school?.[SEAT_LIMIT_FIELD[role]];
  return seatCap(typeof limit === 'number' ? limit : null);
}

export interface LicensingRow {
  id: string;
  license: string;
  state: string;
  expiresAt: string | null;
  trialSeats: number;
  supplementarySeats: number;
  subscribedSeats: number;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** The school's licensings, latest expiry first, each with its licence's name. */
export function licensingRows(included: Prefetched, schoolId: string): LicensingRow[] {
  const licenses = new Map((included.licenses ?? []).map((l) => [String(l.id), l]));
  return (included.licensings ?? [])
    .filter((l) => String(l.organizationId) === String(schoolId))
    .map((l) => ({
      id: String(l.id),
      license: String(licenses.get(String(l.licenseId))?.name ?? ''),
      state: String(l.state ?? ''),
      expiresAt: typeof l.expiresAt === 'string' ? l.expiresAt : null,
      trialSeats: num(l.trialSeats),
      supplementarySeats: num(l.supplementarySeats),
      subscribedSeats: num(l.subscribedSeats),
    }))
    .sort((a, b) => (b.expiresAt ?? '').localeCompare(a.expiresAt ?? ''));
}

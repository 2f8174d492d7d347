/**
 * A webinar booking over time (seed section 4, issue 13): when the join page offers access to the
 * session and when it offers a reschedule, and how an attendee's status may move. Pure, so the
 * server refuses what the pages would not offer, by the same rules.
 *
 * - Access (and the meeting link) from ACCESS_OPENS_MINUTES_BEFORE the start until the session
 *   ends; before that the page says "upcoming".
 * - Reschedule until RESCHEDULE_CLOSES_MINUTES_AFTER the start, but not in the
 *   ACCESS_OPENS_MINUTES_BEFORE minutes before it (the session is about to begin).
 */
import type { ATTENDANCE_STATUSES } from './constants';

export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const ACCESS_OPENS_MINUTES_BEFORE = 30;
export const RESCHEDULE_CLOSES_MINUTES_AFTER = 60;
/** How long after its session a booking's join link still opens its page (not shown in the seed). */
export const JOIN_LINK_DAYS_AFTER_SESSION = 30;

const MINUTE = 60_000;

export interface SessionTimes {
  start: Date;
  end: Date;
}

/** What the join page offers at `now`: not yet (upcoming), access (open), or nothing more (ended). */
export type JoinPhase = 'upcoming' | 'open' | 'ended';

export function joinPhase(session: SessionTimes, now: Date): JoinPhase {
  if (now.getTime() < session.start.getTime() - ACCESS_OPENS_MINUTES_BEFORE * MINUTE) return 'upcoming';
  return now.getTime() < session.end.getTime() ? 'open' : 'ended';
}

export function canReschedule(session: SessionTimes, now: Date): boolean {
  const t = now.getTime();
  const start = session.start.getTime();
  const aboutToBegin = t >= start - ACCESS_OPENS_MINUTES_BEFORE * MINUTE && t < start;
  return !aboutToBegin && t <= start + RESCHEDULE_CLOSES_MINUTES_AFTER * MINUTE;
}

/**
 * The moves an attendee makes on their own booking (seed 4): access marks it attended, cancelling
 * cancelled, choosing a new slot marks the old one rescheduled (a no-show may still reschedule).
 * Converted is how an accepted invite is created (and may then attend), and no_show is set by
 * the hourly job or a meeting admin; meeting admins mark attendance by hand and are not bound by this table.
 */
export const SELF_TRANSITIONS: Readonly<Partial<Record<AttendanceStatus, readonly AttendanceStatus[]>>> = {
  scheduled: ['attended', 'cancelled', 'rescheduled'],
  no_show: ['rescheduled'],
  // An invited colleague who accepted joins the session like a booker.
  converted: ['attended'],
};

/** Past this moment a join link no longer opens its booking's page (410). */
export function joinLinkExpired(session: SessionTimes, now: Date): boolean {
  return now.getTime() > session.end.getTime() + JOIN_LINK_DAYS_AFTER_SESSION * 24 * 60 * MINUTE;
}

/** Why a move of one's own booking is refused, or null when it may be made at `now`. */
export type SelfMoveRefusal = 'attendanceTransition' | 'accessNotOpen' | 'rescheduleClosed';

export function selfMoveRefusal(from: AttendanceStatus, to: AttendanceStatus, session: SessionTimes, now: Date): SelfMoveRefusal | null {
  if (from === to) return null;
  if (!(SELF_TRANSITIONS[from] ?? []).includes(to)) return 'attendanceTransition';
  if (to === 'attended' && joinPhase(session, now) !== 'open') return 'accessNotOpen';
  if (to === 'rescheduled' && !canReschedule(session, now)) return 'rescheduleClosed';
  return null;
}

import { describe, expect, it } from 'vitest';
import { canReschedule, joinLinkExpired, joinPhase, selfMoveRefusal, type AttendanceStatus } from './webinars';
import { ATTENDANCE_STATUSES } from './constants';

const START = new Date('2026-12-01T16:00:00Z');
const session = { start: START, end: new Date('2026-12-01T16:45:00Z') };
const at = (minutesFromStart: number): Date => new Date(START.getTime() + minutesFromStart * 60_000);

describe('join page times (seed 4)', () => {
  it('is upcoming until 30 minutes before the start, open until the end, then ended', () => {
    expect(joinPhase(session, at(-31))).toBe('upcoming');
    expect(joinPhase(session, at(-30))).toBe('open');
    expect(joinPhase(session, at(10))).toBe('open');
    expect(joinPhase(session, at(45))).toBe('ended');
  });

  it('offers a reschedule until 60 minutes after the start, but not in the 30 minutes before it', () => {
    expect(canReschedule(session, at(-24 * 60))).toBe(true);
    expect(canReschedule(session, at(-31))).toBe(true);
    expect(canReschedule(session, at(-30))).toBe(false);
    expect(canReschedule(session, at(-1))).toBe(false);
    expect(canReschedule(session, at(0))).toBe(true);
    expect(canReschedule(session, at(60))).toBe(true);
    expect(canReschedule(session, at(61))).toBe(false);
  });
});

describe("an attendee's own moves (seed 4)", () => {
  it('accesses only inside the window, and reschedules only inside its own', () => {
    expect(selfMoveRefusal('scheduled', 'attended', session, at(-31))).toBe('accessNotOpen');
    expect(selfMoveRefusal('scheduled', 'attended', session, at(-5))).toBeNull();
    expect(selfMoveRefusal('scheduled', 'attended', session, at(50))).toBe('accessNotOpen');
    expect(selfMoveRefusal('scheduled', 'rescheduled', session, at(-10))).toBe('rescheduleClosed');
    expect(selfMoveRefusal('scheduled', 'rescheduled', session, at(-120))).toBeNull();
    expect(selfMoveRefusal('no_show', 'rescheduled', session, at(55))).toBeNull();
    expect(selfMoveRefusal('scheduled', 'cancelled', session, at(-5))).toBeNull();
    expect(selfMoveRefusal('converted', 'attended', session, at(-5))).toBeNull();
    expect(selfMoveRefusal('converted', 'attended', session, at(-40))).toBe('accessNotOpen');
  });

  it('refuses every other move, whatever the time', () => {
    const allowed = new Set(['scheduled>attended', 'scheduled>cancelled', 'scheduled>rescheduled', 'no_show>rescheduled', 'converted>attended']);
    for (const from of ATTENDANCE_STATUSES as readonly AttendanceStatus[])
      for (const to of ATTENDANCE_STATUSES as readonly AttendanceStatus[]) {
        if (from === to || allowed.has(`${from}>${to}`)) continue;
        expect(selfMoveRefusal(from, to, session, at(-5)), `${from} > ${to}`).toBe('attendanceTransition');
      }
  });
});

describe('join links', () => {
  it('open their page until 30 days after the session ends', () => {
    const day = 24 * 60;
    expect(joinLinkExpired(session, at(45 + 30 * day))).toBe(false);
    expect(joinLinkExpired(session, at(46 + 30 * day))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { limitHoldsSeats, NO_SEAT_LIMIT, seatCap, seatsLeft } from './seats';
import { teacherCountToLimit } from './signUp';

describe('seat limits (0 = no limit)', () => {
  it('reads 0 and a missing limit as no cap', () => {
    expect(seatCap(0)).toBeNull();
    expect(seatCap(null)).toBeNull();
    expect(seatCap(undefined)).toBeNull();
    expect(seatCap(3)).toBe(3);
  });

  it('counts the seats left, never below zero, and none to count without a limit', () => {
    expect(seatsLeft(5, 2)).toBe(3);
    expect(seatsLeft(2, 5)).toBe(0);
    expect(seatsLeft(NO_SEAT_LIMIT, 1000)).toBeNull();
  });

  it('lets a limit be lowered to the seats in use or to no limit, not below', () => {
    expect(limitHoldsSeats(4, 4)).toBe(true);
    expect(limitHoldsSeats(3, 4)).toBe(false);
    expect(limitHoldsSeats(0, 4)).toBe(true);
  });

  it('is what the sign-up wizard sends for "10+" teachers', () => {
    expect(seatCap(teacherCountToLimit(10))).toBeNull();
    expect(seatCap(teacherCountToLimit(3))).toBe(3);
  });
});

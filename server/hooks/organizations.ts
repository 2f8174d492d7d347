/**
 * Organisations: a seat limit is 0 (no limit) or at least the school's current number of active
 * teachers / students (seed section 5: 'Teacher seat limit cannot be lowered below the current
 * teachers'). The row is locked first, so no teacher can be added between the count and the write.
 * The plan sets the sign-up trial (./signUpLicensing.ts); that a school admin writes it, and the
 * teacher limit, only during sign-up is the schema's `writableWhile`.
 */
import { limitHoldsSeats, seatCap } from '../../domain/seats';
import type { Plan } from '../../domain/signUp';
import { ApiError, errorObject, type ErrorObject } from '../jsonapi/errors';
import { countSeats, lockOrganization, SEAT_LIMITS, type SeatRole } from './seats';
import { applyPlan } from './signUpLicensing';
import type { ResourceHooks } from './types';

const BELOW_COUNT: Record<SeatRole, string> = {
  teacher: 'teachersLimitBelowCount',
  student: 'studentsLimitBelowCount',
};

export const organizationsHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op !== 'update' || !ctx.record) return;
    const errors: ErrorObject[] = [];
    const lowered = (Object.keys(SEAT_LIMITS) as SeatRole[]).filter((role) => {
      const value = ctx.values[SEAT_LIMITS[role].limit];
      return typeof value === 'number' && seatCap(value) !== null;
    });
    if (lowered.length === 0) return;
    await lockOrganization(ctx.db, ctx.record.id);
    for (const role of lowered) {
      const name = SEAT_LIMITS[role].limit;
      if (!limitHoldsSeats(ctx.values[name] as number, await countSeats(ctx.db, ctx.record.id, role)))
        errors.push(errorObject({ status: 422, identifier: BELOW_COUNT[role], pointer: ctx.pointerOf(name) }));
    }
    if (errors.length > 0) throw new ApiError(422, errors);
  },

  async afterWrite(ctx) {
    if (ctx.op !== 'delete' && typeof ctx.values.plan === 'string') await applyPlan(ctx.db, ctx.viewer.id, ctx.id, ctx.values.plan as Plan);
  },
};

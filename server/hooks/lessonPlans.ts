/**
 * Lesson plans (seed 3, 4 and 8):
 * - a teacher's new plan belongs to their school (the kit pins `author` to them); a
 *   lesson_plan_admin's has no school: it is one of the product's own;
 * - in use (a row in `lessons`): never edited (422 `lessonPlanInUseEdit`) or deleted (422
 *   `lessonPlanInUseDelete`), only duplicated. Sharing or unsharing alone stays allowed, as it
 *   does not change the plan a lesson is taught from;
 * - only the author shares or unshares it, and a plan of no school cannot be shared (422
 *   `lessonShare`).
 */
import type { Db } from '../db/client';
import { ApiError, forbidden } from '../jsonapi/errors';
import { plansInUse } from '../readers/lessonPlanUse';
import type { ResourceHooks, WriteContext } from './types';

/** Whether a lesson uses the plan: the same answer as the plan's `inUse` when read. */
export async function planInUse(db: Db, planId: string | number): Promise<boolean> {
  return (await plansInUse(db, [String(planId)])).size > 0;
}

/** The refusal of a write to a plan in use, or to an activity or task of one. */
export function inUseError(op: WriteContext['op'], pointer: string): ApiError {
  return ApiError.of({ status: 422, identifier: op === 'delete' ? 'lessonPlanInUseDelete' : 'lessonPlanInUseEdit', pointer });
}

const SHARING = 'sharedWithSchool';

function sharingRules(ctx: WriteContext): void {
  const { values, record } = ctx;
  if (!(SHARING in values) || values[SHARING] === (record?.[SHARING] ?? false)) return;
  if (record && String(record.authorId ?? '') !== ctx.viewer.id) throw forbidden(ctx.pointerOf(SHARING));
  const organizationId = record ? record.organizationId : values.organizationId;
  if (values[SHARING] === true && organizationId == null)
    throw ApiError.of({ status: 422, identifier: 'lessonShare', pointer: ctx.pointerOf(SHARING) });
}

export const lessonPlansHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op === 'create') {
      // The kit pinned the author only for a teacher writing as themselves: their school owns it.
      ctx.values.organizationId = ctx.values.authorId != null ? ctx.viewer.organizationId : null;
      sharingRules(ctx);
      return;
    }
    const changesPlan = ctx.op === 'delete' || Object.keys(ctx.values).some((k) => k !== SHARING);
    if (changesPlan && (await planInUse(ctx.db, ctx.record!.id))) throw inUseError(ctx.op, '/data');
    if (ctx.op === 'update') sharingRules(ctx);
  },
};

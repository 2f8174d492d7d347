/**
 * Licensings: a new trial gets its trial days when no expiry is given, and every create, update
 * and delete through the generic routes leaves an audit entry (licensing actions write their own,
 * see server/routes/licensingActions.ts).
 */
import { addDays } from '../../domain/licensing';
import { FULL_TRIAL_DAYS, TRIAL_DAYS } from '../../domain/constants';
import { isoDay } from '../../domain/subscription';
import type { ResourceHooks } from './types';
import { readLicensing, writeAuditEntry } from './auditTrail';

const START_DAYS: Record<string, number> = { trial: TRIAL_DAYS, full_trial: FULL_TRIAL_DAYS };

export const licensingsHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op !== 'create' || ctx.values.expiresAt != null) return;
    const days = START_DAYS[String(ctx.values.state ?? 'trial')];
    if (days !== undefined) ctx.values.expiresAt = addDays(isoDay(new Date()), days);
  },

  async afterWrite(ctx) {
    const after = ctx.op === 'delete' ? undefined : await readLicensing(ctx.db, ctx.id);
    const organizationId = String((after ?? ctx.record)?.organizationId);
    await writeAuditEntry(ctx.db, {
      actorId: ctx.viewer.id,
      organizationId,
      licensingId: after ? ctx.id : null,
      action: ctx.op,
      before: ctx.record,
      after,
    });
  },
};

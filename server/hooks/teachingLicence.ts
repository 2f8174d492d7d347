/**
 * The server's half of domain/teaching.ts (issue 25): a teacher builds, duplicates and teaches
 * lesson plans while their school holds a live licence, either trial or a subscription. Called
 * where a plan or a lesson is made or changed as the teacher's own (the `self` grant): creating
 * and changing plans and their activities and tasks, duplicating, starting and restarting a
 * lesson. A lesson already running may still be stepped through and ended, and what the teacher
 * made is still theirs to read and delete. Those who manage every plan or school (unscoped
 * grants) are not held back by a school's licence.
 */
import { isUnscoped, type GrantKind } from '../../resources/kit';
import { isoDay, subscriptionStatus } from '../../domain/subscription';
import { licenceLocksTeaching } from '../../domain/teaching';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { ApiError } from '../jsonapi/errors';
import { viewerLicensings } from '../routes/viewerSubscription';
import type { ResourceHooks, WriteContext } from './types';

/** 403 `licenceNeeded` (806) when the viewer's licence keeps them from building and teaching. */
export async function assertLicensedToTeach(db: Db, viewer: Viewer, grants: readonly GrantKind[], now: Date): Promise<void> {
  if (viewer.role !== 'teacher' || grants.some(isUnscoped)) return;
  const status = subscriptionStatus(await viewerLicensings(db, viewer.id), isoDay(now));
  if (licenceLocksTeaching({ role: viewer.role, ...status })) throw ApiError.of({ status: 403, identifier: 'licenceNeeded' });
}

/** Writes that build a plan (a plan, its activities and tasks); deleting one is always allowed. */
export const BUILDING: readonly WriteContext['op'][] = ['create', 'update'];
/** Starting a lesson; stepping through and ending one already running are not held back. */
export const STARTING: readonly WriteContext['op'][] = ['create'];

/**
 * The resource's hooks with the licence checked first, for the writes `ops` names: before the
 * related records are looked at, so a locked teacher hears why rather than a detail of the body.
 */
export function licensedToTeach(hooks: ResourceHooks, ops: readonly WriteContext['op'][]): ResourceHooks {
  return {
    ...hooks,
    async beforeTargets(ctx) {
      if (ops.includes(ctx.op)) await assertLicensedToTeach(ctx.db, ctx.viewer, ctx.grants, ctx.now);
      await hooks.beforeTargets?.(ctx);
    },
  };
}

/**
 * Users: organisation admins manage only their own school's teachers and students; they never
 * create, promote or remove admins and parents (seed section 6).
 */
import { isUnscoped } from '../../resources/kit';
import { forbidden } from '../jsonapi/errors';
import type { ResourceHooks } from './types';

const SCHOOL_ROLES = new Set(['teacher', 'student']);

export const usersHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.grants.some(isUnscoped)) return;
    const byOrgAdmin = ctx.grants.includes('orgAdmin') || ctx.grants.includes('org');
    if (!byOrgAdmin) return;
    if (ctx.record && !ctx.grants.includes('self') && !SCHOOL_ROLES.has(String(ctx.record.role))) throw forbidden();
    if ('role' in ctx.values && !SCHOOL_ROLES.has(String(ctx.values.role))) throw forbidden(ctx.pointerOf('role'));
  },
};

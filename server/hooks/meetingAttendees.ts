/**
 * Webinar attendees booked by teachers themselves (seed sections 2.4 and 4): through the `self`
 * grant a viewer books a future session of the meeting under their own account's email, and
 * later only moves their booking's status (attended, cancelled, rescheduled). Meeting admins,
 * through their permission, are not limited by this hook.
 */
import { and, eq, gt } from 'drizzle-orm';
import { meeting_occurrences } from '../../resources';
import { emailOfUser } from '../auth/viewer';
import { tableOf } from '../db/tables';
import { ApiError, forbidden } from '../jsonapi/errors';
import type { ResourceHooks, WriteContext } from './types';

/** Statuses a person sets on their own booking; the others are the meeting admins' to set. */
const SELF_STATUSES = new Set(['scheduled', 'attended', 'cancelled', 'rescheduled']);

const bySelfOnly = (ctx: WriteContext): boolean => ctx.grants.length > 0 && ctx.grants.every((g) => g === 'self');

/** The session must belong to the meeting and still be ahead. */
async function assertBookableOccurrence(ctx: WriteContext, meetingId: unknown, occurrenceId: unknown): Promise<void> {
  if (occurrenceId === null || occurrenceId === undefined) throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: ctx.pointerOf('occurrence') });
  const o = tableOf(meeting_occurrences).columns;
  const rows = await ctx.db
    .select({ id: o.id! })
    .from(tableOf(meeting_occurrences).table)
    .where(and(eq(o.id!, Number(occurrenceId)), eq(o.meetingId!, Number(meetingId)), gt(o.startDate!, new Date())));
  if (rows.length === 0) throw ApiError.of({ status: 422, identifier: 'occurrenceNotBookable', pointer: ctx.pointerOf('occurrence') });
}

export const meetingAttendeesHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (!bySelfOnly(ctx) || ctx.op === 'delete') return;
    const status = ctx.values.attendanceStatus;
    if (status !== undefined && !SELF_STATUSES.has(String(status))) throw forbidden(ctx.pointerOf('attendanceStatus'));
    if (ctx.op === 'update') {
      if ('email' in ctx.values || 'meetingId' in ctx.values) throw forbidden(ctx.pointerOf('email' in ctx.values ? 'email' : 'meeting'));
      if ('occurrenceId' in ctx.values) await assertBookableOccurrence(ctx, ctx.record?.meetingId, ctx.values.occurrenceId);
      return;
    }
    if (status !== undefined && status !== 'scheduled') throw forbidden(ctx.pointerOf('attendanceStatus'));
    if (String(ctx.values.email ?? '').toLowerCase() !== (await emailOfUser(ctx.db, ctx.viewer.id))) throw forbidden(ctx.pointerOf('email'));
    await assertBookableOccurrence(ctx, ctx.values.meetingId, ctx.values.occurrenceId);
  },
};

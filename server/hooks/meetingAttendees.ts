/**
 * Webinar attendees booked by teachers themselves (seed sections 2.4 and 4): through the `self`
 * grant a viewer books a future session of the meeting under their own account's email, and
 * later only moves their booking's status as domain/webinars.ts allows: attended inside the
 * access window, rescheduled inside the reschedule window, cancelled. Meeting admins, through
 * their permission, are not limited by this hook (they mark attendance by hand).
 *
 * Nobody holds two scheduled bookings of one session. A new scheduled booking is mailed its
 * confirmation (join link and calendar file), and a booking moved to cancelled its cancellation,
 * in the same transaction as the write.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences, users } from '../../resources';
import { emailOfUser, userIdOfEmail } from '../auth/viewer';
import { tableOf } from '../db/tables';
import { ApiError, forbidden } from '../jsonapi/errors';
import { ACCESS_OPENS_MINUTES_BEFORE, selfMoveRefusal, type AttendanceStatus, type SessionTimes } from '../../domain/webinars';
import { mailBooking, type BookingMailKind } from '../webinars/bookingMails';
import type { CreateDraft, ResourceHooks, WriteContext } from './types';

/** Statuses a person sets on their own booking; the others are the meeting admins' to set. */
const SELF_STATUSES = new Set(['scheduled', 'attended', 'cancelled', 'rescheduled']);

/** The booking's session times; a booking without a session has none to open. */
async function sessionOf(ctx: WriteContext, occurrenceId: unknown): Promise<SessionTimes | null> {
  if (occurrenceId === null || occurrenceId === undefined) return null;
  const o = tableOf(meeting_occurrences).columns;
  const rows = (await ctx.db
    .select({ start: o.startDate!, end: o.endDate! })
    .from(tableOf(meeting_occurrences).table)
    .where(eq(o.id!, Number(occurrenceId)))) as { start: Date | string; end: Date | string | null }[];
  const row = rows[0];
  if (!row) return null;
  const start = new Date(row.start);
  return { start, end: row.end === null ? start : new Date(row.end) };
}

/** 422 when the status may not move this way now (domain/webinars.ts). */
async function assertSelfMove(ctx: WriteContext, to: AttendanceStatus): Promise<void> {
  const from = String(ctx.record?.attendanceStatus ?? 'scheduled') as AttendanceStatus;
  if (from === to) return;
  const session = await sessionOf(ctx, ctx.record?.occurrenceId);
  const refusal = session ? selfMoveRefusal(from, to, session, ctx.now) : 'attendanceTransition';
  if (refusal) throw ApiError.of({ status: 422, identifier: refusal, pointer: ctx.pointerOf('attendanceStatus'), values: { minutes: ACCESS_OPENS_MINUTES_BEFORE } });
}

/** Whether the write is a person's own booking only (meeting admins write anyone's). */
const bySelfOnly = ({ grants }: { grants: readonly string[] }): boolean => grants.length > 0 && grants.every((g) => g === 'self');

/** The session must belong to the meeting and still be ahead. */
async function assertBookableOccurrence(ctx: WriteContext, meetingId: unknown, occurrenceId: unknown): Promise<void> {
  if (occurrenceId === null || occurrenceId === undefined) throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: ctx.pointerOf('occurrence') });
  const o = tableOf(meeting_occurrences).columns;
  const rows = await ctx.db
    .select({ id: o.id! })
    .from(tableOf(meeting_occurrences).table)
    .where(and(eq(o.id!, Number(occurrenceId)), eq(o.meetingId!, Number(meetingId)), gt(o.startDate!, ctx.now)));
  if (rows.length === 0) throw ApiError.of({ status: 422, identifier: 'occurrenceNotBookable', pointer: ctx.pointerOf('occurrence') });
}

/**
 * 409 when this person already holds a scheduled booking of the session: a second one would be a
 * second seat, a second confirmation mail and "You have 2 bookings". A cancelled or rescheduled
 * booking of it does not count, so they may book it again.
 */
async function assertNotBookedYet(ctx: WriteContext, occurrenceId: unknown, email: unknown): Promise<void> {
  const a = tableOf(meeting_attendees).columns;
  const rows = await ctx.db
    .select({ id: a.id! })
    .from(tableOf(meeting_attendees).table)
    .where(and(eq(a.occurrenceId!, Number(occurrenceId)), eq(a.attendanceStatus!, 'scheduled'), sql`lower(${a.email!}) = ${String(email ?? '').toLowerCase()}`))
    .limit(1);
  if (rows.length > 0) throw ApiError.of({ status: 409, identifier: 'alreadyBooked', pointer: ctx.pointerOf('occurrence') });
}

/** A person's write of their own booking: their own email, a bookable session, the statuses theirs to set. */
async function assertOwnBooking(ctx: WriteContext): Promise<void> {
  const status = ctx.values.attendanceStatus;
  if (status !== undefined && !SELF_STATUSES.has(String(status))) throw forbidden(ctx.pointerOf('attendanceStatus'));
  if (ctx.op === 'update') {
    if ('email' in ctx.values || 'meetingId' in ctx.values) throw forbidden(ctx.pointerOf('email' in ctx.values ? 'email' : 'meeting'));
    if ('occurrenceId' in ctx.values) await assertBookableOccurrence(ctx, ctx.record?.meetingId, ctx.values.occurrenceId);
    if (status !== undefined) await assertSelfMove(ctx, String(status) as AttendanceStatus);
    return;
  }
  if (status !== undefined && status !== 'scheduled') throw forbidden(ctx.pointerOf('attendanceStatus'));
  if (String(ctx.values.email ?? '').toLowerCase() !== (await emailOfUser(ctx.db, ctx.viewer.id))) throw forbidden(ctx.pointerOf('email'));
  await assertBookableOccurrence(ctx, ctx.values.meetingId, ctx.values.occurrenceId);
}

/** The mail a write sends: the confirmation of a new scheduled booking, the cancellation of a booked one. */
function mailOfWrite(ctx: WriteContext): BookingMailKind | null {
  const status = ctx.values.attendanceStatus;
  if (ctx.op === 'create') return (status ?? 'scheduled') === 'scheduled' ? 'webinarBooked' : null;
  if (ctx.op === 'update' && status === 'cancelled' && ctx.record?.attendanceStatus === 'scheduled') return 'webinarCancelled';
  return null;
}

/**
 * A person booking for themselves is booked under their own account (the seed's client sends
 * only the status, the meeting and the session): its email, and its names where not given. A
 * meeting admin's booking of someone's address belongs to that person's account, if they have
 * one, so it is among their own bookings when they sign in (their list reads by account).
 */
async function completeBooking(draft: CreateDraft): Promise<void> {
  const { db, viewer, values, sent } = draft;
  if (!bySelfOnly(draft)) {
    if (!sent.has('user') && typeof values.email === 'string' && values.email !== '') values.userId = await userIdOfEmail(db, values.email);
    return;
  }
  const c = tableOf(users).columns;
  const rows = (await db.select({ email: c.email!, firstName: c.firstName!, lastName: c.lastName! }).from(tableOf(users).table).where(eq(c.id!, Number(viewer.id)))) as {
    email: string | null;
    firstName: string | null;
    lastName: string | null;
  }[];
  const person = rows[0];
  if (!person) return;
  for (const name of ['email', 'firstName', 'lastName'] as const) if (!sent.has(name) && person[name]) values[name] = person[name];
}

export const meetingAttendeesHooks: ResourceHooks = {
  completeCreate: completeBooking,
  async afterWrite(ctx) {
    const kind = mailOfWrite(ctx);
    // Outside a request (seeding) there is no origin to link to, and nobody to mail.
    if (!kind || !ctx.origin || !ctx.signer) return;
    await mailBooking(ctx.db, kind, Number(ctx.id), { origin: ctx.origin, signer: ctx.signer }, ctx.locale);
  },
  async beforeWrite(ctx) {
    if (ctx.op === 'delete') return;
    if (bySelfOnly(ctx)) await assertOwnBooking(ctx);
    // After the checks of who asks, so a refusal never tells whether someone else is booked.
    if (ctx.op === 'create' && (ctx.values.attendanceStatus ?? 'scheduled') === 'scheduled' && ctx.values.occurrenceId != null)
      await assertNotBookedYet(ctx, ctx.values.occurrenceId, ctx.values.email);
  },
};

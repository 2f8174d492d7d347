/**
 * POST /meetings/{id}/schedule — applies a new schedule to a webinar: updates its schedule
 * fields (none sent: the saved schedule as it is) and replaces its future sessions. Attendees booked on replaced sessions are marked
 * rescheduled; unless `?confirm=true`, a change that affects any answers 409 with their number
 * (meta.scheduled_attendees), so the console can warn first (seed section 4).
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { meeting_attendees, meeting_occurrences, meetings } from '../../resources';
import { isHoliday, scheduleSessions, type Recurrence } from '../../domain/schedule';
import { isTimeZone } from '../../domain/sessionTimes';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { recordExists } from '../db/queries/records';
import { ApiError, badRequest } from '../jsonapi/errors';
import { reachableRecord } from '../jsonapi/mutate';
import { readPayload, validatePayload } from '../jsonapi/payload';
import { parseReadQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import type { AppRecord } from '../jsonapi/repository';
import { parseId } from '../jsonapi/recordId';

const SCHEDULE_FIELDS = new Set(['startDate', 'startTime', 'timezone', 'recurrence', 'occurrencesCount', 'duration']);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkScheduleValues(values: Record<string, unknown>, pointerOf: (name: string) => string): void {
  if (typeof values.startTime === 'string' && !TIME.test(values.startTime))
    throw ApiError.of({ status: 422, identifier: 'invalidTime', pointer: pointerOf('startTime') });
  if (typeof values.timezone === 'string' && !isTimeZone(values.timezone))
    throw ApiError.of({ status: 422, identifier: 'invalidTimezone', pointer: pointerOf('timezone') });
}

async function futureSessionIds(db: Db, meetingId: number, now: Date): Promise<number[]> {
  const o = tableOf(meeting_occurrences).columns;
  const rows = (await db
    .select({ id: o.id! })
    .from(tableOf(meeting_occurrences).table)
    .where(and(eq(o.meetingId!, meetingId), gt(o.startDate!, now)))) as { id: number }[];
  return rows.map((r) => r.id);
}

async function scheduledOn(db: Db, sessionIds: number[]): Promise<number[]> {
  if (sessionIds.length === 0) return [];
  const a = tableOf(meeting_attendees).columns;
  const rows = (await db
    .select({ id: a.id! })
    .from(tableOf(meeting_attendees).table)
    .where(and(inArray(a.occurrenceId!, sessionIds), eq(a.attendanceStatus!, 'scheduled')))) as { id: number }[];
  return rows.map((r) => r.id);
}

async function replaceSessions(db: Db, meeting: AppRecord, now: Date): Promise<{ replaced: number; rescheduled: number; created: number }> {
  const meetingId = Number(meeting.id);
  const old = await futureSessionIds(db, meetingId, now);
  const attendees = await scheduledOn(db, old);
  const a = tableOf(meeting_attendees);
  if (attendees.length > 0)
    await db.update(a.table).set({ attendanceStatus: 'rescheduled', occurrenceId: null }).where(inArray(a.columns.id!, attendees));
  const o = tableOf(meeting_occurrences);
  if (old.length > 0) await db.delete(o.table).where(inArray(o.columns.id!, old));
  if (typeof meeting.startTime !== 'string')
    throw ApiError.of({ status: 422, identifier: 'fieldNoBlank', pointer: '/data/attributes/start_time' });
  // A series steps past a holiday (domain/schedule.ts); a one-off on one would be no session at all.
  if ((meeting.recurrence ?? 'none') === 'none' && isHoliday(String(meeting.startDate)))
    throw ApiError.of({ status: 422, identifier: 'holidayDate', pointer: '/data/attributes/start_date' });
  const sessions = scheduleSessions({
    startDate: String(meeting.startDate),
    startTime: meeting.startTime,
    timezone: String(meeting.timezone ?? 'Europe/London'),
    recurrence: (meeting.recurrence ?? 'none') as Recurrence,
    count: Number(meeting.occurrencesCount ?? 1),
    durationMinutes: Number(meeting.duration),
  }).filter((s) => s.start > now);
  if (sessions.length > 0)
    await db.insert(o.table).values(sessions.map((s) => ({ meetingId, startDate: s.start, endDate: s.end, name: String(meeting.name), hostId: meeting.defaultHostId == null ? null : Number(meeting.defaultHostId) })));
  return { replaced: old.length, rescheduled: attendees.length, created: sessions.length };
}

export function registerMeetingScheduleRoutes(app: FastifyInstance): void {
  app.post<{ Params: { id: string }; Querystring: { confirm?: string } }>('/meetings/:id/schedule', { config: { doc: { tag: 'meetings', summary: "Generates a webinar's sessions from its schedule (`confirm` to replace booked ones)", query: [{ name: 'confirm', description: '`true` to go ahead when sessions with bookings would change.' }] } } }, async (req) => {
    const ctx = readContext(app, req);
    const meetingId = parseId(req.params.id);
    await reachableRecord(ctx, meetings, req.params.id, 'update');
    const payload = readPayload(meetings, req.body, req.params.id);
    for (const name of payload.sent)
      if (!SCHEDULE_FIELDS.has(name)) throw badRequest(`${name} is not part of a schedule`, undefined);
    const values = await validatePayload(meetings, payload, 'update');
    checkScheduleValues(values, (name) => payload.pointers.get(name) ?? '/data');
    const now = new Date();
    const t = tableOf(meetings);
    const outcome = await ctx.db.transaction(async (tx) => {
      const db: Db = tx;
      // Locks the meeting: two schedule changes never interleave.
      await recordExists(db, meetings, { id: meetingId }, true);
      const affected = await scheduledOn(db, await futureSessionIds(db, meetingId, now));
      if (affected.length > 0 && req.query.confirm !== 'true')
        throw ApiError.of({ status: 409, identifier: 'scheduleAffectsAttendees', values: { count: affected.length }, meta: { scheduled_attendees: affected.length } });
      // No attributes (the console's Apply schedule): the schedule as saved is applied unchanged.
      const byId = eq(t.columns.id!, meetingId);
      const rows = (await (Object.keys(values).length === 0
        ? db.select().from(t.table).where(byId)
        : db.update(t.table).set(values).where(byId).returning())) as Record<string, unknown>[];
      const meeting = { ...rows[0], id: req.params.id } as AppRecord;
      return replaceSessions(db, meeting, now);
    });
    const doc = (await showDocument(ctx, meetings, req.params.id, parseReadQuery(meetings, { include: 'occurrences' }))) as Record<string, unknown>;
    return { ...doc, meta: { replaced_sessions: outcome.replaced, rescheduled_attendees: outcome.rescheduled, created_sessions: outcome.created } };
  });
}

/**
 * GET /dashboards/admin (issue 12): the console home of internal admins. Each section reads
 * every school's records, so it is filled only for a viewer whose grants list its resources
 * across schools (an unscoped list grant of the permission table, as the list endpoints decide);
 * for anyone else it is null, and the console leaves it out.
 */
import { sql } from 'drizzle-orm';
import { audit_entries, licensings, meeting_attendees, organizations, users } from '../../resources';
import { grantsFor, isUnscoped, type ResourceDef } from '../../resources/kit';
import { ADMIN_HOME_AUDIT_COUNT, type AdminDashboardAttributes } from '../../domain/dashboards';
import { weekOf } from '../../domain/dashboardRules';
import { LICENSING_STATES, TRIALING_STATES, type LicensingState } from '../../domain/roles';
import { isoDay } from '../../domain/subscription';
import { licenseType } from '../../domain/viewerFlags';
import type { Viewer } from '../auth/viewer';
import { queryRows, type Db } from '../db/client';
import { forbidden } from '../jsonapi/errors';

/** Trials listed as expiring: within this many days from today (issue 12: the next 30 days). */
export const TRIALS_EXPIRING_DAYS = 30;
/** The console home lists at most this many of them; the licensings list has the rest. */
const TRIALS_EXPIRING_LIMIT = 50;
const DAY_MS = 86_400_000;

const listsEverywhere = (viewer: Viewer, ...defs: unknown[]): boolean =>
  defs.every((def) => grantsFor((def as ResourceDef).access.list, viewer).some(isUnscoped));

const stateList = (states: readonly string[]) => sql.join(states.map((s) => sql`${s}`), sql`, `);

/** Organisations by the state of their current licensing (domain/viewerFlags.ts `licenseType`). */
async function organizationsByState(db: Db, today: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ organization_id: number; state: LicensingState | null; expires_at: string | null }>(
    db,
    sql`SELECT o.id AS organization_id, l.state, l.expires_at::text AS expires_at
        FROM organizations o LEFT JOIN licensings l ON l.organization_id = o.id`,
  );
  const byOrganization = new Map<number, { state: LicensingState; expiresAt: string | null }[]>();
  for (const row of rows) {
    const list = byOrganization.get(row.organization_id) ?? [];
    if (row.state !== null) list.push({ state: row.state, expiresAt: row.expires_at });
    byOrganization.set(row.organization_id, list);
  }
  const counts: Record<string, number> = Object.fromEntries([...LICENSING_STATES, 'none'].map((s) => [s, 0]));
  for (const facts of byOrganization.values()) {
    const state = licenseType(facts, today) ?? 'none';
    counts[state] = (counts[state] ?? 0) + 1;
  }
  return counts;
}

async function trialsExpiring(db: Db, today: string): Promise<NonNullable<AdminDashboardAttributes['trials_expiring']>> {
  const until = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + TRIALS_EXPIRING_DAYS * DAY_MS));
  const rows = await queryRows<{ id: number; organization_id: number; name: string; state: string; expires_at: string }>(
    db,
    sql`SELECT l.id, l.organization_id, o.name, l.state, l.expires_at::text AS expires_at
        FROM licensings l JOIN organizations o ON o.id = l.organization_id
        WHERE l.state IN (${stateList(TRIALING_STATES)}) AND l.expires_at >= ${today}::date AND l.expires_at <= ${until}::date
        ORDER BY l.expires_at, l.id LIMIT ${TRIALS_EXPIRING_LIMIT}`,
  );
  return rows.map((r) => ({ licensing_id: String(r.id), organization_id: String(r.organization_id), name: r.name, state: r.state, expires_at: r.expires_at }));
}

/**
 * Seats used against seats sold, over the schools that pay: those with a live (not expired)
 * subscribed or supplementary licensing. Used: their active (not archived) teachers and
 * students. Sold: the subscribed plus supplementary seats of those live licensings. Trial seats
 * are not sold, so trialing schools count on neither side.
 */
async function seats(db: Db, today: string): Promise<NonNullable<AdminDashboardAttributes['seats']>> {
  const [row] = await queryRows<{ teachers: number; students: number; sold: number }>(
    db,
    sql`WITH paid AS (
          SELECT * FROM licensings
          WHERE state IN ('subscribed', 'supplementary') AND (expires_at IS NULL OR expires_at >= ${today}::date)
        )
        SELECT
          (SELECT count(*)::int FROM users u WHERE u.role = 'teacher' AND u.archived_at IS NULL AND u.organization_id IN (SELECT organization_id FROM paid)) AS teachers,
          (SELECT count(*)::int FROM users u WHERE u.role = 'student' AND u.archived_at IS NULL AND u.organization_id IN (SELECT organization_id FROM paid)) AS students,
          (SELECT coalesce(sum(subscribed_seats + supplementary_seats), 0)::int FROM paid) AS sold`,
  );
  return { teachers: row?.teachers ?? 0, students: row?.students ?? 0, sold: row?.sold ?? 0 };
}

/** Webinar bookings (scheduled attendees) made this week, Monday to Sunday (UTC), per day. */
async function bookings(db: Db, now: Date): Promise<NonNullable<AdminDashboardAttributes['bookings']>> {
  const week = weekOf(now);
  const rows = await queryRows<{ day: string; n: number }>(
    db,
    sql`SELECT ((created_at) AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n FROM meeting_attendees
        WHERE attendance_status = 'scheduled'
          AND created_at >= ${week.from.toISOString()}::timestamptz AND created_at < ${week.to.toISOString()}::timestamptz
        GROUP BY 1`,
  );
  const days = week.days.map((day) => ({ day, count: rows.find((r) => r.day === day)?.n ?? 0 }));
  return { total: days.reduce((sum, d) => sum + d.count, 0), days };
}

async function latestAuditIds(db: Db): Promise<string[]> {
  const rows = await queryRows<{ id: number }>(db, sql`SELECT id FROM audit_entries ORDER BY created_at DESC, id DESC LIMIT ${ADMIN_HOME_AUDIT_COUNT}`);
  return rows.map((r) => String(r.id));
}

export async function adminDashboard(db: Db, viewer: Viewer, now: Date): Promise<AdminDashboardAttributes> {
  if (viewer.role !== 'admin') throw forbidden();
  const today = isoDay(now);
  const when = <T>(allowed: boolean, load: () => Promise<T>): Promise<T | null> => (allowed ? load() : Promise.resolve(null));
  const [byState, trials, seatFigures, booked, audit] = await Promise.all([
    when(listsEverywhere(viewer, organizations, licensings), () => organizationsByState(db, today)),
    when(listsEverywhere(viewer, organizations, licensings), () => trialsExpiring(db, today)),
    when(listsEverywhere(viewer, users, licensings), () => seats(db, today)),
    when(listsEverywhere(viewer, meeting_attendees), () => bookings(db, now)),
    when(listsEverywhere(viewer, audit_entries), () => latestAuditIds(db)),
  ]);
  return { organizations_by_state: byState, trials_expiring: trials, seats: seatFigures, bookings: booked, latest_audit_ids: audit };
}

/**
 * GET /dashboards/admin (issue 12): the console home of internal admins. Each section reads
 * every school's records, so it is filled only for a viewer whose grants list its resources
 * across schools (an unscoped list grant of the permission table, as the list endpoints decide);
 * for anyone else it is null, and the console leaves it out.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql, type SQLWrapper } from 'drizzle-orm';
import { audit_entries, licensings, meeting_attendees, organizations, users } from '../../resources';
import { grantsFor, isUnscoped, type ResourceDef } from '../../resources/kit';
import { ADMIN_HOME_AUDIT_COUNT, type AdminDashboardAttributes } from '../../domain/dashboards';
import { weekOf } from '../../domain/dashboardRules';
import { LICENSING_STATES, TRIALING_STATES, type LicensingState } from '../../domain/roles';
import { isoDay } from '../../domain/subscription';
import { licenseType } from '../../domain/viewerFlags';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import { forbidden } from '../jsonapi/errors';
import { utcDay } from './figures';

/** Trials listed as expiring: within this many days from today (issue 12: the next 30 days). */
export const TRIALS_EXPIRING_DAYS = 30;
/** The console home lists at most this many of them; the licensings list has the rest. */
const TRIALS_EXPIRING_LIMIT = 50;
const DAY_MS = 86_400_000;

const listsEverywhere = (viewer: Viewer, ...defs: unknown[]): boolean =>
  defs.every((def) => grantsFor((def as ResourceDef).access.list, viewer).some(isUnscoped));

const o = tableOf(organizations);
const l = tableOf(licensings);
const u = tableOf(users);
const a = tableOf(meeting_attendees);
const audit = tableOf(audit_entries);
/** A date column as `yyyy-MM-dd` text: the two drivers hand dates over in different shapes. */
const dayText = (column: SQLWrapper) => sql<string | null>`${column}::text`;

/** Organisations by the state of their current licensing (domain/viewerFlags.ts `licenseType`). */
async function organizationsByState(db: Db, today: string): Promise<Record<string, number>> {
  const rows = (await db
    .select({ organizationId: o.columns.id!, state: l.columns.state!, expiresAt: dayText(l.columns.expiresAt!) })
    .from(o.table)
    .leftJoin(l.table, eq(l.columns.organizationId!, o.columns.id!))) as { organizationId: number; state: LicensingState | null; expiresAt: string | null }[];
  const byOrganization = new Map<number, { state: LicensingState; expiresAt: string | null }[]>();
  for (const row of rows) {
    const list = byOrganization.get(row.organizationId) ?? [];
    if (row.state !== null) list.push({ state: row.state, expiresAt: row.expiresAt });
    byOrganization.set(row.organizationId, list);
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
  const lc = l.columns;
  const rows = (await db
    .select({ id: lc.id!, organizationId: lc.organizationId!, name: o.columns.name!, state: lc.state!, expiresAt: dayText(lc.expiresAt!) })
    .from(l.table)
    .innerJoin(o.table, eq(o.columns.id!, lc.organizationId!))
    .where(and(inArray(lc.state!, [...TRIALING_STATES]), gte(lc.expiresAt!, today), lte(lc.expiresAt!, until)))
    .orderBy(asc(lc.expiresAt!), asc(lc.id!))
    .limit(TRIALS_EXPIRING_LIMIT)) as { id: number; organizationId: number; name: string; state: string; expiresAt: string }[];
  return rows.map((r) => ({ licensing_id: String(r.id), organization_id: String(r.organizationId), name: r.name, state: r.state, expires_at: r.expiresAt }));
}

/**
 * Seats used against seats sold, over the schools that pay: those with a live (not expired)
 * subscribed or supplementary licensing. Used: their active (not archived) teachers and
 * students. Sold: the subscribed plus supplementary seats of those live licensings. Trial seats
 * are not sold, so trialing schools count on neither side.
 */
async function seats(db: Db, today: string): Promise<NonNullable<AdminDashboardAttributes['seats']>> {
  const lc = l.columns;
  const paid = and(inArray(lc.state!, ['subscribed', 'supplementary']), or(isNull(lc.expiresAt!), gte(lc.expiresAt!, today)));
  const paying = subqueries.select({ id: lc.organizationId! }).from(l.table).where(paid);
  const staff = (role: string) => db.$count(u.table, and(eq(u.columns.role!, role), isNull(u.columns.archivedAt!), inArray(u.columns.organizationId!, paying)));
  // One row whatever the licensings: an aggregate without GROUP BY, its two counts subqueries of their own.
  const [row] = await db
    .select({ teachers: staff('teacher'), students: staff('student'), sold: sql<number>`coalesce(sum(${lc.subscribedSeats!} + ${lc.supplementarySeats!}), 0)::int` })
    .from(l.table)
    .where(paid);
  return { teachers: row?.teachers ?? 0, students: row?.students ?? 0, sold: row?.sold ?? 0 };
}

/** Webinar bookings (scheduled attendees) made this week, Monday to Sunday (UTC), per day. */
async function bookings(db: Db, now: Date): Promise<NonNullable<AdminDashboardAttributes['bookings']>> {
  const week = weekOf(now);
  const ac = a.columns;
  const day = utcDay(ac.createdAt!);
  const rows = await db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(a.table)
    .where(and(eq(ac.attendanceStatus!, 'scheduled'), gte(ac.createdAt!, week.from), lt(ac.createdAt!, week.to)))
    .groupBy(day);
  const days = week.days.map((day) => ({ day, count: rows.find((r) => r.day === day)?.n ?? 0 }));
  return { total: days.reduce((sum, d) => sum + d.count, 0), days };
}

async function latestAuditIds(db: Db): Promise<string[]> {
  const rows = (await db
    .select({ id: audit.columns.id! })
    .from(audit.table)
    .orderBy(desc(audit.columns.createdAt!), desc(audit.columns.id!))
    .limit(ADMIN_HOME_AUDIT_COUNT)) as { id: number }[];
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

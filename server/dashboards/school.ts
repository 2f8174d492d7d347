/**
 * GET /dashboards/school[?filter[organization]=id] (issue 12; seed 1 and 9): a school's past
 * DASHBOARD_WINDOW_DAYS UTC days ending now, per day and in total:
 * - teachers: distinct teachers of the school (its members with role teacher) active that day,
 *   active meaning an activity record of theirs or a lesson they started; the total counts each
 *   teacher once over the whole window;
 * - classes: classes of the school created that day;
 * - lessons: lessons of the school started that day.
 *
 * Who reads it: the school's organisation admins and its school leaders (domain/dashboards.ts leadsSchool),
 * their own school only; super users and org_admin admins any school, named by the filter.
 */
import { eq, sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { isOrganizationAdmin, isSuperUser } from '../../resources/kit';
import { DASHBOARD_WINDOW_DAYS, leadsSchool, type SchoolDashboardAttributes, type SchoolDay } from '../../domain/dashboards';
import { dayWindow } from '../../domain/dashboardRules';
import type { Viewer } from '../auth/viewer';
import { queryRows, type Db } from '../db/client';
import { tableOf } from '../db/tables';
import { badRequest, forbidden, notFound } from '../jsonapi/errors';
import { isRecordId } from '../jsonapi/recordId';
import { within, type TimeRange } from './figures';

export const ORGANIZATION_FILTER = 'filter[organization]';

const managesSchools = (viewer: Viewer): boolean => isSuperUser(viewer) || (viewer.role === 'admin' && viewer.permissions.includes('org_admin'));

/** domain/dashboards.ts `leadsSchool`, with the job role read only when it can decide. */
async function readsOwnSchool(db: Db, viewer: Viewer): Promise<boolean> {
  if (viewer.organizationId === null) return false;
  const person = { role: viewer.role, organizationAdmin: isOrganizationAdmin(viewer), jobRole: null as string | null };
  if (person.organizationAdmin || person.role !== 'teacher') return leadsSchool(person);
  const u = tableOf(users).columns;
  const rows = (await db.select({ jobRole: u.jobRole! }).from(tableOf(users).table).where(eq(u.id!, Number(viewer.id)))) as { jobRole: string | null }[];
  return leadsSchool({ ...person, jobRole: rows[0]?.jobRole ?? null });
}

async function organizationExists(db: Db, id: string): Promise<boolean> {
  const o = tableOf(organizations).columns;
  return ((await db.select({ id: o.id! }).from(tableOf(organizations).table).where(eq(o.id!, Number(id)))) as unknown[]).length > 0;
}

/** The school whose dashboard the viewer asks for and may read; a JSON:API error otherwise. */
export async function dashboardSchool(db: Db, viewer: Viewer, filter: unknown): Promise<string> {
  if (filter !== undefined && !isRecordId(filter)) throw badRequest('filter[organization] must be an organisation id', ORGANIZATION_FILTER);
  if (managesSchools(viewer)) {
    const id = filter ?? viewer.organizationId;
    if (id === undefined || id === null) throw badRequest('Name the school with filter[organization]', ORGANIZATION_FILTER);
    if (!(await organizationExists(db, id))) throw notFound();
    return id;
  }
  if (!(await readsOwnSchool(db, viewer))) throw forbidden();
  // A school's leaders read their own school only; naming another is refused, not ignored.
  if (filter !== undefined && filter !== viewer.organizationId) throw forbidden();
  return viewer.organizationId!;
}

interface CountRow {
  kind: 'teachers' | 'classes' | 'lessons' | 'teachers_total';
  day: string | null;
  n: number;
}

const utcDay = (column: ReturnType<typeof sql>) => sql`((${column}) AT TIME ZONE 'UTC')::date::text`;

async function schoolCounts(db: Db, organizationId: string, range: TimeRange): Promise<CountRow[]> {
  const org = Number(organizationId);
  return queryRows<CountRow>(
    db,
    sql`WITH staff AS (SELECT id FROM users WHERE organization_id = ${org} AND role = 'teacher'),
        active AS (
          SELECT a.actor_id AS teacher, ${utcDay(sql`a.created_at`)} AS day FROM activities a
           WHERE a.actor_id IN (SELECT id FROM staff) AND ${within(sql`a.created_at`, range)}
          UNION
          SELECT l.teacher_id, ${utcDay(sql`l.start_date`)} FROM lessons l
           WHERE l.teacher_id IN (SELECT id FROM staff) AND ${within(sql`l.start_date`, range)}
        )
        SELECT 'teachers' AS kind, day, count(DISTINCT teacher)::int AS n FROM active GROUP BY day
        UNION ALL
        SELECT 'teachers_total', NULL, count(DISTINCT teacher)::int FROM active
        UNION ALL
        SELECT 'classes', ${utcDay(sql`c.created_at`)}, count(*)::int FROM classes c
         WHERE c.organization_id = ${org} AND ${within(sql`c.created_at`, range)} GROUP BY 2
        UNION ALL
        SELECT 'lessons', ${utcDay(sql`l.start_date`)}, count(*)::int FROM lessons l
         WHERE l.organization_id = ${org} AND ${within(sql`l.start_date`, range)} GROUP BY 2`,
  );
}

export async function schoolDashboard(db: Db, organizationId: string, now: Date): Promise<SchoolDashboardAttributes> {
  const window = dayWindow(now, DASHBOARD_WINDOW_DAYS);
  const rows = await schoolCounts(db, organizationId, window);
  const count = (kind: CountRow['kind'], day: string | null): number => rows.find((r) => r.kind === kind && r.day === day)?.n ?? 0;
  const days: SchoolDay[] = window.days.map((day) => ({ day, teachers: count('teachers', day), classes: count('classes', day), lessons: count('lessons', day) }));
  return {
    window_days: DASHBOARD_WINDOW_DAYS,
    from: window.days[0]!,
    to: window.days[window.days.length - 1]!,
    totals: {
      teachers: count('teachers_total', null),
      classes: days.reduce((sum, d) => sum + d.classes, 0),
      lessons: days.reduce((sum, d) => sum + d.lessons, 0),
    },
    days,
  };
}

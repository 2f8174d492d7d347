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
import { and, eq, inArray, sql } from 'drizzle-orm';
import { activities, classes, lessons, organizations, users } from '../../resources';
import { isOrganizationAdmin, isSuperUser, type ResourceDef } from '../../resources/kit';
import { DASHBOARD_WINDOW_DAYS, leadsSchool, type SchoolDashboardAttributes, type SchoolDay } from '../../domain/dashboards';
import { dayWindow } from '../../domain/dashboardRules';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import { badRequest, forbidden, notFound } from '../jsonapi/errors';
import { isRecordId } from '../jsonapi/recordId';
import { utcDay, within, type TimeRange } from './figures';

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

const kindOf = (kind: CountRow['kind']) => sql<CountRow['kind']>`${sql.raw(`'${kind}'`)}`;
const countAll = sql<number>`count(*)::int`;

/** A school's records of a resource per UTC day of their `at` instant (classes made, lessons started). */
function perDay(kind: 'classes' | 'lessons', def: ResourceDef, at: string, org: number, range: TimeRange) {
  const { table, columns } = tableOf(def);
  const day = utcDay(columns[at]!);
  return subqueries
    .select({ kind: kindOf(kind), day, n: countAll })
    .from(table)
    .where(and(eq(columns.organizationId!, org), within(columns[at]!, range)))
    .groupBy(day);
}

/** Every count of the window in one round trip: a union of grouped counts over the teachers' active days. */
async function schoolCounts(db: Db, organizationId: string, range: TimeRange): Promise<CountRow[]> {
  const org = Number(organizationId);
  const u = tableOf(users).columns;
  const a = tableOf(activities).columns;
  const l = tableOf(lessons).columns;
  const staff = subqueries.select({ id: u.id! }).from(tableOf(users).table).where(and(eq(u.organizationId!, org), eq(u.role!, 'teacher')));
  const active = db.$with('active').as(
    subqueries
      .select({ teacher: sql<number>`${a.actorId!}`.as('teacher'), day: utcDay(a.createdAt!).as('day') })
      .from(tableOf(activities).table)
      .where(and(inArray(a.actorId!, staff), within(a.createdAt!, range)))
      .union(
        subqueries
          .select({ teacher: sql<number>`${l.teacherId!}`.as('teacher'), day: utcDay(l.startDate!).as('day') })
          .from(tableOf(lessons).table)
          .where(and(inArray(l.teacherId!, staff), within(l.startDate!, range))),
      ),
  );
  const teachers = sql<number>`count(DISTINCT ${active.teacher})::int`;
  // The union sits in the FROM of the statement that holds the WITH, so each of its parts sees `active`.
  const counts = subqueries
    .select({ kind: kindOf('teachers').as('kind'), day: sql<string | null>`${active.day}`.as('day'), n: teachers.as('n') })
    .from(active)
    .groupBy(active.day)
    .unionAll(subqueries.select({ kind: kindOf('teachers_total'), day: sql<string | null>`NULL`, n: teachers }).from(active))
    .unionAll(perDay('classes', classes, 'createdAt', org, range))
    .unionAll(perDay('lessons', lessons, 'startDate', org, range))
    .as('counts');
  return db.with(active).select().from(counts);
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

/**
 * GET /user — the signed-in viewer as a users resource with the meta the clients need
 * (seed section 7): user id and type, permission names, organisation admin flag, feature flags,
 * trial status, usage totals, and the flags of domain/viewerFlags.ts. Includes default to the organisation and its licences.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { organizations, users } from '../../resources';
import { VIEWER_TYPE } from '../../domain/roles';
import { tableOf } from '../db/tables';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { readContext, showDocument } from '../jsonapi/routes';
import { viewerLicensings } from './viewerSubscription';
import { isoDay, subscriptionStatus } from '../../domain/subscription';
import { viewerFlags } from '../../domain/viewerFlags';
import { studentAppAllowed } from '../../domain/studentApp';
import type { Db } from '../db/client';

const DEFAULT_INCLUDE = 'organization,organization.licensings,organization.licensings.license';

async function organizationFlags(db: Db, organizationId: string | null): Promise<{ newFeatures: boolean; allowMySchool: boolean }> {
  if (organizationId === null) return { newFeatures: false, allowMySchool: false };
  const o = tableOf(organizations).columns;
  const rows = (await db
    .select({ newFeatures: o.newFeatures!, allowMySchool: o.allowMySchool! })
    .from(tableOf(organizations).table)
    .where(eq(o.id!, Number(organizationId)))) as { newFeatures: boolean | null; allowMySchool: boolean | null }[];
  return { newFeatures: rows[0]?.newFeatures === true, allowMySchool: rows[0]?.allowMySchool !== false };
}

async function usageTotals(db: Db, organizationId: string | null): Promise<{ teachers: number; students: number }> {
  if (organizationId === null) return { teachers: 0, students: 0 };
  const u = tableOf(users).columns;
  const rows = (await db
    .select({ role: u.role!, n: sql<string>`count(*)` })
    .from(tableOf(users).table)
    .where(and(eq(u.organizationId!, Number(organizationId)), isNull(u.archivedAt!)))
    .groupBy(u.role!)) as { role: string; n: string }[];
  const count = (role: string): number => Number(rows.find((r) => r.role === role)?.n ?? 0);
  return { teachers: count('teacher'), students: count('student') };
}

export function registerViewerRoutes(app: FastifyInstance): void {
  app.get('/user', { config: { doc: { tag: 'user', summary: 'The signed-in person, with their school, licence state and what they may do' } } }, async (req) => {
    const ctx = readContext(app, req);
    const raw = req.query as RawQuery;
    const query = parseReadQuery(users, raw.include === undefined ? { ...raw, include: DEFAULT_INCLUDE } : raw);
    const doc = (await showDocument(ctx, users, ctx.viewer.id, query)) as { data: { meta?: Record<string, unknown> } };
    const admin = ctx.viewer.role === 'admin';
    const [flags, licensingRows, totals] = await Promise.all([
      organizationFlags(app.db, ctx.viewer.organizationId),
      viewerLicensings(app.db, ctx.viewer.id),
      usageTotals(app.db, ctx.viewer.organizationId),
    ]);
    const today = isoDay(new Date());
    const status = subscriptionStatus(licensingRows, today);
    const jobRole = (doc.data as { attributes?: { job_role?: unknown } }).attributes?.job_role;
    // The seed's remaining viewer flags; how each is derived is domain/viewerFlags.ts.
    const derived = viewerFlags({
      id: ctx.viewer.id,
      role: ctx.viewer.role,
      jobRole: typeof jobRole === 'string' ? jobRole : null,
      licensings: licensingRows,
      today,
    });
    doc.data.meta = {
      user_id: ctx.viewer.id,
      user_type: VIEWER_TYPE[ctx.viewer.role],
      permissions: ctx.viewer.permissions,
      organization_admin: ctx.viewer.organizationAdmin,
      new_features: flags.newFeatures,
      allow_my_school: admin || flags.allowMySchool,
      // Whether the console offers Open student app (seed 6: configured organisations only).
      allow_student_app: studentAppAllowed(app.studentAppOrganizations, ctx.viewer.organizationId),
      is_trialing: status.isTrialing,
      subscribed: status.subscribed,
      days_until_trial_expires: status.daysUntilTrialExpires,
      // The offer the school's licensing is under: the console prices the subscription by it.
      offer: status.offer,
      usage_totals: totals,
      license_type: derived.licenseType,
      job_role_hs: derived.jobRoleHS,
      author_id: derived.authorId,
      allow_quest_tracker: derived.allowQuestTracker,
      allow_custom_lesson_plans: derived.allowCustomLessonPlans,
      restrict_content_to_lesson: derived.restrictContentToLesson,
    };
    return doc;
  });
}

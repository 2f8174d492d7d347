/**
 * GET /dashboards/teacher (issue 12; seed 2.6): the signed-in teacher's home. Items and texts
 * come from the configuration (config.ts), the journey from their records over the past
 * DASHBOARD_WINDOW_DAYS days ending now (figures.ts), the lists as ids (lists.ts).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { DASHBOARD_WINDOW_DAYS, type TeacherDashboardAttributes } from '../../domain/dashboards';
import { dayWindow } from '../../domain/dashboardRules';
import { isoDay, subscriptionStatus } from '../../domain/subscription';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { forbidden } from '../jsonapi/errors';
import { viewerLicensings } from '../routes/viewerSubscription';
import { dashboardSetup } from './config';
import { personFigures } from './figures';
import { dashboardLists } from './lists';
import { viewerLocale } from './locale';

export async function teacherDashboard(db: Db, viewer: Viewer, now: Date, headers: IncomingHttpHeaders): Promise<TeacherDashboardAttributes> {
  if (viewer.role !== 'teacher') throw forbidden();
  const [locale, licensingRows] = await Promise.all([viewerLocale(db, viewer.id, headers), viewerLicensings(db, viewer.id)]);
  // Trialing as GET /user says it (domain/subscription.ts), on the dashboard's clock.
  const trialing = subscriptionStatus(licensingRows, isoDay(now)).isTrialing;
  const window = dayWindow(now, DASHBOARD_WINDOW_DAYS);
  const [setup, figures, lists] = await Promise.all([
    dashboardSetup(db, locale, viewer.organizationId, trialing),
    personFigures(db, viewer.id, window),
    dashboardLists(db, viewer, now),
  ]);
  return {
    items: setup.items,
    welcome: setup.welcome,
    organization_welcome: setup.organizationWelcome,
    quick_links: setup.quickLinks,
    case_studies: setup.caseStudies,
    additional_resources: setup.additionalResources,
    journey: {
      lessons_taught: figures.lessons_taught,
      students_reached: figures.students_reached,
      content_viewed: figures.contents_viewed,
      collections_made: figures.collections_made,
    },
    window_days: DASHBOARD_WINDOW_DAYS,
    active_lesson_ids: lists.activeLessonIds,
    recently_viewed_ids: lists.recentlyViewedIds,
    new_story_world_ids: lists.newStoryWorldIds,
    new_collection_ids: lists.newCollectionIds,
    free_content_ids: lists.freeContentIds,
  };
}

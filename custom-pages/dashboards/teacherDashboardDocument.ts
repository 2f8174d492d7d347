/**
 * The teacher dashboard document (`GET /dashboards/teacher`, domain/dashboards.ts) as the page
 * reads it. readDocument camelCases the top-level attribute names only, so nested values (the
 * journey's figures, links) keep their wire keys. Anything missing or malformed reads as empty,
 * so one bad member hides one item's content rather than the whole page.
 */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useLocaleState } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import type { AppRecord } from '../../dataProvider/types';
import { TEACHER_DASHBOARD_ITEMS, type DashboardLink, type TeacherDashboardAttributes, type TeacherDashboardItem } from '../../domain/dashboards';
import { isDashboardUrl } from '../../domain/dashboardRules';

export const TEACHER_DASHBOARD_PATH = '/dashboards/teacher';

export type JourneyFigures = TeacherDashboardAttributes['journey'];
export const JOURNEY_FIGURES = ['lessons_taught', 'students_reached', 'content_viewed', 'collections_made'] as const satisfies readonly (keyof JourneyFigures)[];

export interface TeacherDashboardView {
  items: TeacherDashboardItem[];
  welcome: { title: string; body: string };
  organizationWelcome: string;
  quickLinks: DashboardLink[];
  caseStudies: DashboardLink[];
  additionalResources: DashboardLink[];
  journey: JourneyFigures;
  windowDays: number;
  activeLessonIds: string[];
  recentlyViewedIds: string[];
  newStoryWorldIds: string[];
  newCollectionIds: string[];
  freeContentIds: string[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x) => typeof x === 'string' || typeof x === 'number').map(String) : []);
const isItem = (v: unknown): v is TeacherDashboardItem => typeof v === 'string' && (TEACHER_DASHBOARD_ITEMS as readonly string[]).includes(v);

function links(v: unknown): DashboardLink[] {
  if (!Array.isArray(v)) return [];
  // The server already keeps only http(s) and product paths; checked again so a link can never run a script.
  return v.filter(isObject).flatMap((l) => (isDashboardUrl(str(l.url)) ? [{ label: str(l.label) || str(l.url), url: str(l.url) }] : []));
}

export function teacherDashboardView(record: AppRecord): TeacherDashboardView {
  const welcome = isObject(record.welcome) ? record.welcome : {};
  const journey = isObject(record.journey) ? record.journey : {};
  return {
    items: Array.isArray(record.items) ? [...new Set(record.items.filter(isItem))] : [],
    welcome: { title: str(welcome.title), body: str(welcome.body) },
    organizationWelcome: str(record.organizationWelcome),
    quickLinks: links(record.quickLinks),
    caseStudies: links(record.caseStudies),
    additionalResources: links(record.additionalResources),
    journey: {
      lessons_taught: num(journey.lessons_taught),
      students_reached: num(journey.students_reached),
      content_viewed: num(journey.content_viewed),
      collections_made: num(journey.collections_made),
    },
    windowDays: num(record.windowDays),
    activeLessonIds: ids(record.activeLessonIds),
    recentlyViewedIds: ids(record.recentlyViewedIds),
    newStoryWorldIds: ids(record.newStoryWorldIds),
    newCollectionIds: ids(record.newCollectionIds),
    freeContentIds: ids(record.freeContentIds),
  };
}

export function useTeacherDashboard(): ReturnType<typeof useQuery<TeacherDashboardView>> {
  const dataProvider = useDataProvider<EduDataProvider>();
  // The configuration is chosen by the interface language (sent with every request): a switch reloads it.
  const [locale] = useLocaleState();
  return useQuery<TeacherDashboardView>({
    queryKey: ['dashboards', 'teacher', locale],
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.readDocument({ path: TEACHER_DASHBOARD_PATH, signal });
      if (!data) throw new Error('dashboards: the teacher dashboard document has no data');
      return teacherDashboardView(data);
    },
    retry: false,
  });
}

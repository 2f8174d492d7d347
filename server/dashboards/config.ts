/**
 * What the teacher dashboard shows before any figure: the configuration of the viewer's language
 * (dashboard_configs, edited by dashboard_admin admins), else English's, else the default items;
 * and the viewer's school's welcome message and quick links in that language (else English).
 */
import { eq, inArray } from 'drizzle-orm';
import { dashboard_configs, organizations } from '../../resources';
import { TEACHER_DASHBOARD_ITEMS, TRIALING_ONLY_ITEMS, type DashboardLink, type TeacherDashboardItem } from '../../domain/dashboards';
import { parseDashboardLinks } from '../../domain/dashboardRules';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import type { Locale } from './locale';

export interface DashboardSetup {
  items: TeacherDashboardItem[];
  welcome: { title: string; body: string };
  organizationWelcome: string;
  quickLinks: DashboardLink[];
  caseStudies: DashboardLink[];
  additionalResources: DashboardLink[];
}

interface ConfigRow {
  locale: string;
  items: string[] | null;
  welcomeTitle: string | null;
  welcomeBody: string | null;
  quickLinks: string | null;
  caseStudies: string | null;
  additionalResources: string | null;
}

const isItem = (item: string): item is TeacherDashboardItem => (TEACHER_DASHBOARD_ITEMS as readonly string[]).includes(item);

async function configFor(db: Db, locale: Locale): Promise<ConfigRow | undefined> {
  const { table, columns: c } = tableOf(dashboard_configs);
  const rows = (await db
    .select({
      locale: c.locale!,
      items: c.items!,
      welcomeTitle: c.welcomeTitle!,
      welcomeBody: c.welcomeBody!,
      quickLinks: c.quickLinks!,
      caseStudies: c.caseStudies!,
      additionalResources: c.additionalResources!,
    })
    .from(table)
    .where(inArray(c.locale!, [...new Set([locale, 'en'])]))) as ConfigRow[];
  return rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === 'en');
}

async function organizationTexts(db: Db, organizationId: string | null, locale: Locale): Promise<{ welcome: string; links: DashboardLink[] }> {
  if (organizationId === null) return { welcome: '', links: [] };
  const { table, columns: o } = tableOf(organizations);
  const rows = (await db
    .select({ welcome: o.welcomeMessages!, links: o.quickLinks! })
    .from(table)
    .where(eq(o.id!, Number(organizationId)))) as { welcome: Record<string, string> | null; links: Record<string, string> | null }[];
  const inLanguage = (map: Record<string, string> | null | undefined): string => (map?.[locale]?.trim() || map?.en?.trim()) ?? '';
  return { welcome: inLanguage(rows[0]?.welcome), links: parseDashboardLinks(inLanguage(rows[0]?.links)) };
}

export async function dashboardSetup(db: Db, locale: Locale, organizationId: string | null, trialing: boolean): Promise<DashboardSetup> {
  const [config, school] = await Promise.all([configFor(db, locale), organizationTexts(db, organizationId, locale)]);
  const configured = config ? (config.items ?? []).filter(isItem) : [...TEACHER_DASHBOARD_ITEMS];
  // An item configured twice shows once; "unlock content" is for trialing viewers only (seed 2.6).
  const items = [...new Set(configured)].filter((item) => trialing || !TRIALING_ONLY_ITEMS.includes(item));
  return {
    items,
    welcome: { title: config?.welcomeTitle ?? '', body: config?.welcomeBody ?? '' },
    organizationWelcome: school.welcome,
    quickLinks: [...parseDashboardLinks(config?.quickLinks), ...school.links],
    caseStudies: parseDashboardLinks(config?.caseStudies),
    additionalResources: parseDashboardLinks(config?.additionalResources),
  };
}

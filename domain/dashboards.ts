/**
 * Every role's home (issue 12; seed sections 1, 2.6 and 9): the items of the teacher dashboard,
 * the window the figures cover, and the documents the dashboard endpoints answer. The server
 * (server/routes/dashboards.ts) builds these documents from real records; the shell's home pages
 * (custom-pages/dashboards, school, admin-home, family) read them. Wire attribute names are
 * snake_case like every JSON:API member here; nested values keep one-word keys where they can.
 */

/** Dashboard figures cover the past 30 days (seed section 9). */
export const DASHBOARD_WINDOW_DAYS = 30;

/** The teacher dashboard's items (seed 2.6), in their default order. */
export const TEACHER_DASHBOARD_ITEMS = [
  'welcome_box',
  'get_started',
  'journey_figures',
  'active_lessons',
  'explore_story_worlds',
  'search_lessons',
  'unlock_content',
  'recently_viewed',
  'new_story_worlds',
  'new_collections',
  'free_to_you',
  'case_studies',
  'additional_resources',
  'notification_settings',
] as const;
export type TeacherDashboardItem = (typeof TEACHER_DASHBOARD_ITEMS)[number];

/** Items only trialing viewers see (seed 2.6: "unlock content (for trialing viewers)"). */
export const TRIALING_ONLY_ITEMS: readonly TeacherDashboardItem[] = ['unlock_content'];

/** How many records each list item of a dashboard shows (not shown in the seed). */
export const DASHBOARD_LIST_SIZE = 6;
/** How many audit entries the admins' console home lists (not shown in the seed). */
export const ADMIN_HOME_AUDIT_COUNT = 10;

/** A link of the welcome box, quick links, case studies or additional resources. */
export interface DashboardLink {
  label: string;
  url: string;
}

/** GET /dashboards/teacher → data { type: 'teacher_dashboards', id: <user id>, attributes }. */
export interface TeacherDashboardAttributes {
  /** The items to show, in order: the viewer's language's configuration (else English's, else the default), less those not for the viewer. */
  items: TeacherDashboardItem[];
  welcome: { title: string; body: string };
  /** The viewer's school's welcome message in the viewer's language (organisations' welcomeMessages), or ''. */
  organization_welcome: string;
  /** The configuration's quick links, then the school's (organisations' quickLinks). */
  quick_links: DashboardLink[];
  case_studies: DashboardLink[];
  additional_resources: DashboardLink[];
  /** Journey figures over the past DASHBOARD_WINDOW_DAYS days. */
  journey: { lessons_taught: number; students_reached: number; content_viewed: number; collections_made: number };
  window_days: number;
  /** Ids to fetch through the ordinary readers (locks, visibility), newest first. */
  active_lesson_ids: string[];
  recently_viewed_ids: string[];
  new_story_world_ids: string[];
  new_collection_ids: string[];
  free_content_ids: string[];
}

/** One day of a 30-day series (ISO date, UTC). */
export interface SchoolDay {
  day: string;
  teachers: number;
  classes: number;
  lessons: number;
}

/** GET /dashboards/school[?filter[organization]=id] → data { type: 'school_dashboards', id: <organisation id>, attributes }. */
export interface SchoolDashboardAttributes {
  window_days: number;
  /** First and last day of the window (ISO dates). */
  from: string;
  to: string;
  /** Distinct active teachers over the window, classes created and lessons taught in it. */
  totals: { teachers: number; classes: number; lessons: number };
  days: SchoolDay[];
}

/** GET /dashboards/admin → data { type: 'admin_dashboards', id: 'admin', attributes }. Sections the viewer may not read are null. */
export interface AdminDashboardAttributes {
  /** Organisations by the state of their current licensing; `none` have no licensing. */
  organizations_by_state: Record<string, number> | null;
  trials_expiring: { licensing_id: string; organization_id: string; name: string; state: string; expires_at: string }[] | null;
  seats: { teachers: number; students: number; sold: number } | null;
  bookings: { total: number; days: { day: string; count: number }[] } | null;
  latest_audit_ids: string[] | null;
}

/** GET /user/achievements → data { type: 'achievements', id: <user id>, attributes: { achievements } }. */
export interface AchievementProgress {
  key: string;
  progress: number;
  goal: number;
  achieved: boolean;
}

/**
 * Job roles that make a teacher a school leader (seed 3's leadership roles): they read their
 * school's dashboard like the organisation's admins do.
 */
export const SCHOOL_LEADER_JOB_ROLES = ['exec_leader', 'leadership_team', 'senior_leader', 'principal'] as const;
const LEADER_JOB_ROLES: ReadonlySet<string> = new Set(SCHOOL_LEADER_JOB_ROLES);

/** A school leader by their job role (also offered a demo rather than a webinar when content is locked, seed 6). */
export function isSchoolLeader(jobRole: unknown): boolean {
  return typeof jobRole === 'string' && LEADER_JOB_ROLES.has(jobRole);
}

/**
 * Who reads their own school's dashboard (issue 12), the one rule the server's
 * GET /dashboards/school and the teacher's home ask: the school's organisation admins, and its
 * teachers whose job role makes them leaders.
 */
export function leadsSchool(person: { role: string; organizationAdmin: boolean; jobRole: unknown }): boolean {
  return person.organizationAdmin || (person.role === 'teacher' && isSchoolLeader(person.jobRole));
}

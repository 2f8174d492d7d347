/**
 * Viewer roles and permission names of seed section 6. `super_user` passes every check.
 * Admin permissions are held by staff and reach every school; user-level permissions are
 * held by school staff and reach their own school only.
 */
export const USER_ROLES = ['admin', 'teacher', 'parent', 'student', 'home_student'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Those who work at a school or for us: they have a job role, a title and school-admin rights. */
export const STAFF_ROLES = ['admin', 'teacher'] as const satisfies readonly UserRole[];
/** Those who sign up themselves (seed 2): they accept the privacy policy and say how they heard of us. */
export const SIGN_UP_ROLES = ['teacher', 'parent'] as const satisfies readonly UserRole[];
/** Children: a school's students and a parent's home students (seed 3 "Child" has an age). */
export const CHILD_ROLES = ['student', 'home_student'] as const satisfies readonly UserRole[];

export const ADMIN_PERMISSIONS = [
  'super_user',
  'org_admin',
  'licensing_admin',
  'collections_manager',
  'content_manager',
  'tag_manager',
  'lesson_plan_admin',
  'meeting_admin',
  'dashboard_admin',
] as const;
export const USER_LEVEL_PERMISSIONS = ['user_admin', 'billing_admin'] as const;
export const PERMISSION_NAMES = [...ADMIN_PERMISSIONS, ...USER_LEVEL_PERMISSIONS] as const;
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number];
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** JSON:API viewer type per role (seed section 3: admins, teachers, parents, student, home_student). */
export const VIEWER_TYPE: Record<UserRole, string> = {
  admin: 'admins',
  teacher: 'teachers',
  parent: 'parents',
  student: 'student',
  home_student: 'home_student',
};

export const JOB_ROLES = [
  'exec_leader',
  'leadership_team',
  'senior_leader',
  'subject_leader',
  'teacher',
  'teaching_assistant',
  'student',
  'parent',
  'organization',
  'other',
  'principal',
] as const;

export const LICENSING_STATES = ['trial', 'full_trial', 'subscribed', 'supplementary', 'unsubscribed'] as const;
export type LicensingState = (typeof LICENSING_STATES)[number];
export const TRIALING_STATES: readonly LicensingState[] = ['trial', 'full_trial'];

/**
 * The shell's route table for the sidebar (seed 2.6). Each route says who it is for; the rules
 * of `menuEntryState` decide whether a viewer sees it, sees it disabled (with the reason), or not
 * at all. Admin resource screens are listed separately (`menuResources.ts`).
 */
import type { UserRole } from '../../domain/roles';
import { licenceLocksTeaching } from '../../domain/teaching';

export interface ShellRoute {
  /** Path under the shell's basename, also the custom route's path. */
  path: string;
  /** i18n key of the menu label and page title. */
  labelKey: string;
  /** Its menu icon, named as resource definitions name theirs (shell/generator/icons.ts). */
  icon: string;
  roles: readonly UserRole[];
  /** Shown only when it equals the viewer's newFeatures flag; absent = shown regardless. */
  newFeatures?: boolean;
  onlyOrganizationAdmin?: boolean;
  /** Disabled for trialing viewers (seed 2.6; no route of the table is, since issue 25). */
  onlySubscribed?: boolean;
  /** Disabled for teachers whose school holds no live licence, trial or subscription (domain/teaching.ts). */
  needsLicence?: boolean;
  /** Disabled for viewers without allowMySchool. */
  schoolRestricted?: boolean;
  excludeFromMenu?: boolean;
  /** Roles that may open the page but get no menu entry for it. */
  excludeFromMenuFor?: readonly UserRole[];
}

export const SHELL_ROUTES: readonly ShellRoute[] = [
  {
    path: 'library',
    labelKey: 'menu.library',
    icon: 'VideoLibrary',
    // A child opens the items of their home (custom-pages/family/ChildHome) but browses no library menu.
    roles: ['teacher', 'home_student'],
    excludeFromMenuFor: ['home_student'],
  },
  {
    path: 'favourites',
    labelKey: 'menu.favourites',
    icon: 'Favorite',
    roles: ['teacher', 'home_student'],
  },
  {
    path: 'collections',
    labelKey: 'menu.collections',
    icon: 'CollectionsBookmark',
    roles: ['teacher'],
  },
  {
    // Issue 25: for teachers on either trial as for subscribers; the server holds the same rule.
    path: 'lesson-plans',
    labelKey: 'menu.lessonPlans',
    icon: 'MenuBook',
    roles: ['teacher'],
    needsLicence: true,
  },
  {
    // Issue 11: the teacher's lessons (organisation admins: their school's), custom-pages/lessons.
    // Taught from lesson plans, so open to the same teachers.
    path: 'lessons',
    labelKey: 'menu.lessons',
    icon: 'CastForEducation',
    roles: ['teacher'],
    needsLicence: true,
  },
  {
    path: 'my-school',
    labelKey: 'menu.mySchool',
    icon: 'School',
    roles: ['teacher'],
    schoolRestricted: true,
  },
  {
    path: 'school-account',
    labelKey: 'menu.schoolAccount',
    icon: 'AccountBalance',
    roles: ['teacher'],
    onlyOrganizationAdmin: true,
  },
  {
    path: 'whats-new',
    labelKey: 'menu.whatsNew',
    icon: 'NewReleases',
    roles: ['teacher'],
    newFeatures: true,
  },
  {
    path: 'my-children',
    labelKey: 'menu.myChildren',
    icon: 'FamilyRestroom',
    roles: ['parent'],
  },
  {
    // Every signed-in person's own profile (issue 12), reached from the header's account button.
    path: 'profile',
    labelKey: 'menu.profile',
    icon: 'AccountCircle',
    roles: ['admin', 'teacher', 'parent', 'home_student'],
    excludeFromMenu: true,
  },
];

/** The viewer facts the menu rules read (a subset of the authProvider's Viewer). */
export interface MenuViewer {
  role: UserRole;
  newFeatures: boolean;
  organizationAdmin: boolean;
  isTrialing: boolean;
  subscribed: boolean;
  allowMySchool: boolean;
}

/** Why a route is disabled: each reason's text (the menu's description and the locked page) and the seed's way to unlock it. */
export type LockReasonKey = 'menu.disabled.onlySubscribed' | 'menu.disabled.needsLicence' | 'menu.disabled.schoolRestricted';

export type MenuEntryState =
  | { kind: 'hidden' }
  | { kind: 'enabled' }
  | { kind: 'disabled'; reasonKey: LockReasonKey };

/**
 * Whether the viewer may open the route's page, menu or not: hidden = not for them (its address
 * is not found); disabled = theirs once unlocked (its address explains why, shell/pages/RouteLockedPage.tsx).
 */
export function routeState(route: ShellRoute, viewer: MenuViewer): MenuEntryState {
  if (!route.roles.includes(viewer.role)) return { kind: 'hidden' };
  if (route.newFeatures !== undefined && route.newFeatures !== viewer.newFeatures) return { kind: 'hidden' };
  if (route.onlyOrganizationAdmin && !viewer.organizationAdmin) return { kind: 'hidden' };
  if (route.onlySubscribed && viewer.isTrialing) return { kind: 'disabled', reasonKey: 'menu.disabled.onlySubscribed' };
  if (route.needsLicence && licenceLocksTeaching(viewer)) return { kind: 'disabled', reasonKey: 'menu.disabled.needsLicence' };
  if (route.schoolRestricted && !viewer.allowMySchool) return { kind: 'disabled', reasonKey: 'menu.disabled.schoolRestricted' };
  return { kind: 'enabled' };
}

export interface FixedItems {
  openStudentApp: boolean;
  tutorials: boolean;
  help: boolean;
}

/**
 * Seed 2.6: Open student app and Tutorials for all but parents; Help for parents only. A child
 * (home student) never reaches the console's menus (issue 12): none of them. Seed 6: the student
 * app only where the viewer's organisation uses it (`allowStudentApp`, domain/studentApp.ts).
 */
export function fixedItems(role: UserRole, allowStudentApp: boolean): FixedItems {
  if (role === 'home_student') return { openStudentApp: false, tutorials: false, help: false };
  const parent = role === 'parent';
  return { openStudentApp: !parent && allowStudentApp, tutorials: !parent, help: parent };
}

/** The sidebar entry: the route's state, hidden altogether for routes outside the menu (the profile). */
export function menuEntryState(route: ShellRoute, viewer: MenuViewer): MenuEntryState {
  return route.excludeFromMenu || route.excludeFromMenuFor?.includes(viewer.role) ? { kind: 'hidden' } : routeState(route, viewer);
}

/**
 * The users resource seen as lists by role (seed section 7: GET /users filtered by role admin,
 * parent, student, teacher, home_student). Admins who manage users in every school get all five;
 * organisation admins their school's teachers and students; other teachers their school's
 * students ("My students"). Pure: the menu and tests read it.
 */
import { grantsFor, isOrganizationAdmin, type ViewerFacts } from '../../resources/kit';
import type { UserRole } from '../../domain/roles';
import { users } from '../../resources/users/schema';

export interface UserList {
  /** i18n key suffix under resources.users.lists. */
  key: 'teachers' | 'students' | 'parents' | 'children' | 'admins' | 'myStudents';
  role: UserRole;
  /** Its menu icon (generator/icons.ts). */
  icon: string;
}

export const USER_LISTS: readonly UserList[] = [
  { key: 'teachers', role: 'teacher', icon: 'CoPresent' },
  { key: 'students', role: 'student', icon: 'Backpack' },
  { key: 'parents', role: 'parent', icon: 'EscalatorWarning' },
  { key: 'children', role: 'home_student', icon: 'ChildCare' },
  { key: 'admins', role: 'admin', icon: 'AdminPanelSettings' },
];

const SCHOOL_ROLES: readonly UserRole[] = ['teacher', 'student'];
const MY_STUDENTS: UserList = { key: 'myStudents', role: 'student', icon: 'Backpack' };

export function userListsFor(viewer: ViewerFacts | undefined): UserList[] {
  if (!viewer) return [];
  const grants = grantsFor(users.access.list, viewer);
  if (grants.some((g) => g === 'super' || g === 'all')) return [...USER_LISTS];
  if (grants.includes('orgAdmin') && isOrganizationAdmin(viewer)) return USER_LISTS.filter((l) => SCHOOL_ROLES.includes(l.role));
  // A teacher reads their own school's students: "My students".
  if (grants.includes('org') && viewer.role === 'teacher') return [MY_STUDENTS];
  return [];
}

/** The console path of a role's list: react-admin reads its filter from the query string. */
export function userListPath(role: UserRole, archived = false): string {
  const filter = archived ? { role, archived: true } : { role };
  return `/users?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

/**
 * Who may import which roles, and the seats left when they can be told. Organisation admins
 * import teachers and students of their school; org_admin holders into any school; super users
 * also admins. The
 * server checks the same again: this only decides what the dialog offers.
 */
import type { ImportRole } from '../../domain/csvImport';
import { isOrganizationAdmin, isSuperUser, type ViewerFacts } from '../../resources/kit';
import type { AppRecord } from '../../dataProvider';

export function importRolesFor(viewer: ViewerFacts | undefined): ImportRole[] {
  if (!viewer) return [];
  if (isSuperUser(viewer)) return ['teacher', 'student', 'admin'];
  if (isOrganizationAdmin(viewer) || (viewer.role === 'admin' && viewer.permissions.includes('org_admin'))) return ['teacher', 'student'];
  return [];
}

/** Super users and org_admin holders import into any school; the server draws the same line. */
export function importsIntoAnySchool(viewer: ViewerFacts): boolean {
  return isSuperUser(viewer) || viewer.permissions.includes('org_admin');
}

/** The organisation's limit for a seat role: a positive number, or null when there is none (0 = no limit). */
export function seatLimitOf(organization: AppRecord | null | undefined, role: ImportRole): number | null {
  if (!organization || role === 'admin') return null;
  const limit = organization[role === 'teacher' ? 'teachersLimit' : 'studentsLimit'];
  return typeof limit === 'number' && limit > 0 ? limit : null;
}

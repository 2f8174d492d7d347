/**
 * Who may import users from a CSV file, and into which school: one rule for the server
 * (POST /users/imports refuses the rest with 403) and the console (the import dialog offers only
 * this). Importing is creating users in bulk, so it follows the users' `create` rule:
 *
 * | Viewer                                    | Roles                      | Schools    |
 * |-------------------------------------------|----------------------------|------------|
 * | super user                                | teachers, students, admins | any        |
 * | `org_admin` holder                        | teachers, students         | any        |
 * | organisation admin (flag or `user_admin`) | teachers, students         | their own  |
 * | anyone else                               | none                       | none       |
 *
 * Admins are staff without a school: only super users import them.
 */
import type { ImportRole } from '../../domain/csvImport';
import { grantsFor, type GrantKind, type ViewerFacts } from '../kit';
import { users } from './schema';

const createGrants = (viewer: ViewerFacts): GrantKind[] => grantsFor(users.access.create, viewer);

/** True when the viewer imports into every school (super users and org_admin holders). */
export function importsIntoAnySchool(viewer: ViewerFacts): boolean {
  return createGrants(viewer).some((g) => g === 'super' || g === 'all');
}

/** The roles the viewer may import, in the order the dialog offers them; empty for most viewers. */
export function importRolesFor(viewer: ViewerFacts | undefined): ImportRole[] {
  if (!viewer) return [];
  const grants = createGrants(viewer);
  if (grants.includes('super')) return ['teacher', 'student', 'admin'];
  return grants.includes('all') || grants.includes('orgAdmin') ? ['teacher', 'student'] : [];
}

/** Whether the viewer may import `role` into the school (null for admins, who have none). */
export function mayImportInto(viewer: ViewerFacts, role: ImportRole, organizationId: string | null): boolean {
  if (!importRolesFor(viewer).includes(role)) return false;
  if (role === 'admin' || importsIntoAnySchool(viewer)) return true;
  return organizationId !== null && organizationId === viewer.organizationId;
}

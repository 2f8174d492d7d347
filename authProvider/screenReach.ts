/**
 * Which roles reach a resource's screens (list, create, edit, show) at all: the console's one
 * rule for an address typed or linked, checked before the permission table (`canAccess.ts`).
 * Reading a resource through the API is not a reason to reach its screens: a parent reads their
 * children (users), a child their favourites and the catalogues, for their own pages.
 *
 * - Staff (admins, teachers) reach every screen the permission table opens to them: besides
 *   their menu (`shell/generator/menuResources.ts`, user lists, My classes), their screens link
 *   records across resources — a class's students and teacher, a user's school, the dashboard's
 *   lists, references in every generated list and form.
 * - Families and pupils (parents, children, students) reach none: their menu offers no resource
 *   (only route-table pages, `shell/layout/routes.ts`), and their pages — My children, the
 *   child's home, favourites, library items, the profile — edit in dialogs and link only to
 *   route-table pages. Typing `/users`, `/collections` or `/lessons` gives them the not-found page.
 *
 * Route-table pages follow their route's `roles` (`routeState`); `shell/pages/RoutePage.tsx`
 * applies both rules to an address a page and a resource share.
 */
import type { UserRole } from '../domain/roles';

const SCREEN_ROLES: ReadonlySet<UserRole> = new Set<UserRole>(['admin', 'teacher']);

export function reachesResourceScreens(role: UserRole): boolean {
  return SCREEN_ROLES.has(role);
}

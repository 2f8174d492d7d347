/**
 * Which resources the sidebar lists. The permission table says who may read a resource, but
 * catalogues (tags, licences, meetings) are readable by every signed-in viewer and teachers
 * read their own organisation: reading is not a reason for a menu entry. The menu is the
 * admin console, so an entry shows when the viewer is an admin (role 'admin') holding an
 * all-schools grant (`super` or `all`) to list, create or update the resource. Organisation
 * admins (school leads) also see what they manage in their own school (an `orgAdmin` grant to
 * create: users and classes). Other teachers get their own classes and students
 * (`ownSchoolResources`, `userLists.ts`); parents the route table's entries only.
 * react-admin's canAccess('list') filters again.
 */
import { grantsFor, isOrganizationAdmin, type Operation, type ResourceDef, type ViewerFacts } from '../../resources/kit';

const MENU_OPERATIONS: readonly Operation[] = ['list', 'create', 'update'];

export function inMenu(def: ResourceDef, viewer: ViewerFacts): boolean {
  if (viewer.role === 'teacher' && isOrganizationAdmin(viewer)) return grantsFor(def.access.create, viewer).includes('orgAdmin');
  if (viewer.role !== 'admin') return false;
  return MENU_OPERATIONS.some((op) => grantsFor(def.access[op], viewer).some((g) => g === 'super' || g === 'all'));
}

export function menuResources(defs: readonly ResourceDef[], viewer: ViewerFacts | undefined): string[] {
  return viewer ? defs.filter((def) => inMenu(def, viewer)).map((def) => def.name) : [];
}

/**
 * A teacher's own work in their school (seed 2.6 menu by role): what their school grant lets them
 * both list and create — their classes — shown as "My classes". (Their students are a users list,
 * `userLists.ts`.) Organisation admins have the school's full lists instead.
 */
export function ownSchoolResources(defs: readonly ResourceDef[], viewer: ViewerFacts | undefined): string[] {
  if (!viewer || viewer.role !== 'teacher' || isOrganizationAdmin(viewer)) return [];
  const schoolGrant = (def: ResourceDef, op: Operation): boolean => grantsFor(def.access[op], viewer).includes('org');
  return defs.filter((def) => schoolGrant(def, 'list') && schoolGrant(def, 'create')).map((def) => def.name);
}

/**
 * The i18n key naming a teacher's own list ("My classes"), used by the menu entry and by the
 * list's page and tab titles so they read the same; undefined where the resource's own name is
 * used (admins' "Classes").
 */
export function ownListLabelKey(defs: readonly ResourceDef[], name: string, viewer: ViewerFacts | undefined): string | undefined {
  return ownSchoolResources(defs, viewer).includes(name) ? `menu.my.${name}` : undefined;
}

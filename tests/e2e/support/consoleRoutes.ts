/**
 * Every console screen one signed-in viewer can reach, derived the way the console derives it:
 * the kit's resource definitions and `canAccessWith` (list, create, and the first record's edit
 * or show), the route table's enabled entries, the role lists of users, the organisation tabs and
 * the CSV import page, and the addresses the teachers' library pages own below their paths. A new
 * resource or route is checked without touching the tests.
 */
import { canAccessWith, normaliseViewer, VIEWER_INCLUDE, viewerFacts, type Viewer } from '../../../authProvider';
import { toAppRecord } from '../../../dataProvider/deserialize';
import type { JsonApiDocument } from '../../../dataProvider/types';
import { RESOURCES } from '../../../resources';
import { importRolesFor } from '../../../custom-pages/csv-import/importAccess';
import { routeState, SHELL_ROUTES } from '../../../shell/layout/routes';
import { organizationTabs } from '../../../shell/resources/organizations/organizationTabs';
import { userListPath, userListsFor } from '../../../shell/layout/userLists';

export type RouteKind = 'page' | 'list' | 'create' | 'edit' | 'show';

export interface ConsoleRoute {
  /** Path under `/app`. */
  path: string;
  kind: RouteKind;
}

async function getDocument(baseUrl: string, token: string, path: string): Promise<JsonApiDocument> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.api+json' },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as JsonApiDocument;
}

export async function loadViewer(baseUrl: string, token: string): Promise<Viewer> {
  return normaliseViewer(await getDocument(baseUrl, token, `user?include=${VIEWER_INCLUDE}`));
}

/** The first record of a list the viewer may open, and the screen it opens on. */
async function recordRoute(baseUrl: string, token: string, viewer: Viewer, name: string): Promise<ConsoleRoute | null> {
  const doc = await getDocument(baseUrl, token, `${name}?page[size]=1`);
  const first = Array.isArray(doc.data) ? doc.data[0] : undefined;
  if (!first) return null;
  const record = toAppRecord(first);
  if (canAccessWith(viewer, { resource: name, action: 'edit', record })) return { path: `/${name}/${record.id}/edit`, kind: 'edit' };
  if (canAccessWith(viewer, { resource: name, action: 'show', record })) return { path: `/${name}/${record.id}/show`, kind: 'show' };
  return null;
}

/** The first record of `path` (a list address with its query), if any. */
async function firstId(baseUrl: string, token: string, path: string): Promise<string | undefined> {
  const doc = await getDocument(baseUrl, token, `${path}${path.includes('?') ? '&' : '?'}page[size]=1`);
  return Array.isArray(doc.data) ? doc.data[0]?.id : undefined;
}

/**
 * The addresses the teachers' library pages own below their route-table path (custom-pages
 * library, collections, lesson-plans, lessons), for a viewer whose entry is enabled: an item's
 * page, a collection's page, the editors of a new and of an own collection or lesson plan, a
 * lesson's page.
 */
async function libraryPageRoutes(baseUrl: string, token: string, viewer: Viewer, enabled: ReadonlySet<string>): Promise<ConsoleRoute[]> {
  const routes: ConsoleRoute[] = [];
  const push = (path: string, kind: RouteKind, id: string | undefined): void => {
    if (id !== undefined) routes.push({ path: path.replace(':id', encodeURIComponent(id)), kind });
  };
  const own = `filter[author]=${encodeURIComponent(viewer.id)}`;
  if (enabled.has('library')) push('/library/:id', 'show', await firstId(baseUrl, token, 'contents'));
  if (enabled.has('collections')) {
    routes.push({ path: '/collections/new', kind: 'create' });
    push('/collections/:id', 'show', await firstId(baseUrl, token, 'collections?filter[state]=published'));
    push('/collections/:id/edit', 'edit', await firstId(baseUrl, token, `collections?${own}`));
  }
  if (enabled.has('lesson-plans')) {
    routes.push({ path: '/lesson-plans/new', kind: 'create' });
    push('/lesson-plans/:id', 'edit', await firstId(baseUrl, token, `lesson_plans?${own}`));
    push('/lesson-plans/:id', 'show', await firstId(baseUrl, token, 'lesson_plans?filter[organization][null]=true'));
  }
  if (enabled.has('lessons')) push('/lessons/:id', 'show', await firstId(baseUrl, token, 'lessons'));
  return routes;
}

export async function consoleRoutes(baseUrl: string, token: string): Promise<ConsoleRoute[]> {
  const viewer = await loadViewer(baseUrl, token);
  const facts = viewerFacts(viewer);
  const can = (resource: string, action: string): boolean => canAccessWith(viewer, { resource, action });
  const routes: ConsoleRoute[] = [{ path: '/', kind: 'page' }];
  const enabled = new Set(SHELL_ROUTES.filter((route) => routeState(route, viewer).kind === 'enabled').map((route) => route.path));
  for (const path of enabled) routes.push({ path: `/${path}`, kind: 'page' });
  routes.push(...(await libraryPageRoutes(baseUrl, token, viewer, enabled)));
  if (importRolesFor(facts).length > 0) routes.push({ path: '/import', kind: 'page' });
  for (const list of userListsFor(facts)) routes.push({ path: userListPath(list.role), kind: 'list' });
  for (const def of RESOURCES) {
    if (can(def.name, 'list')) routes.push({ path: `/${def.name}`, kind: 'list' });
    if (can(def.name, 'create')) routes.push({ path: `/${def.name}/create`, kind: 'create' });
    if (!can(def.name, 'list')) continue;
    const opened = await recordRoute(baseUrl, token, viewer, def.name);
    if (!opened) continue;
    routes.push(opened);
    if (def.name === 'organizations' && opened.kind === 'edit') {
      for (const tab of organizationTabs((resource) => can(resource, 'list')))
        if (tab.path !== 'edit' && tab.allowed !== false) routes.push({ path: opened.path.replace(/edit$/, tab.path), kind: 'list' });
    }
  }
  return routes;
}

import { Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import { reachesResourceScreens } from '../../authProvider';
import { useViewer } from '../chrome/useViewer';
import { routeState, type ShellRoute } from '../layout/routes';
import { ROUTE_PAGES } from './routePages';
import { RedirectToNotFound } from './RedirectToNotFound';
import { RouteLockedPage } from './RouteLockedPage';
import { resourceRoutes } from './resourceRoutes';
import { RESOURCE_SCREENS } from '../resourceScreens';

/**
 * A route-table page, guarded by the same rule as its menu entry: typing the address of a page
 * the menu hides leads to /404 (seed 2.6: missing permission redirects to /404); one the menu
 * shows locked says why and how to unlock it, at every address under it (issue 25).
 * A resource at the same address (collections, favourites, lessons) is for the viewers the page
 * is not for, when their role reaches resource screens at all (authProvider/screenReach.ts): a
 * collections manager's Collections entry, not a parent typing /favourites.
 */
export function RoutePage({ route }: { route: ShellRoute }): ReactElement | null {
  const viewer = useViewer();
  if (!viewer) return null;
  const state = routeState(route, viewer);
  const screens =
    state.kind === 'hidden' && reachesResourceScreens(viewer.role) ? RESOURCE_SCREENS.find((s) => s.name === route.path) : undefined;
  if (screens) return resourceRoutes(screens);
  if (state.kind === 'disabled') return <RouteLockedPage labelKey={route.labelKey} reasonKey={state.reasonKey} />;
  if (state.kind !== 'enabled') return <RedirectToNotFound />;
  const Page = ROUTE_PAGES[route.path];
  // Every route of the table has its page (routes.test.ts); an address without one is not found.
  if (!Page) return <RedirectToNotFound />;
  return (
    <Suspense fallback={<Loading />}>
      <Page />
    </Suspense>
  );
}

/**
 * Whether a product address a dashboard links to opens for the viewer. The shell sends the
 * address of a page the menu hides to /404 and answers one it locks with why it is locked
 * (shell/pages/RoutePage.tsx): a teacher without a live licence cannot open lesson plans or
 * lessons, a school without new features has no What's new. So a dashboard, its configured links
 * included, offers only the pages that open.
 */
import { useCallback } from 'react';
import { useBasename } from 'react-admin';
import { routeState, SHELL_ROUTES, type MenuViewer } from '../../shell/layout/routes';
import { useViewer } from '../../shell/chrome/useViewer';

/** False only for a console address whose route-table page is hidden or disabled for the viewer. */
export function opensFor(url: string, basename: string, viewer: MenuViewer | undefined): boolean {
  const prefix = `${basename}/`;
  // External links, and product pages outside the console (webinar booking), are not the shell's to refuse.
  if (!viewer || !url.startsWith(prefix) || url.startsWith('//')) return true;
  const segment = url.slice(prefix.length).split(/[/?#]/)[0];
  const route = SHELL_ROUTES.find((r) => r.path === segment);
  return route === undefined || routeState(route, viewer).kind === 'enabled';
}

export function useOpensFor(): (url: string) => boolean {
  const basename = useBasename();
  const viewer = useViewer();
  return useCallback((url: string) => opensFor(url, basename, viewer), [basename, viewer]);
}

import type { ReactElement } from 'react';
import { useViewer } from '../chrome/useViewer';
import { menuEntryState, type ShellRoute } from '../layout/routes';
import { PlaceholderPage } from './PlaceholderPage';
import { RedirectToNotFound } from './RedirectToNotFound';

/**
 * A route-table page, guarded by the same rule as its menu entry: typing the address of a page
 * the menu hides or disables leads to /404 (seed 2.6: missing permission redirects to /404).
 */
export function RoutePage({ route }: { route: ShellRoute }): ReactElement | null {
  const viewer = useViewer();
  if (!viewer) return null;
  if (menuEntryState(route, viewer).kind !== 'enabled') return <RedirectToNotFound />;
  return <PlaceholderPage titleKey={route.labelKey} textKey={route.placeholderKey} />;
}

/**
 * Tab bar of a detail page (seed 2.6): one tab per sub-route of the record's path; tabs marked
 * `hideOnNew` are left out while creating (the record has no id yet), and tabs the viewer may
 * not open are removed (removeTabsBaseOnUserPermissions). The `vertical` variant shows icons.
 */
import type { ReactElement } from 'react';
import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';

export interface DetailTab {
  /** Sub-route under the record's base path, e.g. 'edit' or 'licensings'. */
  path: string;
  labelKey: string;
  icon?: ReactElement;
  hideOnNew?: boolean;
  /** False removes the tab (the viewer lacks the permission); absent = allowed. */
  allowed?: boolean;
}

export function visibleTabs(tabs: readonly DetailTab[], isNew: boolean): DetailTab[] {
  return tabs.filter((tab) => tab.allowed !== false && !(isNew && tab.hideOnNew));
}

export interface DetailTabsProps {
  /** The record's path, e.g. '/app/organizations/5' or '/app/organizations/new'. */
  basePath: string;
  tabs: readonly DetailTab[];
  vertical?: boolean;
}

export function DetailTabs({ basePath, tabs, vertical = false }: DetailTabsProps): ReactElement | null {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const shown = visibleTabs(tabs, basePath.endsWith('/new'));
  if (shown.length === 0) return null;
  // The longest matching path wins: `edit/licensings` is a sub-route of `edit`, not the details tab.
  const current = shown
    .filter((tab) => pathname === `${basePath}/${tab.path}` || pathname.startsWith(`${basePath}/${tab.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <Tabs value={current?.path ?? false} orientation={vertical ? 'vertical' : 'horizontal'} variant="scrollable" allowScrollButtonsMobile sx={{ minHeight: 50 }}>
      {shown.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={translate(tab.labelKey)}
          component={RouterLink}
          to={`${basePath}/${tab.path}`}
          {...(vertical && tab.icon ? { icon: tab.icon, iconPosition: 'start' as const } : {})}
          sx={{ minHeight: 50, minWidth: vertical ? 275 : 177 }}
        />
      ))}
    </Tabs>
  );
}

import type { ReactElement } from 'react';
import { Menu } from 'react-admin';
import { RESOURCES } from '../../resources';
import { useViewerFacts } from '../generator/viewer';
import { menuResources } from './menuResources';

/** Dashboard, then the admin resources of `menuResources`; each entry also checks canAccess('list'). */
export function ShellMenu(): ReactElement {
  const viewer = useViewerFacts();
  return (
    <Menu>
      <Menu.DashboardItem />
      {menuResources(RESOURCES, viewer).map((name) => (
        <Menu.ResourceItem key={name} name={name} />
      ))}
    </Menu>
  );
}

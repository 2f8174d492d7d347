import type { ReactElement } from 'react';
import { Menu, useBasename } from 'react-admin';
import PeopleIcon from '@mui/icons-material/People';
import { iconFor } from '../generator/icons';
import type { ViewerFacts } from '../../resources/kit';
import { userListPath, userListsFor } from './userLists';

/** The sidebar's users entries: one filtered list per role the viewer manages. */
export function UserListMenuItems({ viewer }: { viewer: ViewerFacts | undefined }): ReactElement {
  // The console lives under a basename (/app) that a plain `to` does not get by itself.
  const basename = useBasename();
  return (
    <>
      {userListsFor(viewer).map((list) => {
        const Icon = iconFor(list.icon) ?? PeopleIcon;
        return <Menu.Item key={list.key} to={`${basename}${userListPath(list.role)}`} primaryText={`resources.users.lists.${list.key}`} leftIcon={<Icon />} />;
      })}
    </>
  );
}

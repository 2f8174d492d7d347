import type { ReactElement } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { USER_LISTS } from '../../layout/userLists';

/** The list's title names the role list the menu opened ("Teachers"), else "Users". */
export function UsersTitle(): ReactElement {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const list = USER_LISTS.find((l) => l.role === (filterValues as { role?: string }).role);
  return <>{translate(list ? `resources.users.lists.${list.key}` : 'resources.users.name', { smart_count: 2 })}</>;
}

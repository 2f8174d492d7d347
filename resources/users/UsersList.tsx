import { useMemo, type ReactElement } from 'react';
import { BooleanInput, Datagrid, List, useCanAccess } from 'react-admin';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import type { ResourceDef } from '../kit';
import { filterInputs } from '../../shell/generator/filters';
import { listColumns } from '../../shell/generator/GeneratedList';
import { listIncludes } from '../../shell/generator/includes';
import { sortPayload } from '../../shell/generator/sort';
import { ShellPagination } from '../../shell/layout/ShellPagination';
import { RestoreButton } from './RestoreButton';
import { UsersTitle } from './UsersTitle';
import { users } from './schema';

const def = users as unknown as ResourceDef;

/**
 * The generated users list (role lists come from the menu as `filter.role`) plus an "Archived"
 * toggle (`filter[archived]=true`) and, for those who may delete, a Restore button on archived rows.
 */
export function UsersList(): ReactElement {
  const queryOptions = useMemo(() => ({ meta: { include: listIncludes(def) } }), []);
  const filters = useMemo(
    () => [...filterInputs(def), <BooleanInput key="archived" source="archived" label="resources.users.filters.archived" alwaysOn />],
    [],
  );
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: def.name });
  return (
    <List
      resource={def.name}
      sort={sortPayload(def.list.sort)}
      perPage={SHELL_PAGE_SIZE_DEFAULT}
      filters={filters}
      pagination={<ShellPagination />}
      queryOptions={queryOptions}
      title={<UsersTitle />}
    >
      {/* An archived user cannot be opened (the API hides them): their row offers Restore only. */}
      <Datagrid rowClick={(_id, _res, record) => (record.archivedAt ? false : canEdit ? 'edit' : 'show')} bulkActionButtons={false}>
        {listColumns(def)}
        {canDelete && <RestoreButton />}
      </Datagrid>
    </List>
  );
}

import type { ReactElement } from 'react';
import { BooleanInput, useCanAccess } from 'react-admin';
import type { ResourceDef } from '../../../resources/kit';
import { GeneratedList } from '../../generator/GeneratedList';
import { ImportListActions } from './ImportListActions';
import { AddStudentButton } from './AddStudentDialog';
import { ArchivedStatus } from './ArchivedStatus';
import { UsersTitle } from './UsersTitle';
import { users } from '../../../resources/users/schema';

const def: ResourceDef = users;
const ARCHIVED_FILTER = [<BooleanInput key="archived" source="archived" label="resources.users.filters.archived" alwaysOn />];

/**
 * The generated users list (role lists come from the menu as `filter.role`) plus an "Archived"
 * toggle (`filter[archived]=true`; off by default, so the lists show active users: the seed's
 * filterStudent default), archived rows saying "Archived" with, for those who may delete, a
 * Restore button, and on the students list "Add student" (one at a time, into a class).
 * An archived user's row opens them read-only, with Restore (UserEdit).
 */
export function UsersList(): ReactElement {
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: def.name });
  return (
    <GeneratedList
      def={def}
      extraFilters={ARCHIVED_FILTER}
      extraColumns={<ArchivedStatus canRestore={canDelete === true} label="resources.users.fields.archivedAt" />}
      title={<UsersTitle />}
      actions={
        <ImportListActions>
          <AddStudentButton />
        </ImportListActions>
      }
    />
  );
}

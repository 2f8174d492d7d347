/**
 * A resource's generated list embedded in another record's page (a school's teachers, its
 * licensings), with a permanent filter the viewer cannot remove. The server still scopes it.
 */
import { useMemo, type ReactElement } from 'react';
import { List, useCanAccess } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { ShellPagination } from '../layout/ShellPagination';
import { listColumns } from './GeneratedList';
import { listIncludes } from './includes';
import { RecordRows } from './RecordRows';
import { sortPayload } from './sort';

export interface RelatedListProps {
  def: ResourceDef;
  /** App-shaped filter, e.g. `{ organizationId: '3', role: 'teacher' }`. */
  filter: Record<string, unknown>;
  /** Keeps this list's page and sort apart from the resource's own list. */
  storeKey: string;
}

export function RelatedList({ def, filter, storeKey }: RelatedListProps): ReactElement {
  const queryOptions = useMemo(() => ({ meta: { include: listIncludes(def) } }), [def]);
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  return (
    <List
      resource={def.name}
      filter={filter}
      storeKey={storeKey}
      disableSyncWithLocation
      sort={sortPayload(def.list.sort)}
      perPage={SHELL_PAGE_SIZE_DEFAULT}
      pagination={<ShellPagination />}
      queryOptions={queryOptions}
      actions={false}
      // An empty related list reads "no results" rather than offering to create the first record.
      empty={false}
      title=" "
    >
      <RecordRows rowClick={canEdit ? 'edit' : 'show'} bulkActionButtons={false}>
        {listColumns(def)}
      </RecordRows>
    </List>
  );
}

/**
 * A resource's generated list embedded in another record's page (a school's teachers, its
 * licensings), with a permanent filter the viewer cannot remove. The server still scopes it.
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { List, useCanAccess } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { ShellPagination } from './ShellPagination';
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
  /** Relationships to include beyond the list's own (a column that counts a to-many's linkage). */
  include?: readonly string[];
  /** Columns after the generated ones; given where a row opens ('edit' or 'show'). */
  extraColumns?: (open: 'edit' | 'show') => ReactNode;
}

export function RelatedList({ def, filter, storeKey, include = [], extraColumns }: RelatedListProps): ReactElement {
  const includeKey = include.join(',');
  const queryOptions = useMemo(() => ({ meta: { include: [...listIncludes(def), ...include] } }), [def, includeKey]);
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const open = canEdit ? 'edit' : 'show';
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
      <RecordRows rowClick={open} bulkActionButtons={false}>
        {listColumns(def)}
        {extraColumns?.(open)}
      </RecordRows>
    </List>
  );
}

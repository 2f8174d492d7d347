import { useMemo, type ReactElement } from 'react';
import { List, useCanAccess, type RaRecord } from 'react-admin';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { RESOURCES, resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { ownListLabelKey } from './menuResources';
import { ShellPagination } from './ShellPagination';
import { BulkDeleteButton } from './BulkDeleteButton';
import { filterInputs } from './filters';
import { RecordRows } from './RecordRows';
import { listIncludes } from './includes';
import { nestedRecordPattern, useNestedRoute } from './nestedRoute';
import { useRouteFiller } from './RouteLink';
import { NestedListActions, NestedListTitle } from './NestedListParts';
import { ShellListActions } from './ShellListActions';
import { disableRowRule, type RowRecord } from './rowRules';
import { sortPayload } from './sort';
import { attributeValue, relationValue } from './values';
import { useViewerFacts } from './viewer';

/** The list's columns in the order `list.columns` declares. */
export function listColumns(def: ResourceDef): ReactElement[] {
  return def.list.columns.flatMap((name) => {
    const field = def.attributes[name];
    if (field) return attributeValue(def.name, name, field) ?? [];
    const rel = def.relationships[name];
    const target = rel && resourceByName(rel.resource);
    return rel && target ? [relationValue(def.name, name, rel, target)] : [];
  });
}

/** What an override may add to a generated list without writing the list again. */
export interface GeneratedListExtras {
  /** Filters after the declared ones (e.g. an "Archived" switch). */
  extraFilters?: ReactElement[];
  /** Columns after the declared ones (e.g. a row action). */
  extraColumns?: ReactElement | false;
  title?: ReactElement;
  /** The toolbar above the list, replacing react-admin's default (filter, create, export). */
  actions?: ReactElement;
  /** Whether a row opens at all: false keeps rows that cannot be opened (archived) closed. */
  canOpen?: (record: RowRecord) => boolean;
}

/**
 * List screen: default sort and page size 100 (seed section 9), the declared filters, the
 * to-one columns included in the same request so each row's references are not fetched again,
 * the shell's pagination bar and, for those who may delete, the confirmed bulk delete. Rows are a
 * table from the tablet width up and cards below it (RecordRows). Under a parent's address
 * (nestedRoute.tsx) it lists that parent's records only, without the column and filter every row
 * shares, each row opening under the parent too.
 */
export function GeneratedList({ def, extraFilters, extraColumns, title, actions, canOpen }: { def: ResourceDef } & GeneratedListExtras): ReactElement {
  const queryOptions = useMemo(() => ({ meta: { include: listIncludes(def) } }), [def]);
  const nest = useNestedRoute(def.name);
  const recordPath = useRouteFiller(nest ? nestedRecordPattern(nest.screen) : '');
  const notPinned = (element: ReactElement): boolean => !nest || (element.props as { source?: string }).source !== nest.source;
  const filters = useMemo(() => [...filterInputs(def), ...(extraFilters ?? [])].filter(notPinned), [def, extraFilters, nest]);
  // A row opens the edit form for those who may edit (react-admin would prefer show), else show.
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: def.name });
  const viewer = useViewerFacts();
  const disabled = disableRowRule(def.name);
  const open = nest ? (id: unknown) => (canEdit ? recordPath({ id: String(id) }) : false) : canEdit ? 'edit' : 'show';
  // A teacher's own list is titled as its menu entry ("My classes"); react-admin translates the key.
  const ownTitle = ownListLabelKey(RESOURCES, def.name, viewer);
  return (
    <List
      resource={def.name}
      sort={sortPayload(def.list.sort)}
      perPage={SHELL_PAGE_SIZE_DEFAULT}
      filters={filters}
      pagination={<ShellPagination />}
      queryOptions={queryOptions}
      {...(nest ? { filter: { [nest.source]: nest.parentId }, storeKey: `${def.name}.of.${nest.parentId}`, title: <NestedListTitle nest={nest} />, actions: <NestedListActions nest={nest} /> } : {})}
      {...(title ? { title } : ownTitle && !nest ? { title: ownTitle } : {})}
      {...(actions ? { actions } : nest ? {} : { actions: <ShellListActions /> })}
    >
      <RecordRows
        rowClick={canOpen ? (id, _resource, record) => (canOpen(record as RowRecord) ? (typeof open === 'function' ? open(id) : open) : false) : open}
        bulkActionButtons={canDelete ? <BulkDeleteButton resource={def.name} /> : false}
        isRowSelectable={(record: RaRecord) => !disabled(record as RowRecord, viewer)}
      >
        {listColumns(def).filter(notPinned)}
        {extraColumns}
      </RecordRows>
    </List>
  );
}

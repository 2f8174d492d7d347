import { useMemo, type ReactElement } from 'react';
import { Datagrid, List, Pagination, useCanAccess } from 'react-admin';
import { PAGE_SIZE_OPTIONS, SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { resourceByName } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { filterInputs } from './filters';
import { listIncludes } from './includes';
import { sortPayload } from './sort';
import { attributeValue, relationValue } from './values';

const ROWS_PER_PAGE = [...PAGE_SIZE_OPTIONS];

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

/**
 * List screen: default sort and page size 100 (seed section 9), the declared filters, and the
 * to-one columns included in the same request so each row's references are not fetched again.
 */
export function GeneratedList({ def }: { def: ResourceDef }): ReactElement {
  const queryOptions = useMemo(() => ({ meta: { include: listIncludes(def) } }), [def]);
  const filters = useMemo(() => filterInputs(def), [def]);
  // A row opens the edit form for those who may edit (react-admin would prefer show), else show.
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  return (
    <List
      resource={def.name}
      sort={sortPayload(def.list.sort)}
      perPage={SHELL_PAGE_SIZE_DEFAULT}
      filters={filters}
      pagination={<Pagination rowsPerPageOptions={ROWS_PER_PAGE} />}
      queryOptions={queryOptions}
    >
      <Datagrid rowClick={canEdit ? 'edit' : 'show'}>{listColumns(def)}</Datagrid>
    </List>
  );
}

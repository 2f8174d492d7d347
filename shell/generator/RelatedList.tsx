/**
 * A resource's generated list embedded in another record's page (a school's teachers, its
 * licensings), with a permanent filter the viewer cannot remove. The server still scopes it.
 * Where the records are nested under the page's record (nestedRoute.tsx: a webinar's sessions),
 * rows and references to records nested there too open under the parent's address, and the list
 * offers its own page and creating one there. A page that nests records the kit does not (a story
 * world's items) says where its rows open (`rowRoute`). Every such address comes from the link
 * control (RouteLink.tsx).
 */
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { List, useCanAccess, useTranslate } from 'react-admin';
import type { ResourceDef } from '../../resources/kit';
import { SHELL_PAGE_SIZE_DEFAULT } from '../../domain/constants';
import { ShellPagination } from './ShellPagination';
import { listColumns } from './GeneratedList';
import { listIncludes } from './includes';
import { RecordRows } from './RecordRows';
import { sortPayload } from './sort';
import { nestedRecordPattern, nestedRoute, nestedRoutePattern, NestedRouteProvider, nestedUnder, type NestedRoute } from './nestedRoute';
import { useRouteFiller, useRoutePath, type RouteParams } from './RouteLink';

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
  /** The page's record, when these records are nested under it (its resource and id). */
  parent?: { resource: string; id: string };
  /**
   * Where a row opens for who may edit, when not at the record's own address: a console route
   * pattern (`/story-worlds/:parentId/items/:id/edit`) and its values, `:id` the row's.
   */
  rowRoute?: { pattern: string; params?: RouteParams };
}

/** The nested route of `def` under the parent, if the kit declares one. */
function nestingOf(def: ResourceDef, parent: RelatedListProps['parent']): NestedRoute | null {
  const screen = parent && nestedUnder(parent.resource).find((n) => n.def.name === def.name);
  return parent && screen ? nestedRoute(screen, parent.id) : null;
}

/** Links to the nested list's own page and, for who may, to creating a record there. */
function NestedLinks({ nest }: { nest: NestedRoute }): ReactElement {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: nest.screen.def.name });
  const listPath = useRoutePath(nestedRoutePattern(nest.screen), { parentId: nest.parentId });
  const createPath = useRoutePath(`${nestedRoutePattern(nest.screen)}/new`, { parentId: nest.parentId });
  return (
    <Stack direction="row" spacing={1} sx={{ my: 1, flexWrap: 'wrap' }} useFlexGap>
      <Button component={RouterLink} to={listPath} size="small">
        {translate('shell.nested.openList')}
      </Button>
      {canCreate && (
        <Button component={RouterLink} to={createPath} size="small" startIcon={<AddIcon />}>
          {translate('ra.action.create')}
        </Button>
      )}
    </Stack>
  );
}

/** The list's columns but those its filter fixes: every row here shares them (a webinar's sessions all name the webinar, a school's teachers their school and role). */
function ownColumns(def: ResourceDef, filter: Record<string, unknown>): ReactElement[] {
  return listColumns(def).filter((column) => !Object.hasOwn(filter, String((column.props as { source?: string }).source)));
}

export function RelatedList({ def, filter, storeKey, include = [], extraColumns, parent, rowRoute: given }: RelatedListProps): ReactElement {
  const includeKey = include.join(',');
  const queryOptions = useMemo(() => ({ meta: { include: [...listIncludes(def), ...include] } }), [def, includeKey]);
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource: def.name });
  // One value while the parent is the same: references read it from context (ReferenceTo).
  const nest = useMemo(() => nestingOf(def, parent), [def, parent?.resource, parent?.id]);
  const rowRoute = given ?? (nest ? { pattern: nestedRecordPattern(nest.screen), params: { parentId: nest.parentId } } : undefined);
  const rowPath = useRouteFiller(rowRoute?.pattern ?? '');
  const open = canEdit ? 'edit' : 'show';
  const rowClick = rowRoute && canEdit ? (id: unknown) => rowPath({ ...rowRoute.params, id: String(id) }) : open;
  const rows = (
    <>
      {nest && <NestedLinks nest={nest} />}
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
        <RecordRows rowClick={rowClick} bulkActionButtons={false}>
          {ownColumns(def, filter)}
          {extraColumns?.(open)}
        </RecordRows>
      </List>
    </>
  );
  // Inside, references to records nested under the same parent open there too (ReferenceTo).
  return nest ? <NestedRouteProvider value={nest}>{rows}</NestedRouteProvider> : rows;
}

/**
 * What generated screens show under a parent's address (nestedRoute.tsx): the list's title names
 * the parent ("Meeting attendees: Autumn webinar", in the tab too), its toolbar leads back to the
 * parent and to creating a record there, and an unknown or foreign parent is not found. A record's
 * page there leads back to that list, and deleting the record returns to it, not to the
 * resource's own list.
 */
import { useMemo, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { DeleteButton, SaveButton, Toolbar, TopToolbar, useCanAccess, useGetOne, useGetResourceLabel, useTranslate } from 'react-admin';
import { useDocumentTitle } from './DocumentTitle';
import { nestedRoutePattern, type NestedRoute } from './nestedRoute';
import { RouteLink, useRoutePath } from './RouteLink';
import { useRecordNotFound } from './useRecordNotFound';
import { useRecordTitle } from './useRecordTitle';

/** The parent's title, once known; a parent the viewer cannot read shows the not-found page. */
function useParentTitle(nest: NestedRoute): string | undefined {
  const onError = useRecordNotFound();
  const options = useMemo(() => ({ onError }), [onError]);
  const { data } = useGetOne(nest.screen.parent, { id: nest.parentId }, options);
  return useRecordTitle(nest.screen.parent, data);
}

/** The nested list's name: "Webinar attendees: Autumn webinar" once the parent is known. */
function useNestedListName(nest: NestedRoute): { list: string; parentTitle: string | undefined; name: string } {
  const label = useGetResourceLabel();
  const parentTitle = useParentTitle(nest);
  const list = label(nest.screen.def.name, 2);
  return { list, parentTitle, name: parentTitle ? `${list}: ${parentTitle}` : list };
}

export function NestedListTitle({ nest }: { nest: NestedRoute }): ReactElement {
  const label = useGetResourceLabel();
  const { list, parentTitle, name } = useNestedListName(nest);
  useDocumentTitle([list, parentTitle, label(nest.screen.parent, 2)]);
  return <>{name}</>;
}

const BACK_LINK_SX = { display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 'auto' } as const;

/** Above a record's page under its parent: the way back to the parent's list of these records. */
export function NestedRecordActions({ nest }: { nest: NestedRoute }): ReactElement {
  const { name } = useNestedListName(nest);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <RouteLink to={nestedRoutePattern(nest.screen)} sx={BACK_LINK_SX}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {name}
      </RouteLink>
    </TopToolbar>
  );
}

/** Save, and Delete returning to `to` (a console path, without the basename) rather than the resource's list. */
export function ReturningFormToolbar({ to }: { to: string }): ReactElement {
  return (
    // Delete at the far end, as on react-admin's own toolbar.
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteButton redirect={() => to} />
    </Toolbar>
  );
}

/** Save, and Delete returning to the parent's list of these records. */
export function NestedFormToolbar({ nest }: { nest: NestedRoute }): ReactElement {
  return <ReturningFormToolbar to={nest.base} />;
}

export function NestedListActions({ nest }: { nest: NestedRoute }): ReactElement {
  const translate = useTranslate();
  const parentTitle = useParentTitle(nest);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: nest.screen.def.name });
  const createPath = useRoutePath(`${nestedRoutePattern(nest.screen)}/new`);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <RouteLink to={`/${nest.screen.parent}/:parentId/edit`} sx={BACK_LINK_SX}>
        <ArrowBackIcon fontSize="small" aria-hidden />
        {parentTitle ?? translate('ra.action.back')}
      </RouteLink>
      {canCreate && (
        <Button component={RouterLink} to={createPath} startIcon={<AddIcon />}>
          {translate('ra.action.create')}
        </Button>
      )}
    </TopToolbar>
  );
}

/**
 * What a generated list shows under its parent's address (nestedRoute.tsx): the title names the
 * parent ("Meeting attendees: Autumn webinar", in the tab too), the toolbar leads back to the
 * parent and to creating a record there, and an unknown or foreign parent is not found.
 */
import { useMemo, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { TopToolbar, useCanAccess, useGetOne, useGetResourceLabel, useTranslate } from 'react-admin';
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

export function NestedListTitle({ nest }: { nest: NestedRoute }): ReactElement {
  const label = useGetResourceLabel();
  const parentTitle = useParentTitle(nest);
  const list = label(nest.screen.def.name, 2);
  useDocumentTitle([list, parentTitle, label(nest.screen.parent, 2)]);
  return <>{parentTitle ? `${list}: ${parentTitle}` : list}</>;
}

export function NestedListActions({ nest }: { nest: NestedRoute }): ReactElement {
  const translate = useTranslate();
  const parentTitle = useParentTitle(nest);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: nest.screen.def.name });
  const createPath = useRoutePath(`${nestedRoutePattern(nest.screen)}/new`);
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <RouteLink to={`/${nest.screen.parent}/:parentId/edit`} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 'auto' }}>
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

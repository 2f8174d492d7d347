/**
 * The screens of a record that belongs to another, under the parent's address (seed 2.6,
 * generator/nestedRoute.tsx): `/meetings/4/attendees` lists the webinar's attendees, `/new`
 * creates one there, `/{id}/edit` edits one (a bare `/{id}` moves there), each as the resource's
 * own screens (its overrides too) with the parent pinned. Who may not list, create or edit the
 * records is sent to /404, as on the resource's own routes.
 */
import type { ReactElement } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { Loading, useCanAccess, useGetOne } from 'react-admin';
import { isNotFoundError } from '../generator/useRecordNotFound';
import { GeneratedList } from '../generator/GeneratedList';
import { nestedRoute, NestedRouteProvider, type NestedScreen } from '../generator/nestedRoute';
import { RedirectToNotFound } from './RedirectToNotFound';
import type { ResourceScreens } from '../generator/generateScreens';

function Guarded({ resource, action, children }: { resource: string; action: 'list' | 'create' | 'edit'; children: ReactElement }): ReactElement {
  const { canAccess, isPending } = useCanAccess({ action, resource });
  if (isPending) return <Loading />;
  return canAccess ? children : <RedirectToNotFound />;
}

/**
 * The parent must exist for the viewer: an unknown or foreign one (/meetings/999/occurrences) is
 * not found, whatever the nested screen shows (an empty list renders no toolbar to notice it).
 */
function ParentFound({ parent, id, children }: { parent: string; id: string; children: ReactElement }): ReactElement {
  const { error } = useGetOne(parent, { id });
  return isNotFoundError(error) ? <RedirectToNotFound /> : children;
}

/** `screens`: the nested resource's own (generated or overridden), as ShellAdmin registers them. */
export function NestedRecordRoutes({ screen, screens }: { screen: NestedScreen; screens: ResourceScreens }): ReactElement {
  const { parentId } = useParams();
  if (!parentId || !/^[1-9]\d{0,9}$/.test(parentId)) return <RedirectToNotFound />;
  const resource = screen.def.name;
  const { create: Create, edit: Edit } = screens;
  return (
    <NestedRouteProvider value={nestedRoute(screen, parentId)}>
      <ParentFound parent={screen.parent} id={parentId}>
        <Routes>
          <Route index element={<Guarded resource={resource} action="list"><GeneratedList def={screen.def} /></Guarded>} />
          <Route path="new" element={<Guarded resource={resource} action="create"><Create /></Guarded>} />
          <Route path=":id/edit/*" element={<Guarded resource={resource} action="edit"><Edit /></Guarded>} />
          <Route path=":id" element={<Navigate to="edit" replace />} />
          <Route path="*" element={<RedirectToNotFound />} />
        </Routes>
      </ParentFound>
    </NestedRouteProvider>
  );
}

import type { ReactElement } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useCreatePath, useResourceContext } from 'react-admin';

/**
 * Detail route guard (seed 2.6): a record's own path with no sub-route moves to `{id}/edit`.
 * Registered as react-admin's edit route (`/{resource}/:id/*`), so every link, row click and
 * after-create redirect react-admin makes to "edit" lands on `{id}/edit`, where the edit screen
 * lives; `new` is react-admin's create route, matched before this one.
 */
export function RedirectToEdit(): ReactElement | null {
  const { id } = useParams();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!id || !resource) return null;
  return <Navigate to={`${createPath({ resource, id, type: 'edit' })}/edit`} replace />;
}

/**
 * Where the console home's sections lead: react-admin's list and edit paths (useCreatePath adds
 * the console's `/app` basename), with a list's filter in the query string the way react-admin's
 * lists read it (`?filter={"state":"trial"}`), so a link opens the list already filtered.
 */
import { useCallback } from 'react';
import { useCreatePath } from 'react-admin';

export interface AdminHomeLinks {
  list: (resource: string, filter?: Record<string, string>) => string;
  edit: (resource: string, id: string) => string;
}

export function useAdminHomeLinks(): AdminHomeLinks {
  const createPath = useCreatePath();
  const list = useCallback(
    (resource: string, filter?: Record<string, string>): string => {
      const path = createPath({ resource, type: 'list' });
      return filter ? `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}` : path;
    },
    [createPath],
  );
  const edit = useCallback((resource: string, id: string): string => createPath({ resource, type: 'edit', id }), [createPath]);
  return { list, edit };
}

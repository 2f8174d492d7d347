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

/** A day (ISO yyyy-mm-dd or a timestamp) as day/month/year (seed 9: English dates in en-GB), in UTC as the server counts days. */
export function formatDay(value: string, options: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' }): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' });
}

/** A moment as day/month/year and time, in the reader's own time zone. */
export function formatMoment(value: unknown): string {
  if (typeof value !== 'string') return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

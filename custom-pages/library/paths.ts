/**
 * The library pages' addresses under the shell's basename: the route-table entries `library`
 * and `favourites` (shell/layout/routes.ts) and what each page owns below its path.
 */
import { useBasename, type Identifier } from 'react-admin';
import { collectionPath } from '../collections/paths';

export const LIBRARY_ROUTE = 'library';
export const FAVOURITES_ROUTE = 'favourites';

export interface LibraryPaths {
  /** The search page, with a query string (`?term=…`) when given. */
  search: (query?: string) => string;
  content: (id: Identifier) => string;
  /** A collection's page (custom-pages/collections). */
  collection: (id: Identifier) => string;
  favourites: string;
}

export function libraryPaths(basename: string): LibraryPaths {
  return {
    search: (query = '') => `${basename}/${LIBRARY_ROUTE}${query === '' || query.startsWith('?') ? query : `?${query}`}`,
    content: (id) => `${basename}/${LIBRARY_ROUTE}/${encodeURIComponent(String(id))}`,
    collection: (id) => collectionPath(basename, id),
    favourites: `${basename}/${FAVOURITES_ROUTE}`,
  };
}

export function useLibraryPaths(): LibraryPaths {
  return libraryPaths(useBasename());
}

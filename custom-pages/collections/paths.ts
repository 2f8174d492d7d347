/** Addresses of the collections pages, under the route-table entry `collections` (shell/layout/routes.ts). */
import type { Identifier } from 'react-admin';

export const COLLECTIONS_PATH = 'collections';

export const collectionsPath = (basename: string): string => `${basename}/${COLLECTIONS_PATH}`;
export const collectionPath = (basename: string, id: Identifier): string => `${collectionsPath(basename)}/${encodeURIComponent(String(id))}`;
export const collectionEditPath = (basename: string, id: Identifier): string => `${collectionPath(basename, id)}/edit`;
export const newCollectionPath = (basename: string): string => `${collectionsPath(basename)}/new`;
/** A library item's page (custom-pages/library). */
export const libraryItemPath = (basename: string, id: Identifier): string => `${basename}/library/${encodeURIComponent(String(id))}`;

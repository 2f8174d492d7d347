/**
 * The teacher's collections (seed 2.6: create, edit, share, publish, subscribe), owning every
 * address under /app/collections: the list, the editor (`new`, `:id/edit`) and a collection's page.
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { CollectionEditor } from './CollectionEditor';
import { CollectionsHome } from './CollectionsHome';
import { CollectionView } from './CollectionView';

export { COLLECTIONS_PATH } from './paths';

export function CollectionsPage(): ReactElement {
  return (
    <Routes>
      <Route index element={<CollectionsHome />} />
      <Route path="new" element={<CollectionEditor />} />
      <Route path=":id/edit" element={<CollectionEditor />} />
      <Route path=":id" element={<CollectionView />} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}

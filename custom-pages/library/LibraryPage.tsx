/**
 * The route-table entry `library` (shell/layout/routes.ts, registered in
 * shell/pages/routePages.tsx): the search page at `/app/library` and each item at
 * `/app/library/{id}`. Anything deeper is not a page.
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { ContentPage } from './ContentPage';
import { FavouritesPage } from './FavouritesPage';
import { SearchPage } from './SearchPage';

export function LibraryPage(): ReactElement {
  return (
    <Routes>
      <Route index element={<SearchPage />} />
      <Route path=":id" element={<ContentPage />} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}

/** The route-table entry `favourites`: the page at `/app/favourites`, nothing below it. */
export function FavouritesRoute(): ReactElement {
  return (
    <Routes>
      <Route index element={<FavouritesPage />} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}

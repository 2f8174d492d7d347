/**
 * The console: react-admin with the kit's resources. Every resource is registered (so references
 * and record links resolve for everyone); the menu decides what to list (generator/menuResources.ts)
 * and react-admin's canAccess guards every page — only staff reach resource screens at all
 * (authProvider/screenReach.ts) — the server every request.
 */
import { Suspense, useState, type ReactElement } from 'react';
import { createShellQueryClient } from './queryClient';
import { lazyNamed } from '../ui/lazyNamed';
import { Route } from 'react-router-dom';
import { Admin, CustomRoutes, Loading, localStorageStore, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { CSV_IMPORT_PATH, ORGANIZATION_CSV_IMPORT_PATH } from './resources/users/importPaths';
import { shellTheme } from './chrome/theme';
import { Dashboard } from './dashboard/Dashboard';
import { SHELL_ROUTES } from './layout/routes';
import { STORY_WORLDS_PATH } from './layout/storyWorldsPath';
import { ShellLayout } from './layout/ShellLayout';
import { LoginPage } from './login/LoginPage';
import { ACCESS_DENIED_PATH, AccessDeniedPage } from './pages/AccessDeniedPage';
import { CONTENT_LOCKED_PATH } from './pages/ContentLockedPage';
import { ContentLockedRoute } from './pages/ContentLockedRoute';
import { NotFoundPage } from './pages/NotFoundPage';
import { NOT_FOUND_PATH } from './generator/useRecordNotFound';
import { RedirectToNotFound } from './pages/RedirectToNotFound';
import { RoutePage } from './pages/RoutePage';
import { resourceRoutes } from './pages/resourceRoutes';
import { NestedRecordRoutes } from './pages/NestedRecordRoutes';
import { NESTED_SCREENS, nestedRoutePattern } from './generator/nestedRoute';
import { RESOURCE_SCREENS } from './resourceScreens';
import { SHELL_BASENAME } from './boot/shellAddress';

export { SHELL_BASENAME };

// A custom page, loaded when opened like the route table's pages (pages/routePages.tsx).
const CsvImportPage = lazyNamed(() => import('../custom-pages/csv-import/CsvImportPage'), 'CsvImportPage');
const csvImport = (
  <Suspense fallback={<Loading />}>
    <CsvImportPage />
  </Suspense>
);

const StoryWorldsPage = lazyNamed(() => import('../custom-pages/story-worlds/StoryWorldsPage'), 'StoryWorldsPage');
const storyWorlds = (
  <Suspense fallback={<Loading />}>
    <StoryWorldsPage />
  </Suspense>
);

export { EDIT_ROUTE } from './pages/resourceRoutes';

export interface ShellAdminProps {
  dataProvider: DataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
}

export function ShellAdmin({ dataProvider, authProvider, i18nProvider }: ShellAdminProps): ReactElement {
  // react-admin restores the locale it last stored; start it from the detected one instead so the
  // seed's detection order (query string first) holds. Choosing a language updates both.
  const [store] = useState(() => {
    const created = localStorageStore(undefined, 'EduShell');
    created.setItem('locale', i18nProvider.getLocale());
    return created;
  });
  const [queryClient] = useState(createShellQueryClient);
  // requireAuth: nothing of the console renders, and no data call leaves, before checkAuth passes.
  // The router must not use transitions (see App.tsx), or its redirect to login loops.
  return (
    <Admin
      basename={SHELL_BASENAME}
      disableTelemetry
      requireAuth
      title="shell.title"
      store={store}
      queryClient={queryClient}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ShellLayout}
      theme={shellTheme}
      catchAll={NotFoundPage}
      accessDenied={RedirectToNotFound}
    >
      <CustomRoutes>
        <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
        <Route path={ACCESS_DENIED_PATH} element={<AccessDeniedPage />} />
        <Route path={CONTENT_LOCKED_PATH} element={<ContentLockedRoute />} />
        <Route path={CSV_IMPORT_PATH} element={csvImport} />
        <Route path={ORGANIZATION_CSV_IMPORT_PATH} element={csvImport} />
        <Route path={`${STORY_WORLDS_PATH}/*`} element={storyWorlds} />
        {NESTED_SCREENS.flatMap((screen) => {
          // A record under its parent's address: /meetings/4/attendees, /new, /{id}/edit.
          const screens = RESOURCE_SCREENS.find((s) => s.name === screen.def.name);
          const path = nestedRoutePattern(screen);
          return screens ? [<Route key={path} path={`${path}/*`} element={<NestedRecordRoutes screen={screen} screens={screens} />} />] : [];
        })}
        {SHELL_ROUTES.map((route) => (
          // A page owns the addresses under its own (library/12, lesson-plans/new ...).
          <Route key={route.path} path={`/${route.path}/*`} element={<RoutePage route={route} />} />
        ))}
      </CustomRoutes>
      {RESOURCE_SCREENS.map(resourceRoutes)}
    </Admin>
  );
}

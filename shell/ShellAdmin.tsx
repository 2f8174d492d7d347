/**
 * The console: react-admin with the kit's resources. Every resource is registered (so references
 * and record links resolve for everyone); the menu decides what to list (layout/menuResources.ts)
 * and react-admin's canAccess guards every page, the server every request.
 */
import { useState, type ReactElement } from 'react';
import { Admin, localStorageStore, Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { resourceByName } from '../resources';
import { Dashboard } from './dashboard/Dashboard';
import { ShellLayout } from './layout/ShellLayout';
import { LoginPage } from './login/LoginPage';
import { RESOURCE_SCREENS } from './resourceScreens';

export const SHELL_BASENAME = '/app';

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
  // requireAuth: nothing of the console renders, and no data call leaves, before checkAuth passes.
  // The router must not use transitions (see App.tsx), or its redirect to login loops.
  return (
    <Admin
      basename={SHELL_BASENAME}
      disableTelemetry
      requireAuth
      title="shell.title"
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      dashboard={Dashboard}
      layout={ShellLayout}
    >
      {RESOURCE_SCREENS.map((screens) => (
        <Resource
          key={screens.name}
          name={screens.name}
          list={screens.list}
          edit={screens.edit}
          create={screens.create}
          show={screens.show}
          icon={screens.icon}
          recordRepresentation={resourceByName(screens.name)?.recordTitle}
        />
      ))}
    </Admin>
  );
}

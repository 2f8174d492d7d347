/**
 * For tests that render the whole shell at an address: an auth provider signed in as a viewer
 * whose access follows the real rules (canAccessWith), and an output showing the current path.
 */
import type { ReactElement } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HttpError, testDataProvider, type AuthProvider, type DataProvider, type I18nProvider, type RaRecord } from 'react-admin';
import { ShellAdmin } from '../../shell/ShellAdmin';
import { canAccessWith, type Viewer } from '../../authProvider';
import { englishProvider } from './harness';

export function signedInAs(v: Viewer): AuthProvider {
  return {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getIdentity: async () => ({ id: v.id, fullName: 'Ada Lovelace' }),
    getPermissions: async () => v,
    canAccess: async (params) => canAccessWith(v, params),
  };
}

/** `<output aria-label="address">` holding the router's current path. */
export function Where(): ReactElement {
  return <output aria-label="address">{useLocation().pathname}</output>;
}

/** A data provider over fixed records by resource: getOne (rejecting unknown ids with a 404), getMany, getList. */
export function recordsProvider(records: Record<string, RaRecord[]>): DataProvider {
  const of = (resource: string): RaRecord[] => records[resource] ?? [];
  const list = (resource: string) => Promise.resolve({ data: of(resource), total: of(resource).length });
  return testDataProvider({
    getOne: ((resource: string, { id }: { id: string }) => {
      const found = of(resource).find((r) => String(r.id) === String(id));
      return found ? Promise.resolve({ data: found }) : Promise.reject(new HttpError('errors.api.notFound', 404));
    }) as never,
    getMany: ((resource: string, { ids }: { ids: string[] }) =>
      Promise.resolve({ data: of(resource).filter((r) => ids.map(String).includes(String(r.id))) })) as never,
    getList: list as never,
    getManyReference: list as never,
  });
}

/** The whole shell at an address (under /app), signed in as `v`, with the router's path shown by `Where`. */
export function renderShellAt(i18nProvider: I18nProvider, v: Viewer, path: string, dataProvider: DataProvider = testDataProvider()): void {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Where />
      <Routes>
        <Route path="/app/*" element={<ShellAdmin i18nProvider={i18nProvider} authProvider={signedInAs(v)} dataProvider={dataProvider} />} />
      </Routes>
    </MemoryRouter>,
  );
}

/**
 * The hooks every whole-shell test file shares: the real English catalogue loaded once, and a
 * clean page and storage after each test. Call at the top of the file; returns the provider.
 */
export function useEnglishShell(): () => I18nProvider {
  let i18n: I18nProvider | undefined;
  beforeAll(async () => {
    i18n = await englishProvider();
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });
  return () => {
    if (!i18n) throw new Error('the English catalogue is not loaded yet');
    return i18n;
  };
}

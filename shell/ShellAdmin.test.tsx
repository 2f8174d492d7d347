// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { testDataProvider, type AuthProvider, type I18nProvider } from 'react-admin';
import { canAccessWith, type Viewer } from '../authProvider';
import { englishProvider } from './test/harness';
import { viewer } from './test/viewers';
import { ShellAdmin } from './ShellAdmin';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

function signedInAs(v: Viewer): AuthProvider {
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

function renderShell(v: Viewer) {
  render(
    <MemoryRouter initialEntries={['/app']} useTransitions={false}>
      <Routes>
        <Route
          path="/app/*"
          element={<ShellAdmin i18nProvider={i18n} authProvider={signedInAs(v)} dataProvider={testDataProvider()} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const menuNames = (): string[] => screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');

describe('ShellAdmin', () => {
  it('gives a teacher the dashboard only, greeting them by email', async () => {
    renderShell(viewer('teacher'));
    expect(await screen.findByText('Signed in as teacher@school.example')).toBeTruthy();
    expect(menuNames()).toEqual(['Dashboard']);
  });

  it('lists the resources a tag manager administers', async () => {
    renderShell(viewer('admin', ['tag_manager']));
    await screen.findByRole('menuitem', { name: 'Tag groups' });
    await waitFor(() => expect(menuNames()).toEqual(['Dashboard', 'Tags', 'Tag groups', 'Curriculums']));
  });

  it('lists every resource for a super user, with translated names', async () => {
    renderShell(viewer('admin', ['super_user']));
    await waitFor(() => expect(menuNames()).toHaveLength(11));
    expect(menuNames()).toContain('Organisations');
    expect(menuNames()).toContain('Webinar sessions');
  });
});

// @vitest-environment jsdom
/** "Import CSV" on the users list: only on role lists the viewer may import, opening the dialog with that role. */
import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ListContextProvider, usePermissions, type AuthProvider, type I18nProvider, type ListControllerResult } from 'react-admin';
import type { Viewer } from '../../../authProvider';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { viewer } from '../../../tests/ui/viewers';
import { ImportCsvButton } from './ImportCsvButton';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const authAs = (who: Viewer): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(who),
});

/** Shown once the viewer is known, so an absent button is a decision, not a pending load. */
function ViewerLoaded(): ReactElement | null {
  const { permissions } = usePermissions<unknown>();
  return permissions ? <span>viewer loaded</span> : null;
}

function renderOnList(who: Viewer, role: string): void {
  const list = { filterValues: { role } } as unknown as ListControllerResult;
  render(
    <Harness i18nProvider={i18n} authProvider={authAs(who)}>
      <ListContextProvider value={list}>
        <ImportCsvButton />
        <ViewerLoaded />
      </ListContextProvider>
    </Harness>,
  );
}

const orgAdmin = viewer('teacher', [], { organizationAdmin: true });

describe('Import CSV button', () => {
  it('opens the dialog with the role of the teachers list for an organisation admin', async () => {
    renderOnList(orgAdmin, 'teacher');
    const link = await screen.findByRole('link', { name: 'Import CSV' });
    expect(link.getAttribute('href')).toMatch(/\/import\?role=teacher$/);
  });

  it('is absent on lists that cannot be imported, and for teachers who are not organisation admins', async () => {
    renderOnList(orgAdmin, 'parent');
    await screen.findByText('viewer loaded');
    expect(screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
    cleanup();
    renderOnList(viewer('teacher'), 'student');
    await screen.findByText('viewer loaded');
    expect(screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
  });

  it('offers admins only to super users', async () => {
    renderOnList(viewer('admin', ['super_user']), 'admin');
    expect(await screen.findByRole('link', { name: 'Import CSV' })).toBeTruthy();
    cleanup();
    renderOnList(orgAdmin, 'admin');
    await screen.findByText('viewer loaded');
    expect(screen.queryByRole('link', { name: 'Import CSV' })).toBeNull();
  });
});

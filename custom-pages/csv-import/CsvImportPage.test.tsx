// @vitest-environment jsdom
/** The import route inside the shell: who may open it, the role preselected, the organisation from the route. */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { testDataProvider, type DataProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import type { UploadParams } from '../../dataProvider/memberAction';
import { viewer } from '../../tests/ui/viewers';
import { ShellAdmin } from '../../shell/ShellAdmin';
import { signedInAs, Where, useEnglishShell } from '../../tests/ui/shellHarness';

const englishI18n = useEnglishShell();



function renderShell(v: Viewer, path: string, dataProvider: DataProvider = testDataProvider()) {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Where />
      <Routes>
        <Route path="/app/*" element={<ShellAdmin i18nProvider={englishI18n()} authProvider={signedInAs(v)} dataProvider={dataProvider} />} />
      </Routes>
    </MemoryRouter>,
  );
}

const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';
const orgAdmin = viewer('teacher', [], { organizationAdmin: true, organizationId: '9' });

describe('CSV import route', () => {
  it('opens for an organisation admin with the role from the address, without admins to choose', async () => {
    renderShell(orgAdmin, '/app/import?role=teacher');
    expect(await screen.findByRole('dialog', { name: 'Import users from a CSV file' }, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Teachers' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Admins' })).toBeNull();
  });

  it("names the page in the app bar's heading, so no heading is left empty", async () => {
    renderShell(orgAdmin, '/app/import?role=student');
    await screen.findByRole('dialog', { name: 'Import users from a CSV file' }, { timeout: 5000 });
    // The dialog hides the page behind it from the accessibility tree, so look at the page itself.
    const heading = await waitFor(() => {
      const h1 = document.querySelector('h1');
      expect(h1?.textContent).toBe('Import users from a CSV file');
      return h1;
    });
    expect(heading).toBeTruthy();
    const empty = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter((h) => (h.textContent ?? '').trim() === '');
    expect(empty.map((h) => h.outerHTML)).toEqual([]);
  });

  it('sends a teacher who is not an organisation admin, or an organisation admin of another school, to 404', async () => {
    renderShell(viewer('teacher'), '/app/import');
    await waitFor(() => expect(address()).toBe('/app/404'), { timeout: 5000 });
    cleanup();
    renderShell(orgAdmin, '/app/organizations/77/import');
    await waitFor(() => expect(address()).toBe('/app/404'), { timeout: 5000 });
  });

  it("lets a super user import admins into the school named by the route", async () => {
    const upload = vi.fn((_resource: string, _params: UploadParams) => Promise.resolve({ data: undefined, meta: { created: 1, skipped: 0 } }));
    renderShell(viewer('admin', ['super_user']), '/app/organizations/77/import?role=admin', { ...testDataProvider(), upload } as DataProvider);
    await screen.findByRole('dialog', { name: 'Import users from a CSV file' }, { timeout: 5000 });
    expect((screen.getByRole('radio', { name: 'Admins' }) as HTMLInputElement).checked).toBe(true);
    const file = new File(['first_name,last_name,email\nAda,Lovelace,ada@school.example\n'], 'admins.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('CSV file'), { target: { files: [file] } });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    expect(upload.mock.calls[0]?.[1].fields).toEqual({ role: 'admin', organization_id: '77' });
  });
});

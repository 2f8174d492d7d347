// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ListContextProvider, testDataProvider, useList, type DeleteManyParams, type I18nProvider, type Identifier } from 'react-admin';
import { viewerAuthProvider } from '../../tests/ui/chromeHarness';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { users } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { BulkDeleteButton } from './BulkDeleteButton';
import { GeneratedList } from './GeneratedList';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

// The viewer is user 42, an admin without super_user.
const ROWS = [
  { id: '42', lastName: 'Self', role: 'admin' },
  { id: '7', lastName: 'Colleague', role: 'teacher' },
  { id: '8', lastName: 'Other admin', role: 'admin' },
];

function Screen({ selected, onUnselect }: { selected: Identifier[]; onUnselect: () => void }) {
  const list = useList({ data: ROWS, resource: 'users' });
  return (
    <ListContextProvider value={{ ...list, selectedIds: selected, onUnselectItems: onUnselect }}>
      <BulkDeleteButton resource="users" />
    </ListContextProvider>
  );
}

function renderButton(selected: Identifier[]) {
  const deleteMany = vi.fn((_r: string, p: DeleteManyParams) => Promise.resolve({ data: p.ids }));
  const onUnselect = vi.fn();
  render(
    <Harness i18nProvider={i18n} dataProvider={testDataProvider({ deleteMany: deleteMany as never })} authProvider={viewerAuthProvider(viewer('admin', ['org_admin']))}>
      <Screen selected={selected} onUnselect={onUnselect} />
    </Harness>,
  );
  return { deleteMany, onUnselect };
}

describe('BulkDeleteButton', () => {
  it('asks first, then deletes the selected rows except disabled ones and clears the selection', async () => {
    const { deleteMany, onUnselect } = renderButton(['42', '7', '8']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete selected rows')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText(/Delete 1 row\? .*2 selected rows cannot be deleted/)).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(deleteMany).toHaveBeenCalledTimes(1));
    expect(deleteMany.mock.calls[0]?.[1].ids).toEqual(['7']);
    await waitFor(() => expect(onUnselect).toHaveBeenCalled());
  });

  it('deletes nothing when No is chosen', async () => {
    const { deleteMany, onUnselect } = renderButton(['7']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteMany).not.toHaveBeenCalled();
    expect(onUnselect).not.toHaveBeenCalled();
  });
});

describe('in the generated users list', () => {
  it('disables the checkbox of the viewer\'s own row or, to a non-super admin, an admin row', async () => {
    const rows = ROWS.map((r) => ({ ...r, firstName: 'A', email: `${r.id}@x.test`, organizationId: null, createdAt: '2024-01-01' }));
    const dataProvider = testDataProvider({
      getList: (() => Promise.resolve({ data: rows, total: rows.length })) as never,
      getMany: (() => Promise.resolve({ data: [] })) as never,
    });
    render(
      <Harness i18nProvider={i18n} dataProvider={dataProvider} authProvider={viewerAuthProvider(viewer('admin', ['org_admin']))}>
        <GeneratedList def={users as unknown as ResourceDef} />
      </Harness>,
    );
    const teacher = (await screen.findByText('Colleague')).closest('tr');
    await waitFor(() => expect(teacher && within(teacher).getByRole('checkbox').hasAttribute('disabled')).toBe(false));
    for (const name of ['Self', 'Other admin']) {
      const row = screen.getByText(name).closest('tr');
      expect(row && within(row).getByRole('checkbox').hasAttribute('disabled')).toBe(true);
    }
  });
});

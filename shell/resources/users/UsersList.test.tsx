// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type AuthProvider, type GetListParams, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { viewer } from '../../../tests/ui/viewers';
import { UserListMenuItems } from './UserListMenuItems';
import { UsersList } from './UsersList';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const allowAll: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(viewer('admin', ['super_user'])),
  canAccess: () => Promise.resolve(true),
};

const ROWS = [
  { id: '1', firstName: 'Ann', lastName: 'Active', email: 'ann@x.test', role: 'teacher', archivedAt: null, organizationId: null },
  { id: '2', firstName: 'Art', lastName: 'Archived', email: 'art@x.test', role: 'teacher', archivedAt: '2027-01-01T00:00:00Z', organizationId: null },
];

describe('users role lists', () => {
  it('a school admin gets Teachers and Students entries linking to the filtered users list', async () => {
    render(
      <Harness i18nProvider={i18n}>
        <UserListMenuItems viewer={viewer('teacher', [], { organizationAdmin: true })} />
      </Harness>,
    );
    const teachers = await screen.findByRole('menuitem', { name: 'Teachers' });
    expect(decodeURIComponent(teachers.getAttribute('href') ?? '')).toContain('/users?filter={"role":"teacher"}');
    expect(screen.getByRole('menuitem', { name: 'Students' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Admins' })).toBeNull();
  });

  it('lists archived users on the Archived toggle and restores one', async () => {
    const getList = vi.fn((_r: string, p: GetListParams) =>
      Promise.resolve({ data: ROWS.filter((u) => Boolean((p.filter as { archived?: boolean }).archived) === (u.archivedAt !== null)), total: 1 }),
    );
    const memberAction = vi.fn(() => Promise.resolve({ data: undefined, meta: undefined }));
    const dataProvider = { ...testDataProvider({ getList: getList as never, getMany: () => Promise.resolve({ data: [] }) }), memberAction };
    render(
      <Harness i18nProvider={i18n} dataProvider={dataProvider} authProvider={allowAll}>
        <UsersList />
      </Harness>,
    );
    await screen.findByText('ann@x.test', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Archived' }));
    const row = (await screen.findByText('art@x.test', {}, { timeout: 5000 })).closest('tr')!;
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { archived: true } })));
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(memberAction).toHaveBeenCalledWith('users', { id: '2', action: 'restore' }));
  });
});

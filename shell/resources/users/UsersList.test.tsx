// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FilterContext, HttpError, ListContextProvider, Notification, ResourceContextProvider, ResourceDefinitionContextProvider, TextInput, testDataProvider, type AuthProvider, type GetListParams, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { viewer } from '../../../tests/ui/viewers';
import { UserListMenuItems } from '../../layout/UserListMenuItems';
import { UsersList } from './UsersList';
import { AddStudentButton, AddStudentDialog } from './AddStudentDialog';
import { ImportListActions } from './ImportListActions';

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
    const active = (await screen.findByText('ann@x.test', {}, { timeout: 5000 })).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
    expect(within(active).queryByText('Archived')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Archived' }));
    const row = (await screen.findByText('art@x.test', {}, { timeout: 5000 })).closest('tr')!;
    // Said in words, not only by the toggle's state.
    // (Art's last name is "Archived" too: the label is the second.)
    expect(within(row).getAllByText('Archived')).toHaveLength(2);
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('users', expect.objectContaining({ filter: { archived: true } })));
    fireEvent.click(within(row).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(memberAction).toHaveBeenCalledWith('users', { id: '2', action: 'restore' }));
  });

  /** The dialog over a data provider whose class update answers as given. */
  function addStudent(update: (r: string, p: { id: string; data: Record<string, unknown> }) => Promise<unknown>) {
    const create = vi.fn((_r: string, p: { data: Record<string, unknown> }) => Promise.resolve({ data: { id: '55', ...p.data } }));
    const getList = vi.fn(() => Promise.resolve({ data: [{ id: '3', className: 'Class 4B' }], total: 1 }));
    const getOne = vi.fn(() => Promise.resolve({ data: { id: '3', className: 'Class 4B', studentsIds: ['50'] } }));
    const updateSpy = vi.fn(update);
    const onClose = vi.fn();
    const dataProvider = testDataProvider({ create: create as never, getList: getList as never, getOne: getOne as never, update: updateSpy as never });
    render(
      <Harness i18nProvider={i18n} dataProvider={dataProvider} authProvider={allowAll}>
        <AddStudentDialog open onClose={onClose} />
        <Notification />
      </Harness>,
    );
    return { create, update: updateSpy, onClose };
  }

  async function fillAndSave(): Promise<HTMLElement> {
    const dialog = await screen.findByRole('dialog', { name: 'Add a student' });
    fireEvent.change(await within(dialog).findByRole('textbox', { name: /First name/ }), { target: { value: 'Ada' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Lovelace' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Class' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Class 4B' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add student' }));
    return dialog;
  }

  it('adds a student by first and last name into a class: POST /users, then the class gains them', async () => {
    const { create, update, onClose } = addStudent((_r, p) => Promise.resolve({ data: { id: p.id, ...p.data } }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a student' });
    // The users schema's own check and message, on the field.
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add student' }));
    expect(await within(dialog).findByText('This field cannot be blank')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    await fillAndSave();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(create).toHaveBeenCalledWith('users', expect.objectContaining({ data: { firstName: 'Ada', lastName: 'Lovelace', role: 'student' } }));
    expect(update).toHaveBeenCalledWith('classes', expect.objectContaining({ id: '3', data: { studentsIds: ['50', '55'] } }));
    expect(await screen.findByText('Student added')).toBeTruthy();
  });

  it('says when the student was added but the class refused them, and closes instead of offering a second create', async () => {
    const refused = new HttpError('The class is archived', 409);
    const { create, onClose } = addStudent(() => Promise.reject(refused));
    await fillAndSave();
    expect(await screen.findByText('Student added, but not to the class: The class is archived')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('offers one way to create a student on the students list (Add student), and Create on the other lists', async () => {
    const toolbarOf = (role: string) =>
      render(
        <Harness i18nProvider={i18n} authProvider={allowAll}>
          <ResourceDefinitionContextProvider definitions={{ users: { name: 'users', hasCreate: true, hasList: true } }}>
            <ResourceContextProvider value="users">
              <ListContextProvider value={{ total: 0, data: [], filterValues: { role }, displayedFilters: {}, showFilter: () => undefined, hideFilter: () => undefined, setFilters: () => undefined, exporter: false } as never}>
                <FilterContext.Provider value={[<TextInput key="q" source="q" />]}>
                  <ImportListActions>
                    <AddStudentButton />
                  </ImportListActions>
                </FilterContext.Provider>
              </ListContextProvider>
            </ResourceContextProvider>
          </ResourceDefinitionContextProvider>
        </Harness>,
      );
    toolbarOf('student');
    await screen.findByRole('button', { name: 'Add student' });
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
    cleanup();
    toolbarOf('teacher');
    await screen.findByRole('link', { name: 'Create' });
    expect(screen.queryByRole('button', { name: 'Add student' })).toBeNull();
  });
});

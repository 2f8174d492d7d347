// @vitest-environment jsdom
/** School account: the team with its actions (reset password, the admin flag, archive, restore) and the invite within the limit. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type GetListParams } from 'react-admin';
import type { MemberActionParams } from '../../dataProvider';
import { SchoolAccountPage } from './SchoolAccountPage';
import { orgAdmin, renderPage, SCHOOL, useEnglish } from './testSupport';

const i18n = useEnglish();

const TEAM = [
  { id: '42', firstName: 'Ada', lastName: 'Lovelace', email: 'teacher@school.example', organizationAdmin: true, archivedAt: null },
  { id: '51', firstName: 'Grace', lastName: 'Hopper', email: 'grace@school.example', organizationAdmin: false, archivedAt: null },
];
const ARCHIVED = [{ id: '60', firstName: 'Alan', lastName: 'Turing', email: 'alan@school.example', organizationAdmin: false, archivedAt: '2026-10-01T00:00:00Z' }];

function provider(teachersLimit = 10) {
  const memberAction = vi.fn((_r: string, _p: MemberActionParams) => Promise.resolve({ data: undefined, meta: { message: 'sent' } }));
  const update = vi.fn((_r: string, p: { id: unknown; data: Record<string, unknown> }) => Promise.resolve({ data: { ...TEAM[1], ...p.data } }));
  const create = vi.fn((_r: string, p: { data: Record<string, unknown> }) => Promise.resolve({ data: { id: '70', ...p.data } }));
  const getList = vi.fn((_r: string, p: GetListParams) => {
    const rows = p.filter.archived ? ARCHIVED : TEAM;
    return Promise.resolve({ data: p.pagination?.perPage === 1 ? [] : rows, total: rows.length });
  });
  const dataProvider = {
    ...testDataProvider({
      getOne: (() => Promise.resolve({ data: { ...SCHOOL, teachersLimit } })) as never,
      getList: getList as never,
      update: update as never,
      create: create as never,
    }),
    memberAction,
  } as DataProvider;
  return { dataProvider, memberAction, update, create, getList };
}

const row = async (name: RegExp) => screen.findByRole('row', { name }, { timeout: 10000 });

describe('School account', () => {
  it("lists the school's teachers and the seats used; reset password calls the member action", async () => {
    const { dataProvider, memberAction, getList } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <SchoolAccountPage />);
    const grace = await row(/Grace Hopper/);
    expect(await screen.findByText('2 of 10 teacher seats used')).toBeTruthy();
    expect(getList.mock.calls.some(([, p]) => p.filter.role === 'teacher' && p.filter.organization === '9')).toBe(true);
    // The viewer's own row has no actions.
    expect(within(await row(/Ada Lovelace/)).queryByRole('button')).toBeNull();
    fireEvent.click(within(grace).getByRole('button', { name: 'Reset password for Grace Hopper' }));
    await waitFor(() => expect(memberAction).toHaveBeenCalledWith('users', { id: '51', action: 'password_reset' }));
  });

  it('grants the organisation-admin flag by sending organizationAdmin true', async () => {
    const { dataProvider, update } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <SchoolAccountPage />);
    fireEvent.click(within(await row(/Grace Hopper/)).getByRole('button', { name: 'Make organisation admin: Grace Hopper' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]![0]).toBe('users');
    expect(update.mock.calls[0]![1]).toMatchObject({ id: '51', data: { organizationAdmin: true } });
  });

  it('shows archived teachers in their own tab, with restore', async () => {
    const { dataProvider, memberAction } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <SchoolAccountPage />);
    await row(/Grace Hopper/);
    fireEvent.click(screen.getByRole('tab', { name: 'Archived' }));
    const alan = await row(/Alan Turing/);
    expect(screen.queryByRole('row', { name: /Grace Hopper/ })).toBeNull();
    fireEvent.click(within(alan).getByRole('button', { name: 'Restore Alan Turing' }));
    await waitFor(() => expect(memberAction).toHaveBeenCalledWith('users', { id: '60', action: 'restore' }));
  });

  it('invites a teacher into the school', async () => {
    const { dataProvider, create } = provider();
    renderPage(i18n(), orgAdmin, dataProvider, <SchoolAccountPage />);
    await row(/Grace Hopper/);
    fireEvent.click(screen.getByRole('button', { name: 'Invite teacher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a teacher' });
    // The users schema's own checks, before anything is sent: a first name, an email (the invite's).
    const email = await within(dialog).findByRole('textbox', { name: /Email/ }, { timeout: 10000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field cannot be blank')).toHaveLength(2));
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /First name/ }), { target: { value: 'Katherine' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Last name/ }), { target: { value: 'Johnson' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Email/ }), { target: { value: 'kj@school.example' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Invite' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]![1].data).toEqual({ firstName: 'Katherine', lastName: 'Johnson', email: 'kj@school.example', role: 'teacher', organizationId: '9' });
  });

  it('disables the invite when the teacher seats are all used', async () => {
    const { dataProvider } = provider(2);
    renderPage(i18n(), orgAdmin, dataProvider, <SchoolAccountPage />);
    expect(await screen.findByText('2 of 2 teacher seats used', {}, { timeout: 10000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Invite teacher' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('All your teacher seats are in use.')).toBeTruthy();
  });
});

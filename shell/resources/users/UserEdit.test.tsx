// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { testDataProvider, type I18nProvider, type UpdateParams } from 'react-admin';
import type { Viewer } from '../../../authProvider';
import { resolveResource, toResourceObject } from '../../../dataProvider';
import { englishProvider, Harness } from '../../../tests/ui/harness';
import { signedInAs } from '../../../tests/ui/shellHarness';
import { viewer } from '../../../tests/ui/viewers';
import { UserEdit } from './UserEdit';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const ARCHIVED = { id: '5', firstName: 'Art', lastName: 'Archived', email: 'art@x.test', role: 'teacher', archivedAt: '2027-01-01T00:00:00Z', organizationId: null, permissions: [] };

function renderEdit(v: Viewer, records: () => Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const update = vi.fn((_r: string, p: UpdateParams) => Promise.resolve({ data: { ...p.previousData, ...p.data, id: String(p.id) } }));
  const dataProvider = {
    ...testDataProvider({
      getOne: (() => Promise.resolve({ data: records() })) as never,
      getMany: () => Promise.resolve({ data: [] }),
      getList: () => Promise.resolve({ data: [], total: 0 }),
      update: update as never,
    }),
    ...extra,
  };
  render(
    <MemoryRouter initialEntries={[`/users/${String(records().id)}`]}>
      <Harness i18nProvider={i18n} dataProvider={dataProvider} authProvider={signedInAs(v)}>
        <Routes>
          <Route path="/users/:id" element={<UserEdit />} />
        </Routes>
      </Harness>
    </MemoryRouter>,
  );
  return { update };
}

describe('UserEdit', () => {
  it('opens an archived user read-only with Restore, and the form once restored', async () => {
    let record: Record<string, unknown> = ARCHIVED;
    const memberAction = vi.fn(() => {
      record = { ...ARCHIVED, archivedAt: null };
      return Promise.resolve({ data: undefined, meta: undefined });
    });
    renderEdit(viewer('admin', ['super_user']), () => record, { memberAction });
    const restore = await screen.findByRole('button', { name: 'Restore' }, { timeout: 5000 });
    expect(screen.getByText('art@x.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /First name/ })).toBeNull();
    fireEvent.click(restore);
    await waitFor(() => expect(memberAction).toHaveBeenCalledWith('users', { id: '5', action: 'restore' }));
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it("asks for the current password once one's own new password is typed, and sends it as current_password", async () => {
    const me = viewer('teacher');
    const own = { id: me.id, firstName: 'Ada', lastName: 'Lovelace', email: 'teacher@school.example', role: 'teacher', organizationId: '9', archivedAt: null };
    const { update } = renderEdit(me, () => own);
    expect(await screen.findByRole('heading', { name: 'Change password' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-pass1' } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'new-pass1' } });
    fireEvent.change(await screen.findByLabelText(/Current password/), { target: { value: 'old-pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const data = update.mock.calls[0]![1].data as Record<string, unknown>;
    // Only what a teacher may write on their own profile: never their role or school.
    expect(data).not.toHaveProperty('role');
    expect(data).not.toHaveProperty('organizationId');
    expect(toResourceObject(resolveResource('users'), data).attributes).toMatchObject({
      password: 'new-pass1',
      password_confirmation: 'new-pass1',
      current_password: 'old-pass1',
    });
  });

  it('leaves the current password out of a school admin resetting a teacher’s password', async () => {
    const admin = viewer('teacher', [], { organizationAdmin: true });
    const teacher = { id: '7', firstName: 'Tea', email: 't@x.test', role: 'teacher', organizationId: '9', archivedAt: null };
    renderEdit(admin, () => teacher);
    expect(await screen.findByRole('heading', { name: 'Reset password' }, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'new-pass1' } });
    expect(screen.queryByLabelText(/Current password/)).toBeNull();
  });

  it("offers a school admin a teacher's own fields only: no age, parent or parent topics, sign-up statements as text, and sends none of them", async () => {
    const admin = viewer('teacher', [], { organizationAdmin: true });
    const teacher = {
      id: '7', firstName: 'Leo', lastName: 'Brown', email: 't@x.test', role: 'teacher', organizationId: '9', archivedAt: null,
      age: null, parentId: null, preferences: {}, privacyPolicy: false, whereDidYouHearAboutUs: null, source: 'demo-generated',
    };
    const { update } = renderEdit(admin, () => teacher);
    const first = await screen.findByRole('textbox', { name: /First name/ }, { timeout: 5000 });
    expect(screen.getByLabelText('Job role')).toBeTruthy();
    for (const label of ['Age', 'Parent', 'Topics of interest', 'Community']) expect(screen.queryByText(label), label).toBeNull();
    // The teacher's own statements at sign-up: the server refuses them from a school admin.
    expect(screen.queryByRole('checkbox', { name: /privacy policy/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Where did you hear/ })).toBeNull();
    fireEvent.change(first, { target: { value: 'Leon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const data = update.mock.calls[0]![1].data as Record<string, unknown>;
    expect(data.firstName).toBe('Leon');
    for (const name of ['age', 'parentId', 'preferences', 'privacyPolicy', 'whereDidYouHearAboutUs', 'source']) expect(data, name).not.toHaveProperty(name);
  });
});

// @vitest-environment jsdom
/**
 * My profile in the whole shell (/app/profile): what each role may edit, the exact save, the
 * photo's checks before anything is sent, and the server's refusal of a wrong current password
 * shown on its field.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import { IMAGE_MAX_BYTES } from '../../domain/constants';
import { httpError } from '../../dataProvider/errors';
import { renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';
import type { Viewer } from '../../authProvider';

const i18n = useEnglishShell();

const stored = (extra: Record<string, unknown> = {}): RaRecord<string> => ({
  id: '42',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@school.example',
  nickname: 'Ada',
  pronouns: null,
  honorificTitle: null,
  jobRole: 'teacher',
  languages: ['en'],
  locale: 'en',
  emailNotificationPreferences: {},
  photoUrl: null,
  organizationId: '9',
  ...extra,
});

function providerFor(record: RaRecord, overrides: Partial<Record<'update' | 'upload' | 'memberAction', ReturnType<typeof vi.fn>>> = {}) {
  const update = overrides.update ?? vi.fn(async (_r: string, params: { data: Record<string, unknown> }) => ({ data: { ...record, ...params.data } }));
  const upload = overrides.upload ?? vi.fn(async () => ({ data: record, meta: undefined }));
  const provider = {
    ...testDataProvider({ getOne: (async () => ({ data: record })) as never }),
    update: update as never,
    upload,
    memberAction: overrides.memberAction ?? vi.fn(async () => ({ data: record, meta: undefined })),
    readDocument: vi.fn(async () => ({ data: { id: '42', achievements: [{ key: 'first_lesson', progress: 1, goal: 1, achieved: true }, { key: 'ten_lessons', progress: 3, goal: 10, achieved: false }] }, records: [], meta: undefined })),
  } as DataProvider;
  return { provider, update, upload };
}

async function openProfile(v: Viewer, record: RaRecord, overrides: Parameters<typeof providerFor>[1] = {}) {
  const parts = providerFor(record, overrides);
  renderShellAt(i18n(), v, '/app/profile', parts.provider);
  await screen.findByRole('heading', { level: 2, name: 'Details' });
  return parts;
}

const section = (name: string): HTMLElement => screen.getByRole('region', { name });

describe('My profile', () => {
  it('saves a teacher’s new nickname as exactly that change', async () => {
    const record = stored();
    const { update } = await openProfile(viewer('teacher', [], { record }), record);
    const details = section('Details');
    fireEvent.change(within(details).getByLabelText('Nickname'), { target: { value: 'Addie' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('users', expect.objectContaining({ id: '42', data: { nickname: 'Addie' } }));
    expect(await screen.findByText('Profile saved')).toBeTruthy();
    // Achievements from usage, with their progress.
    const achievements = section('Achievements');
    expect(within(achievements).getByText('Teach your first lesson')).toBeTruthy();
    expect(within(achievements).getByText('3 of 10')).toBeTruthy();
  });

  it('offers a parent only what they may write on their own record, and sends nothing else', async () => {
    const record = stored({ organizationId: null, jobRole: 'parent', username: 'ada-parent', age: 40, role: 'parent' });
    const { update } = await openProfile(viewer('parent', [], { organizationId: null, record }), record);
    const details = section('Details');
    const labels = within(details)
      .getAllByRole('textbox')
      .map((input) => input.getAttribute('name'));
    expect(labels.sort()).toEqual(['firstName', 'honorificTitle', 'lastName', 'nickname', 'pronouns'].sort());
    // What only their children's records let them write is not offered on their own.
    for (const name of ['Username', 'Age', 'Role', 'Parent']) expect(screen.queryByLabelText(name)).toBeNull();
    // A parent has no job and no collections: no job role, no collection mails.
    expect(within(details).queryByLabelText('Job role')).toBeNull();
    const mails = section('Email notifications');
    expect(within(mails).getByLabelText('News and announcements')).toBeTruthy();
    for (const kind of ['Updates to collections I subscribe to', 'Someone subscribes to my collection', 'How my collections are used']) expect(within(mails).queryByLabelText(kind)).toBeNull();
    fireEvent.change(within(details).getByLabelText('Pronouns'), { target: { value: 'she/her' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0]?.[1]).toMatchObject({ data: { pronouns: 'she/her' } });
    expect(Object.keys((update.mock.calls[0]?.[1] as { data: object }).data)).toEqual(['pronouns']);
  });

  it('shows a child no job, title, mail preferences or teaching achievements', async () => {
    const record = stored({ organizationId: null, jobRole: null, role: 'home_student', email: null, username: 'kid' });
    await openProfile(viewer('home_student', [], { organizationId: null, record }), record);
    const details = section('Details');
    expect(within(details).getByLabelText('Nickname')).toBeTruthy();
    expect(within(details).queryByLabelText('Job role')).toBeNull();
    expect(within(details).queryByLabelText('Title')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Email notifications' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Achievements' })).toBeNull();
  });

  it('refuses a file that is not a JPG or PNG, or too large, with a message, and uploads nothing', async () => {
    const record = stored();
    const { upload } = await openProfile(viewer('teacher', [], { record }), record);
    const input = within(section('Photo')).getByLabelText('Upload a photo');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('This file type is not supported. Choose a JPG or PNG image.');
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This image is too large. Choose one of at most 5 MB.'));
    expect(upload).not.toHaveBeenCalled();
    // A PNG within the limit goes.
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [png] } });
    await waitFor(() => expect(upload).toHaveBeenCalledWith('users', expect.objectContaining({ id: '42', action: 'photo', file: png, filename: 'me.png' })));
  });

  it('shows the server’s refusal of a wrong current password on that field', async () => {
    const record = stored();
    const refusal = httpError('Your current password is not correct.', 422, { currentPassword: 'Your current password is not correct.' }, [
      { status: '422', title: 'Unprocessable Entity', detail: 'Your current password is not correct.', source: { pointer: '/data/attributes/current_password' }, meta: { error_identifier: 'currentPasswordInvalid' } },
    ]);
    const update = vi.fn(async () => Promise.reject(refusal));
    await openProfile(viewer('teacher', [], { record }), record, { update });
    const password = section('Change password');
    fireEvent.change(within(password).getByLabelText('Current password'), { target: { value: 'not-my-password' } });
    fireEvent.change(within(password).getByLabelText('New password'), { target: { value: 'a-new-secret-1' } });
    fireEvent.change(within(password).getByLabelText('Confirm new password'), { target: { value: 'a-new-secret-1' } });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update).toHaveBeenCalledWith('users', expect.objectContaining({ data: { currentPassword: 'not-my-password', password: 'a-new-secret-1', passwordConfirmation: 'a-new-secret-1' } }));
    const current = within(password).getByLabelText('Current password');
    await waitFor(() => expect(current.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(current.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('Your current password is not correct.');
    expect(within(password).getByLabelText('New password').getAttribute('aria-invalid')).not.toBe('true');
  });
});

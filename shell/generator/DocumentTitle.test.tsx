// @vitest-environment jsdom
/** Every screen names itself in the browser tab: page, section, product. */
import { describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const englishI18n = useEnglishShell();

const SUPER = viewer('admin', ['super_user']);
const records = recordsProvider({
  organizations: [{ id: '2', name: 'Hillcrest High School', curriculumsIds: [], licensingsIds: [] }],
  tags: [{ id: '4', name: 'Phonics' }],
  audit_entries: [],
});

const titleAt = async (path: string, expected: string, who = SUPER): Promise<void> => {
  renderShellAt(englishI18n(), who, path, records);
  await waitFor(() => expect(document.title).toBe(expected), { timeout: 5000 });
  cleanup();
};

describe('document titles', () => {
  it('names a list by its resource', async () => {
    await titleAt('/app/organizations', 'Organisations - Education platform');
  });

  it('names a create screen by what it creates', async () => {
    await titleAt('/app/tags/create', 'Create tag - Tags - Education platform');
  });

  it('names edit and show screens by their record', async () => {
    await titleAt('/app/organizations/2/show', 'Hillcrest High School - Organisations - Education platform');
    await titleAt('/app/tags/4/edit', 'Phonics - Tags - Education platform');
  });

  it('names the dashboard, custom pages and the 404 page', async () => {
    await titleAt('/app', 'Console home - Education platform');
    await titleAt('/app/no-such-page', 'Page not found - Education platform');
    await titleAt('/app/my-school', 'My school - Education platform', viewer('teacher'));
    await titleAt('/app/import', 'Import users from a CSV file - Education platform', viewer('teacher', [], { organizationAdmin: true }));
  });
});

// @vitest-environment jsdom
/** Unknown or foreign records, and tabs of another school, open the not-found page (seed 2.6). */
import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const englishI18n = useEnglishShell();

/** As the server answers a school admin: their own school (9) is found, another (1) is not. */
const ownSchoolOnly = recordsProvider({
  organizations: [{ id: '9', name: 'Hillcrest High School', curriculumsIds: [], licensingsIds: [] }],
  users: [],
  tags: [],
});
const ORG_ADMIN = viewer('teacher', [], { organizationAdmin: true, organizationId: '9' });

const address = (): string | null => screen.getByRole('status', { name: 'address' }).textContent;

describe('not-found records', () => {
  it("sends another school's nested tab to /404 instead of an empty list", async () => {
    renderShellAt(englishI18n(), ORG_ADMIN, '/app/organizations/1/edit/teachers', ownSchoolOnly);
    await waitFor(() => expect(address()).toBe('/app/404'), { timeout: 5000 });
    expect(await screen.findByText(/404 · Page not found/)).toBeTruthy();
  });

  it('sends an unknown id on a generated edit or show route to /404, with no toast', async () => {
    renderShellAt(englishI18n(), viewer('admin', ['super_user']), '/app/tags/404404/edit', ownSchoolOnly);
    await waitFor(() => expect(address()).toBe('/app/404'), { timeout: 5000 });
    expect(screen.queryByText('Element does not exist')).toBeNull();
    cleanup();
    renderShellAt(englishI18n(), viewer('admin', ['super_user']), '/app/tags/404404/show', ownSchoolOnly);
    await waitFor(() => expect(address()).toBe('/app/404'), { timeout: 5000 });
  });

  it('keeps an organisation admin on their own school’s tab', async () => {
    renderShellAt(englishI18n(), ORG_ADMIN, '/app/organizations/9/edit/teachers', ownSchoolOnly);
    await waitFor(() => expect(document.title).toBe('Teachers - Hillcrest High School - Organisations - Education platform'), { timeout: 5000 });
    expect(address()).toBe('/app/organizations/9/edit/teachers');
  });
});

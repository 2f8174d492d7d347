// @vitest-environment jsdom
/** The licensing history as a licensing admin reads it: actions in words, who, and the state then. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../../tests/ui/shellHarness';
import { viewer } from '../../../tests/ui/viewers';

const englishI18n = useEnglishShell();

const LICENSING_ADMIN = viewer('admin', ['licensing_admin']);
const entry = (id: string, action: string, licensingState: string) => ({
  id,
  action,
  actorId: '1',
  actorName: 'Sue Perkins',
  organizationId: '2',
  licensingId: '3',
  licensingState,
  licenseName: 'Story worlds',
  before: null,
  after: null,
  createdAt: '2030-01-0' + id + 'T10:00:00Z',
});
/** The licensing is subscribed today; the entries were made while it was on a full trial. */
const WORLD = {
  audit_entries: [entry('1', 'extend_full_trial', 'full_trial'), entry('2', 'add_seat:supplementary', 'full_trial')],
  organizations: [{ id: '2', name: 'Hillcrest High School', curriculumsIds: [], licensingsIds: ['3'] }],
  licensings: [{ id: '3', state: 'subscribed', organizationId: '2', licenseId: '1' }],
  licenses: [{ id: '1', name: 'Renamed licence' }],
  // The actor is a super user, whom a licensing admin may not read: no users here.
  users: [],
};

describe('audit trail', () => {
  it('lists actions in words, the actor by name and the state and licence then', async () => {
    renderShellAt(englishI18n(), LICENSING_ADMIN, '/app/audit_entries', recordsProvider(WORLD));
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(await within(table).findByText('Extended full trial')).toBeTruthy();
    expect(within(table).getByText('Added a supplementary seat')).toBeTruthy();
    expect(within(table).getAllByText('Sue Perkins')).toHaveLength(2);
    expect(within(table).getAllByText('Full trial')).toHaveLength(2);
    expect(within(table).getAllByText('Story worlds')).toHaveLength(2);
    expect(within(table).queryByText('extend_full_trial')).toBeNull();
    expect(within(table).queryByText('Subscribed')).toBeNull();
  });

  it('shows the same on the organisation page', async () => {
    renderShellAt(englishI18n(), LICENSING_ADMIN, '/app/organizations/2/show', recordsProvider(WORLD));
    const action = await screen.findByText('Extended full trial', {}, { timeout: 5000 });
    const section = action.closest('section')!;
    expect(section.getAttribute('aria-labelledby')).toBe('audit-trail-title');
    expect(within(section).getAllByText('Sue Perkins')).toHaveLength(2);
    expect(within(section).getAllByText('Full trial')).toHaveLength(2);
    expect(within(section).getByText('Added a supplementary seat')).toBeTruthy();
  });

  it('shows what changed as the licensing’s screens show it: the offer in words, the licence by name', async () => {
    const funded = {
      ...entry('3', 'start_funded_trial', 'full_trial'),
      before: JSON.stringify({ state: 'trial', offer: null, licenseId: null }),
      after: JSON.stringify({ state: 'full_trial', offer: 'funded_discount', licenseId: '1' }),
    };
    const signUp = entry('4', 'sign_up', 'trial');
    renderShellAt(englishI18n(), LICENSING_ADMIN, '/app/organizations/2/show', recordsProvider({ ...WORLD, audit_entries: [funded, signUp] }));
    const action = await screen.findByText('Started funded trial', {}, { timeout: 5000 });
    const section = action.closest('section')!;
    expect(within(section).getByText('Trial started at sign-up')).toBeTruthy();
    const changes = within(section).getAllByRole('listitem').map((item) => item.textContent);
    expect(changes).toContain('State: Trial → Full trial');
    expect(changes).toContain('Offer: — → Funded discount');
    await waitFor(() => expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toContain('Licence: — → Renamed licence'));
  });

  it('says there are no changes yet, offering nothing to add to a read-only list', async () => {
    renderShellAt(englishI18n(), LICENSING_ADMIN, '/app/audit_entries', recordsProvider({ ...WORLD, audit_entries: [] }));
    expect(await screen.findByText('No changes yet.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Do you want to add one?')).toBeNull();
    expect(screen.queryByRole('link', { name: /create/i })).toBeNull();
  });
});

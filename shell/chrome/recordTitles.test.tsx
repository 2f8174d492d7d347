// @vitest-environment jsdom
/** Records named by their resource's title rule across the whole shell: chips, references, page titles. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const englishI18n = useEnglishShell();

const STUDENTS = [
  // Students have no email; one has only a username beside a blank name (imported rows can be sparse).
  { id: '7', role: 'student', firstName: 'Grace', lastName: 'Hopper', email: null, username: 'grace.h' },
  { id: '8', role: 'student', firstName: 'Alan', lastName: null, email: null, username: 'alan.t' },
];

describe('record titles', () => {
  it("names a class's students by name on the class edit form, never 'null'", async () => {
    const dataProvider = recordsProvider({
      classes: [{ id: '5', className: '5B', state: 'active', organizationId: '9', studentsIds: ['7', '8'] }],
      users: STUDENTS,
      organizations: [{ id: '9', name: 'Northfield Primary School' }],
    });
    renderShellAt(englishI18n(), viewer('teacher'), '/app/classes/5/edit', dataProvider);
    expect(await screen.findByText('Grace Hopper', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Alan')).toBeTruthy();
    expect(screen.queryByText('null')).toBeNull();
  });

  it('names a licensing by its school and licence on its edit page, not by its state', async () => {
    const dataProvider = recordsProvider({
      licensings: [{ id: '3', state: 'full_trial', organizationId: '2', licenseId: '1', expiresAt: '2030-01-01' }],
      organizations: [{ id: '2', name: 'Hillcrest High School' }],
      licenses: [{ id: '1', name: 'Full licence' }],
      audit_entries: [],
    });
    renderShellAt(englishI18n(), viewer('admin', ['licensing_admin']), '/app/licensings/3/edit', dataProvider);
    await waitFor(() => expect(document.title).toBe('Hillcrest High School (Full licence) - Licensings - Education platform'), { timeout: 5000 });
    expect(screen.getAllByText(/Hillcrest High School \(Full licence\)/).length).toBeGreaterThan(0);
  });

  it('says an enum in a title in words: a teacher dashboard is named by its language', async () => {
    const dataProvider = recordsProvider({ dashboard_configs: [{ id: '4', locale: 'fi', items: ['welcome_box'], welcomeTitle: 'Tervetuloa' }] });
    renderShellAt(englishI18n(), viewer('admin', ['dashboard_admin']), '/app/dashboard_configs/4/edit', dataProvider);
    await waitFor(() => expect(document.title).toBe('Finnish - Teacher dashboards - Education platform'), { timeout: 5000 });
  });
});

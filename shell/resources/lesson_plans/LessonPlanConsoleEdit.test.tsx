// @vitest-environment jsdom
/** A lesson_plan_admin edits a product plan in the console with the lesson plan editor, its links staying in the console. */
import { describe, expect, it } from 'vitest';
import { configure, screen } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../../tests/ui/shellHarness';
import { viewer } from '../../../tests/ui/viewers';

const english = useEnglishShell();
// A busy machine (two cores shared by every test run) may take more than the default second to render a page.
configure({ asyncUtilTimeout: 10_000 });
const planAdmin = viewer('admin', ['lesson_plan_admin'], { organizationId: null });
const product = { id: '1', name: 'Keeping the Light', planType: 'lesson', organizationId: null, authorId: null, inUse: false, tagsIds: [] };

describe('Console lesson plan edit', () => {
  it('opens the product plan editable, with activities to add and the way back to the console list', async () => {
    renderShellAt(english(), planAdmin, '/app/lesson_plans/1/edit', recordsProvider({ lesson_plans: [product] }));
    expect(await screen.findByRole('button', { name: 'Add activity' }, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe('Keeping the Light');
    expect(screen.getByRole('link', { name: 'Back to lesson plans' }).getAttribute('href')).toBe('/app/lesson_plans');
  });
});

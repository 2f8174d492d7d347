// @vitest-environment jsdom
/** The route-table entry `lesson-plans` opens these pages for subscribed teachers only (seed 2.6: onlySubscribed). */
import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor } from '@testing-library/react';
import { recordsProvider, renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';

const english = useEnglishShell();
// A busy machine (two cores shared by every test run) may take more than the default second to render a page.
configure({ asyncUtilTimeout: 10_000 });
const plans = { lesson_plans: [{ id: '1', name: 'Keeping the Light', planType: 'lesson', organizationId: null, authorId: null }] };
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('Lesson plans in the shell', () => {
  it('opens the library for a subscribed teacher', async () => {
    renderShellAt(english(), viewer('teacher'), '/app/lesson-plans', recordsProvider(plans));
    expect(await screen.findByRole('tab', { name: 'Product lesson plans' }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Keeping the Light' })).toBeTruthy();
  });

  it('keeps a trialing teacher out: the menu entry is disabled and the address leads to 404', async () => {
    renderShellAt(english(), viewer('teacher', [], { isTrialing: true, subscribed: false }), '/app/lesson-plans/new', recordsProvider(plans));
    await waitFor(() => expect(address()).toBe('/app/404'), { timeout: 10_000 });
    expect((await screen.findByRole('menuitem', { name: /Lesson plans/ })).getAttribute('aria-disabled')).toBe('true');
  });
});

// @vitest-environment jsdom
/**
 * The route-table entry `lesson-plans` opens these pages to teachers on either trial and to
 * subscribers (issue 25, domain/teaching.ts); without a live licence its addresses say why and
 * how to unlock them, never a 404.
 */
import { describe, expect, it } from 'vitest';
import { configure, screen, within } from '@testing-library/react';
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

  it('opens the library and the editor to a teacher on a trial (issue 25)', async () => {
    renderShellAt(english(), viewer('teacher', [], { isTrialing: true, subscribed: false, daysUntilTrialExpires: 12 }), '/app/lesson-plans', recordsProvider(plans));
    expect(await screen.findByRole('heading', { name: 'Keeping the Light' }, { timeout: 10_000 })).toBeTruthy();
    expect((await screen.findByRole('menuitem', { name: 'Lesson plans' })).getAttribute('aria-describedby')).toBeNull();
    expect(address()).toBe('/app/lesson-plans');
  });

  it('tells a teacher without a live licence why the editor is locked and offers a webinar, not a 404', async () => {
    const records = { ...plans, meetings: [{ id: '3', name: 'Getting started' }] };
    renderShellAt(english(), viewer('teacher', [], { isTrialing: false, subscribed: false }), '/app/lesson-plans/new', recordsProvider(records));
    expect(await screen.findByRole('heading', { level: 2, name: 'This page is locked' }, { timeout: 10_000 })).toBeTruthy();
    expect(address()).toBe('/app/lesson-plans/new');
    // The page says what the menu entry's description says (both in the document), and the offer.
    // react-admin's <main> holds the sidebar too: the page is its content.
    const page = document.getElementById('main-content')!;
    expect(within(page).getByText('Opens with your school’s trial or subscription, and your school has none running now.')).toBeTruthy();
    expect(await within(page).findByText('Book a webinar to start a free trial, or get in touch with us.')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Book a webinar' })).getAttribute('href')).toBe('/meetings/3/register');
    expect(screen.getByRole('link', { name: 'Get in touch' }).getAttribute('href')).toMatch(/^mailto:/);
    expect(screen.queryByRole('button', { name: /Teach/ })).toBeNull();
  });

  it('offers a school leader without a live licence a demo instead of a webinar', async () => {
    const leader = viewer('teacher', [], { isTrialing: false, subscribed: false, record: { id: '42', jobRole: 'exec_leader' } });
    renderShellAt(english(), leader, '/app/lessons', recordsProvider(plans));
    expect(await screen.findByText('Book a demo to start a trial for your school, or get in touch with us.', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book a demo' }).getAttribute('href')).toMatch(/^mailto:/);
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResourceDefinitionContextProvider, testDataProvider, type CreateParams, type I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { tokenStore } from '../../authProvider';
import { viewerAuthProvider } from '../../tests/ui/chromeHarness';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { ShellMenu } from './ShellMenu';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

function renderMenu(who: Viewer) {
  const create = vi.fn((_r: string, p: CreateParams) => Promise.resolve({ data: { id: '1', ...p.data } }));
  render(
    <Harness i18nProvider={i18n} authProvider={viewerAuthProvider(who)} dataProvider={testDataProvider({ create: create as never })}>
      <ResourceDefinitionContextProvider definitions={{ organizations: { name: 'organizations', hasList: true } }}>
        <ShellMenu />
      </ResourceDefinitionContextProvider>
    </Harness>,
  );
  return { create };
}

const trialTeacher = viewer('teacher', [], { isTrialing: true, subscribed: false, daysUntilTrialExpires: 12 });

describe('ShellMenu', () => {
  it('opens Lesson plans and Lessons to a trialing teacher (issue 25)', async () => {
    renderMenu(trialTeacher);
    expect((await screen.findByRole('menuitem', { name: 'Lesson plans' })).getAttribute('href')).toMatch(/\/lesson-plans$/);
    expect(screen.getByRole('menuitem', { name: 'Lessons' }).getAttribute('href')).toMatch(/\/lessons$/);
    expect(screen.getByRole('menuitem', { name: 'Lesson plans' }).getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByRole('menuitem', { name: /My school/ }).getAttribute('href')).toMatch(/\/my-school$/);
    expect(screen.queryByRole('menuitem', { name: /School account/ })).toBeNull();
  });

  it('shows a teacher without a live licence Lesson plans locked: the reason, and a link to the page that explains it', async () => {
    renderMenu(viewer('teacher', [], { isTrialing: false, subscribed: false }));
    const lessonPlans = await screen.findByRole('menuitem', { name: 'Lesson plans' });
    // Not a 404 behind it: the address explains the lock (shell/pages/RouteLockedPage.tsx).
    expect(lessonPlans.getAttribute('href')).toMatch(/\/lesson-plans$/);
    expect(document.getElementById(lessonPlans.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Opens with your school’s trial or subscription, and your school has none running now.',
    );
    // In the Tab order, so keyboard users reach the reason too.
    expect(lessonPlans.tabIndex).toBe(0);
    expect(screen.getByRole('menuitem', { name: 'Lessons' }).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('locks My school without allowMySchool, saying why, and keeps Lesson plans open when subscribed', async () => {
    renderMenu(viewer('teacher', [], { allowMySchool: false }));
    const mySchool = await screen.findByRole('menuitem', { name: 'My school' });
    expect(document.getElementById(mySchool.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your school has not enabled this page.');
    expect(mySchool.getAttribute('href')).toMatch(/\/my-school$/);
    expect(screen.getByRole('menuitem', { name: 'Lesson plans' }).getAttribute('href')).toMatch(/\/lesson-plans$/);
  });

  it('gives teachers Lessons, My classes and My students', async () => {
    renderMenu(viewer('teacher'));
    expect((await screen.findByRole('menuitem', { name: 'Lessons' })).getAttribute('href')).toMatch(/\/lessons$/);
    expect(screen.getByRole('menuitem', { name: 'My classes' }).getAttribute('href')).toMatch(/\/classes$/);
    expect(screen.getByRole('menuitem', { name: 'My students' })).toBeTruthy();
  });

  it('gives organisation admins the school account entry', async () => {
    renderMenu(viewer('teacher', ['user_admin'], { organizationAdmin: true }));
    expect(await screen.findByRole('menuitem', { name: /School account/ })).toBeTruthy();
  });

  it('offers teachers the student app, opened with their token on click but never in an href, and tutorials, but not Help', async () => {
    tokenStore.set('tok.en');
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { create } = renderMenu(trialTeacher);
    const studentApp = await screen.findByRole('menuitem', { name: 'Open student app' });
    expect(studentApp.getAttribute('href')).toBeNull();
    // The token is nowhere in the rendered menu's addresses.
    for (const element of document.querySelectorAll('[href]')) expect(element.getAttribute('href')).not.toContain('tok.en');
    expect(document.body.innerHTML).not.toContain('tok.en');
    // Reached with Tab like every other entry (MUI's menu items leave the Tab order by default).
    expect(studentApp.tabIndex).toBe(0);
    expect(screen.getByRole('menuitem', { name: 'Tutorials' }).tabIndex).toBe(0);
    expect(screen.queryByRole('menuitem', { name: 'Help' })).toBeNull();
    fireEvent.click(studentApp);
    expect(opened).toHaveBeenCalledWith('/student?jwt=tok.en', '_blank', 'noopener');
    await waitFor(() => expect(create).toHaveBeenCalledWith('activities', { data: { entityType: 'application', entityId: 'student', verb: 'opened' } }));
    opened.mockClear();
    // Keyboard: Enter on the focused item opens it too.
    studentApp.focus();
    fireEvent.keyDown(studentApp, { key: 'Enter' });
    expect(opened).toHaveBeenCalledWith('/student?jwt=tok.en', '_blank', 'noopener');
    opened.mockRestore();
    tokenStore.clear();
  });

  it('gives parents My children and Help, no student app, tutorials or teacher pages', async () => {
    renderMenu(viewer('parent'));
    const myChildren = await screen.findByRole('menuitem', { name: /My children/ });
    // Their own page of children (add, edit, remove, quests).
    expect(myChildren.getAttribute('href')).toMatch(/\/my-children$/);
    expect(screen.getByRole('menuitem', { name: 'Help' }).tabIndex).toBe(0);
    for (const name of ['Open student app', 'Tutorials', /Lesson plans/, /My school/])
      expect(screen.queryByRole('menuitem', { name })).toBeNull();
  });

  it('keeps the admin resource entries for a super user, without teacher pages', async () => {
    renderMenu(viewer('admin', ['super_user']));
    expect(await screen.findByRole('menuitem', { name: /Organisations/ })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: /Lesson plans/ })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Open student app' })).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { testDataProvider } from 'react-admin';
import type { Viewer } from '../authProvider';
import { RESOURCES } from '../resources';
import { viewer } from '../tests/ui/viewers';
import { ShellAdmin } from './ShellAdmin';
import { signedInAs, Where, useEnglishShell } from '../tests/ui/shellHarness';

const englishI18n = useEnglishShell();



function renderShell(v: Viewer, path = '/app', dataProvider = testDataProvider()) {
  render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      <Where />
      <Routes>
        <Route
          path="/app/*"
          element={<ShellAdmin i18nProvider={englishI18n()} authProvider={signedInAs(v)} dataProvider={dataProvider} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const menuNames = (): string[] => screen.getAllByRole('menuitem').map((item) => item.textContent ?? '');

describe('ShellAdmin', () => {
  it('gives a teacher the teacher pages, their own classes and students, and fixed items', async () => {
    renderShell(viewer('teacher'));
    await screen.findByRole('menuitem', { name: 'Tutorials' }, { timeout: 5000 });
    expect(menuNames()).toEqual(['Dashboard', 'Library', 'Favourites', 'Collections', 'Lesson plans', 'Lessons', 'My school', 'My classes', 'My students', 'Open student app', 'Tutorials']);
    expect(screen.getByRole('menuitem', { name: 'Library' }).getAttribute('href')).toBe('/app/library');
    expect(screen.getByRole('menuitem', { name: 'My classes' }).getAttribute('href')).toBe('/app/classes');
    expect(decodeURIComponent(screen.getByRole('menuitem', { name: 'My students' }).getAttribute('href') ?? '')).toBe('/app/users?filter={"role":"student"}');
  });

  it("titles a teacher's class list as its menu entry, on the page and in the browser tab", async () => {
    renderShell(viewer('teacher'), '/app/classes', testDataProvider({ getList: (() => Promise.resolve({ data: [], total: 0 })) as never }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My classes' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(document.title.startsWith('My classes')).toBe(true));
  });

  it('lists the resources a tag manager administers', async () => {
    renderShell(viewer('admin', ['tag_manager']));
    await screen.findByRole('menuitem', { name: 'Tag groups' });
    await waitFor(() => expect(menuNames()).toEqual(['Dashboard', 'Tags', 'Tag groups', 'Curriculums', 'Open student app', 'Tutorials']));
  });

  it('lists every resource for a super user, with translated names', async () => {
    renderShell(viewer('admin', ['super_user']));
    // Dashboard, every resource (users as one entry per role list), then the fixed items.
    await waitFor(() => expect(menuNames().length).toBeGreaterThanOrEqual(RESOURCES.length + 3));
    expect(menuNames()[0]).toBe('Dashboard');
    expect(menuNames().slice(-2)).toEqual(['Open student app', 'Tutorials']);
    // The teachers' lesson plan library is not theirs: their "Lesson plans" is the resource's console list.
    expect(screen.getByRole('menuitem', { name: 'Lesson plans' }).getAttribute('href')).toBe('/app/lesson_plans');
    expect(menuNames()).not.toContain('Library');
    expect(menuNames()).toContain('Organisations');
    expect(menuNames()).toContain('Webinar sessions');
  });

  it("moves a record's bare path to {id}/edit and shows the edit form there", async () => {
    const getOne = () => Promise.resolve({ data: { id: '9', name: 'Hill School' } });
    renderShell(viewer('admin', ['super_user']), '/app/tags/9', testDataProvider({ getOne: getOne as never }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/tags/9/edit'));
    await waitFor(() => expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Hill School'), { timeout: 5000 });
  });

  it('sends a viewer without the permission to the 404 page', async () => {
    renderShell(viewer('teacher'), '/app/campaigns/create');
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/404'), { timeout: 5000 });
    expect(await screen.findByText(/404 · Page not found/)).toBeTruthy();
  });

  it("opens a route-table page the viewer's menu enables, explains a locked one at its address, and sends a hidden one to 404", async () => {
    renderShell(viewer('teacher', [], { isTrialing: true }), '/app/my-school');
    expect(await screen.findByRole('heading', { level: 1, name: 'My school' }, { timeout: 5000 })).toBeTruthy();
    cleanup();
    renderShell(viewer('teacher', [], { allowMySchool: false }), '/app/my-school');
    expect(await screen.findByRole('heading', { level: 2, name: 'This page is locked' }, { timeout: 5000 })).toBeTruthy();
    expect(within(document.getElementById('main-content')!).getByText('Your school has not enabled this page.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get in touch' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/my-school');
    cleanup();
    renderShell(viewer('parent'), '/app/lesson-plans');
    await waitFor(() => expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/app/404'), { timeout: 5000 });
  });
});

// @vitest-environment jsdom
/**
 * Leaving the editor with unsaved changes: what can be saved is saved and the teacher goes on;
 * what cannot (a blank name) asks first. Under the shell's kind of router (no data router: links
 * are caught) and under a data router (react-router's blocker).
 */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createDataProvider } from '../../dataProvider';
import { Harness } from '../../tests/ui/harness';
import { signedInAs, useEnglishShell, Where } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';
import { LessonPlansPage } from './LessonPlansPage';
import { fakeApi, planDocument, renderPages, type FakeApi } from './testSupport';

const english = useEnglishShell();
// A busy machine (two cores shared by every test run) may take more than the default second to render a page.
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');
// `hidden`: an open dialog hides the rest of the page from the accessibility tree.
const address = (): string => screen.getByRole('status', { name: 'address', hidden: true }).textContent ?? '';
const warmUpName = async (): Promise<HTMLElement> => within(await screen.findByRole('article', { name: /Warm-up/ })).getAllByRole('textbox', { name: /^Name/ })[0]!;
const planApi = (): FakeApi => fakeApi({ '/lesson_plans/7': planDocument({ id: '7', name: 'Volcanoes' }, [{ id: '1', name: 'Warm-up' }]) });

function renderInDataRouter(api: FakeApi, path: string): void {
  const router = createMemoryRouter(
    [
      {
        path: '/lesson-plans/*',
        element: (
          <Harness i18nProvider={english()} dataProvider={createDataProvider({ httpClient: api.httpClient })} authProvider={signedInAs(teacher)}>
            <Where />
            <LessonPlansPage />
          </Harness>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

describe('Leaving the lesson plan editor', () => {
  it('saves what can be saved and goes on without asking', async () => {
    const api = planApi();
    renderPages(english(), teacher, '/lesson-plans/7', api);
    fireEvent.change(await warmUpName(), { target: { value: 'Warm-up game' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to lesson plans' }));
    await waitFor(() => expect(address()).toBe('/lesson-plans'));
    expect(api.writes()).toEqual(['PATCH /lesson_plan_activities/1']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving what cannot be saved; Stay keeps the page, Leave goes', async () => {
    const api = planApi();
    renderPages(english(), teacher, '/lesson-plans/7', api);
    fireEvent.change(await warmUpName(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to lesson plans' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave this lesson plan?' })).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe('/lesson-plans/7');
    fireEvent.click(screen.getByRole('link', { name: 'Back to lesson plans' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Leave this lesson plan?' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(address()).toBe('/lesson-plans'));
    expect(api.writes()).toEqual([]);
  });

  it('holds navigation with the router’s blocker under a data router, but not the new plan’s own move to its id', async () => {
    const api = planApi();
    renderInDataRouter(api, '/lesson-plans/new');
    const details = await screen.findByRole('region', { name: 'Plan details' });
    const name = within(details).getAllByRole('textbox', { name: /^Name/ })[0]!;
    fireEvent.change(name, { target: { value: 'Rivers' } });
    fireEvent.blur(name);
    await waitFor(() => expect(address()).toBe('/lesson-plans/100'));
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByRole('link', { name: 'Back to lesson plans' }));
    await screen.findByRole('dialog', { name: 'Leave this lesson plan?' });
    expect(address()).toBe('/lesson-plans/100');
  });
});

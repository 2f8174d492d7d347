// @vitest-environment jsdom
/** Teach on a lesson plan: the start dialog's POST per mode, and the 809 refusal. */
import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, renderPages } from '../lesson-plans/testSupport';

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');
const address = (): string => screen.getByRole('status', { name: 'address', hidden: true }).textContent ?? '';

const plan = {
  type: 'lessonPlans',
  id: '5',
  attributes: { name: 'Volcanoes', plan_type: 'lesson', duration_minutes: 30, shared_with_school: false, in_use: false, updated_at: '2025-03-01T10:00:00Z' },
  relationships: { author: { data: { type: 'users', id: '42' } }, organization: { data: { type: 'organizations', id: '9' } } },
};
const classes = {
  data: [
    { type: 'classes', id: '3', attributes: { class_name: 'Class 4B', state: 'active' } },
    { type: 'classes', id: '4', attributes: { class_name: 'Class 5A', state: 'active' } },
  ],
  meta: { total: 2 },
};

async function openDialog(api: ReturnType<typeof fakeApi>) {
  renderPages(english(), teacher, '/lesson-plans', api);
  fireEvent.click(await screen.findByRole('button', { name: 'Teach: Volcanoes' }));
  return screen.findByRole('dialog', { name: 'Teach “Volcanoes”' });
}

async function pickClass(dialog: HTMLElement, name: string) {
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Class/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

const posted = (api: ReturnType<typeof fakeApi>) => api.sent.find((s) => s.method === 'POST' && s.path === '/lessons')?.body;

describe('Start a lesson', () => {
  it('front of class with no class: no class, teacher-paced, then the lesson opens', async () => {
    const api = fakeApi({ '/lesson_plans': { data: [plan], meta: { total: 1 } }, '/classes': classes });
    const dialog = await openDialog(api);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Front of class, no class' }));
    expect(within(dialog).queryByRole('combobox', { name: /Class/ })).toBeNull();
    expect(within(dialog).queryByRole('radiogroup', { name: 'Pacing' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lesson' }));
    await waitFor(() => expect(address()).toBe('/lessons/100'));
    expect(posted(api)).toEqual({
      data: { type: 'lessons', attributes: { mode: 'front_no_class', pacing: 'teacher' }, relationships: { lesson_plan: { data: { type: 'lessonPlans', id: '5' } } } },
    });
  });

  it('front of class with a class: asks for the class, then sends it', async () => {
    const api = fakeApi({ '/lesson_plans': { data: [plan], meta: { total: 1 } }, '/classes': classes });
    const dialog = await openDialog(api);
    expect(within(dialog).getByRole('radio', { name: 'Front of class, with a class' })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lesson' }));
    await within(dialog).findByText('Choose a class.');
    expect(posted(api)).toBeUndefined();
    await pickClass(dialog, 'Class 5A');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lesson' }));
    await waitFor(() => expect(address()).toBe('/lessons/100'));
    expect(api.sent.some((s) => s.method === 'GET' && s.path.startsWith('/classes?') && s.path.includes('filter[state]=active'))).toBe(true);
    expect(posted(api)).toEqual({
      data: {
        type: 'lessons',
        attributes: { mode: 'front_class', pacing: 'teacher' },
        relationships: { lesson_plan: { data: { type: 'lessonPlans', id: '5' } }, class: { data: { type: 'classes', id: '4' } } },
      },
    });
  });

  it('remote, student-paced: sends the class and the pacing', async () => {
    const api = fakeApi({ '/lesson_plans': { data: [plan], meta: { total: 1 } }, '/classes': classes });
    const dialog = await openDialog(api);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Remote/ }));
    await pickClass(dialog, 'Class 4B');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Student-paced/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lesson' }));
    await waitFor(() => expect(address()).toBe('/lessons/100'));
    expect(posted(api)).toEqual({
      data: {
        type: 'lessons',
        attributes: { mode: 'remote', pacing: 'student' },
        relationships: { lesson_plan: { data: { type: 'lessonPlans', id: '5' } }, class: { data: { type: 'classes', id: '3' } } },
      },
    });
  });

  it('quick session: a remote lesson with no class, paced as chosen', async () => {
    const api = fakeApi({ '/lesson_plans': { data: [plan], meta: { total: 1 } }, '/classes': classes });
    const dialog = await openDialog(api);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Quick session: no class, students type their name' }));
    expect(within(dialog).queryByRole('combobox', { name: /Class/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Student-paced/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lesson' }));
    await waitFor(() => expect(address()).toBe('/lessons/100'));
    expect(posted(api)).toEqual({
      data: { type: 'lessons', attributes: { mode: 'remote', pacing: 'student' }, relationships: { lesson_plan: { data: { type: 'lessonPlans', id: '5' } } } },
    });
  });

  it('says 809 lessonActive in the dialog, with a link to the active lesson', async () => {
    const api = fakeApi({
      '/lesson_plans': { data: [plan], meta: { total: 1 } },
      '/classes': classes,
      '/lessons': { data: [{ type: 'lessons', id: '77', attributes: { state: 'active', mode: 'front_class', pacing: 'teacher' } }], meta: { total: 1 } },
    });
    api.answer('POST /lessons', 409, { errors: [{ status: '409', code: '809', title: 'lesson already active for this class', meta: { error_identifier: 'lessonActive' } }] });
    const dialog = await openDialog(api);
    await pickClass(dialog, 'Class 4B');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start lesson' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('This lesson is already active for this class');
    const link = await within(alert).findByRole('link', { name: 'Open the active lesson' });
    expect(link.getAttribute('href')).toBe('/lessons/77');
    expect(api.sent.some((s) => s.method === 'GET' && s.path === '/lessons?page[number]=1&page[size]=1&sort=-start_date&filter[lesson_plan]=5&filter[class]=3&filter[state]=active')).toBe(true);
    expect(address()).toBe('/lesson-plans');
  });
});

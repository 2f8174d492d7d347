// @vitest-environment jsdom
/**
 * The lesson plan editor over the real data provider: what it sends when a teacher builds a plan,
 * re-orders with the keyboard, types (auto-save on a fake clock), and opens a plan in use.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AUTO_SAVE_DELAY_MS } from '../../domain/constants';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, planDocument, renderPages, type FakeApi } from './testSupport';

const english = useEnglishShell();
// A busy machine (two cores shared by every test run) may take more than the default second to render a page.
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');

afterEach(() => {
  vi.useRealTimers();
});

const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';
const activity = (name: RegExp | string): HTMLElement => screen.getByRole('article', { name });
const nameInput = (scope: HTMLElement): HTMLElement => within(scope).getAllByRole('textbox', { name: /^Name/ })[0]!;

function type(input: HTMLElement, text: string): void {
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

async function pickOption(scope: HTMLElement, label: RegExp, option: string): Promise<void> {
  fireEvent.mouseDown(within(scope).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function bodyOf(api: FakeApi, write: string): unknown {
  return api.sent.find((s) => `${s.method} ${s.path}` === write)?.body;
}

describe('Lesson plan editor', () => {
  // The unit project's longest test (about 8 s alone), and the first to start (slowest file
  // first): on a cold worker beside the lint, on a shared two-core machine, it ran 31-38 s.
  it('builds a plan with two activities and a multiple-choice task, one granular write each', { timeout: 60_000 }, async () => {
    const api = fakeApi();
    renderPages(english(), teacher, '/lesson-plans/new', api);
    const details = await screen.findByRole('region', { name: 'Plan details' });
    type(nameInput(details), 'Rainforest adventure');
    await waitFor(() => expect(address()).toBe('/lesson-plans/100'));

    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    type(nameInput(activity('Activity 1')), 'Warm-up');
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Add activity' }));
    type(nameInput(activity('Activity 2')), 'Main story');
    await waitFor(() => expect(api.writes()).toHaveLength(3));

    const story = activity(/Main story/);
    fireEvent.click(within(story).getByRole('button', { name: 'Add task to Main story' }));
    const task = within(story).getByRole('article', { name: 'Task 1' });
    // Until the task has a name and two choices nothing is sent (so no timer decides what is).
    await pickOption(task, /Type/, 'Multiple choice');
    type(within(task).getByRole('textbox', { name: 'Choice 1' }), 'The jaguar');
    fireEvent.click(within(task).getByRole('radio', { name: 'Several answers' }));
    fireEvent.click(within(task).getByRole('button', { name: 'Add choice' }));
    expect(within(task).getByText('Empty choices are not saved.')).toBeTruthy();
    fireEvent.click(within(task).getByRole('button', { name: 'Remove choice 3' }));
    type(within(task).getByRole('textbox', { name: 'Choice 2' }), 'The river');
    expect(within(task).queryByText('Empty choices are not saved.')).toBeNull();
    // Quiz mode: the river is the correct choice, and its mark follows it when it is retyped.
    fireEvent.click(within(task).getByRole('checkbox', { name: 'Choice 2 is correct' }));
    type(within(task).getByRole('textbox', { name: 'Choice 2' }), 'The river!');
    expect((within(task).getByRole('checkbox', { name: 'Choice 2 is correct' }) as HTMLInputElement).checked).toBe(true);
    type(within(task).getByRole('textbox', { name: 'Choice 2' }), 'The river');
    expect(api.writes()).toHaveLength(3);
    type(nameInput(task), 'Who is the hero?');

    await waitFor(() => expect(api.writes()).toHaveLength(4));
    expect(api.writes()).toEqual(['POST /lesson_plans', 'POST /lesson_plan_activities', 'POST /lesson_plan_activities', 'POST /lesson_plan_tasks']);
    expect(api.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/lesson_plans'))).toEqual([]);
    expect(bodyOf(api, 'POST /lesson_plans')).toMatchObject({ data: { type: 'lessonPlans', attributes: { name: 'Rainforest adventure', plan_type: 'lesson' } } });
    const activities = api.sent.filter((s) => s.path === '/lesson_plan_activities').map((s) => s.body);
    expect(activities).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ attributes: expect.objectContaining({ name: 'Warm-up', position: 0 }), relationships: { lesson_plan: { data: { type: 'lessonPlans', id: '100' } } } }) }),
      expect.objectContaining({ data: expect.objectContaining({ attributes: expect.objectContaining({ name: 'Main story', position: 1 }) }) }),
    ]);
    expect(bodyOf(api, 'POST /lesson_plan_tasks')).toMatchObject({
      data: {
        type: 'lessonPlanTasks',
        attributes: { name: 'Who is the hero?', task_type: 'multiple_choice', choices: ['The jaguar', 'The river'], multiple_selection: true, correct_choices: ['The river'], position: 0 },
        relationships: { activity: { data: { type: 'lessonPlanActivities', id: '102' } } },
      },
    });
  });

  it('re-orders activities with the keyboard: focus stays on the moved item, the move is announced and positions are patched', async () => {
    const doc = planDocument({ id: '7', name: 'Volcanoes' }, [
      { id: '1', name: 'Warm-up' },
      { id: '2', name: 'Main story' },
      { id: '3', name: 'Plenary' },
    ]);
    const api = fakeApi({ '/lesson_plans/7': doc });
    renderPages(english(), teacher, '/lesson-plans/7', api);
    const down = await screen.findByRole('button', { name: 'Move Warm-up down' });
    vi.useFakeTimers();
    down.focus();
    fireEvent.click(down);
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Activity 1: Main story', 'Activity 2: Warm-up', 'Activity 3: Plenary']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Warm-up down' }));
    expect(screen.getByText('Moved Warm-up to position 2')).toBeTruthy();
    // Pressed again where focus stayed, it moves on.
    fireEvent.click(document.activeElement!);
    fireEvent.click(screen.getByRole('button', { name: 'Move Warm-up up' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(headings);
    expect(screen.getByText('Moved Warm-up to position 2')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS));
    expect(api.writes().sort()).toEqual(['PATCH /lesson_plan_activities/1', 'PATCH /lesson_plan_activities/2']);
    expect(bodyOf(api, 'PATCH /lesson_plan_activities/1')).toEqual({ data: { type: 'lessonPlanActivities', id: '1', attributes: { position: 1 } } });
    expect(bodyOf(api, 'PATCH /lesson_plan_activities/2')).toEqual({ data: { type: 'lessonPlanActivities', id: '2', attributes: { position: 0 } } });
    // Opening it cost one request, activities and tasks included.
    expect(api.sent.filter((s) => s.method === 'GET').map((s) => s.path)).toEqual(['/lesson_plans/7?include=activities,activities.tasks,activities.tasks.content,tags']);
  });

  it('auto-saves AUTO_SAVE_DELAY_MS after the last keystroke, saying so', async () => {
    const api = fakeApi({ '/lesson_plans/7': planDocument({ id: '7', name: 'Volcanoes' }, [{ id: '1', name: 'Warm-up' }]) });
    renderPages(english(), teacher, '/lesson-plans/7', api);
    const input = nameInput(await screen.findByRole('article', { name: /Warm-up/ }));
    expect(screen.getByRole('status', { name: 'Auto-save' }).textContent).toBe('Auto-save is on');
    vi.useFakeTimers();
    fireEvent.change(input, { target: { value: 'Warm' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS / 2));
    fireEvent.change(input, { target: { value: 'Warm-up game' } });
    await act(() => vi.advanceTimersByTimeAsync(AUTO_SAVE_DELAY_MS - 1));
    expect(api.writes()).toEqual([]);
    expect(screen.getByRole('status', { name: 'Auto-save' }).textContent).toBe('Saving…');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(api.writes()).toEqual(['PATCH /lesson_plan_activities/1']);
    expect(bodyOf(api, 'PATCH /lesson_plan_activities/1')).toEqual({ data: { type: 'lessonPlanActivities', id: '1', attributes: { name: 'Warm-up game' } } });
    expect(screen.getByRole('status', { name: 'Auto-save' }).textContent).toBe('Saved');
  });

  it('does not save an activity whose duration is 480 minutes or more, and says why on the field', async () => {
    const api = fakeApi({ '/lesson_plans/7': planDocument({ id: '7', name: 'Volcanoes' }, [{ id: '1', name: 'Warm-up' }]) });
    renderPages(english(), teacher, '/lesson-plans/7', api);
    const card = await screen.findByRole('article', { name: /Warm-up/ });
    const duration = within(card).getByRole('textbox', { name: 'Duration (minutes)' });
    type(duration, '480');
    await screen.findByText('Not saved yet: check the highlighted fields.');
    expect(duration.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText(/479/)).toBeTruthy();
    type(duration, '479');
    await waitFor(() => expect(api.writes()).toEqual(['PATCH /lesson_plan_activities/1']));
  });

  it('opens a plan in use read-only with the in-use notice, and Duplicate sends the translated copy name', async () => {
    const api = fakeApi({ '/lesson_plans/7': planDocument({ id: '7', name: 'Volcanoes', inUse: true }, [{ id: '1', name: 'Warm-up' }]) });
    renderPages(english(), teacher, '/lesson-plans/7', api);
    await screen.findByText('This lesson plan is used in a lesson and cannot be edited. Duplicate it instead.');
    const details = screen.getByRole('region', { name: 'Plan details' });
    expect(nameInput(details).hasAttribute('readonly')).toBe(true);
    // Locked fields look locked: disabled like the type select, not editable-looking.
    for (const field of [nameInput(details), within(details).getByRole('textbox', { name: 'Duration (minutes)' }), within(details).getByRole('textbox', { name: 'Teacher notes' })]) {
      expect((field as HTMLInputElement).disabled).toBe(true);
    }
    expect(screen.queryByRole('button', { name: 'Add activity' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(address()).toBe('/lesson-plans/100'));
    expect(api.writes()).toEqual(['POST /lesson_plans/7/duplicates']);
    expect(bodyOf(api, 'POST /lesson_plans/7/duplicates')).toEqual({ data: { type: 'lessonPlans', attributes: { name: 'Copy of Volcanoes' } } });
    await screen.findByText('Lesson plan duplicated. This copy is yours to edit.');
  });

  it("opens a colleague's shared plan read-only with Duplicate", async () => {
    const api = fakeApi({ '/lesson_plans/7': planDocument({ id: '7', name: 'Volcanoes', authorId: '77', sharedWithSchool: true }) });
    renderPages(english(), teacher, '/lesson-plans/7', api);
    await screen.findByText('This lesson plan belongs to a colleague. Duplicate it to make your own copy.');
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Auto-save' })).toBeNull();
  });

  it('turns read-only when the server refuses an edit because a lesson now uses the plan', async () => {
    const api = fakeApi({ '/lesson_plans/7': planDocument({ id: '7', name: 'Volcanoes' }, [{ id: '1', name: 'Warm-up' }]) });
    api.answer('PATCH /lesson_plans/7', 422, {
      errors: [{ status: '422', code: '805', title: 'Unprocessable', detail: 'In use', source: { pointer: '/data' }, meta: { error_identifier: 'lessonPlanInUseEdit' } }],
    });
    renderPages(english(), teacher, '/lesson-plans/7', api);
    const details = await screen.findByRole('region', { name: 'Plan details' });
    type(nameInput(details), 'Volcanoes 2');
    await screen.findByText('This lesson plan is used in a lesson and cannot be edited. Duplicate it instead.');
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
  });
});

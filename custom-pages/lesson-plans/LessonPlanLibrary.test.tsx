// @vitest-environment jsdom
/** The lesson plan library: what each tab asks for, the cards, and duplicate, share and delete. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LESSON_PLAN_SEARCH_DELAY_MS } from '../../domain/constants';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, renderPages } from './testSupport';

const english = useEnglishShell();
// A busy machine (two cores shared by every test run) may take more than the default second to render a page.
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');

afterEach(() => {
  vi.useRealTimers();
});

const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

function plan(id: string, name: string, extra: { author?: string | null; school?: string | null; shared?: boolean; inUse?: boolean } = {}) {
  const rel = (type: string, rid: string | null | undefined) => ({ data: rid == null ? null : { type, id: rid } });
  return {
    type: 'lessonPlans',
    id,
    attributes: { name, plan_type: 'assembly', duration_minutes: 30, shared_with_school: extra.shared ?? false, in_use: extra.inUse ?? false, updated_at: '2025-03-01T10:00:00Z' },
    relationships: { author: rel('users', extra.author === undefined ? '42' : extra.author), organization: rel('organizations', extra.school === undefined ? '9' : extra.school) },
  };
}

const list = (...plans: unknown[]) => ({ data: plans, meta: { total: plans.length } });
const lessonPlanGets = (api: ReturnType<typeof fakeApi>): string[] => api.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/lesson_plans')).map((s) => s.path);
const LIST = '/lesson_plans?page[number]=1&page[size]=100&sort=-updated_at';

describe('Lesson plan library', () => {
  it('asks each tab for its plans: the product’s, mine, and my colleagues’ shared ones (without mine)', async () => {
    const api = fakeApi({
      '/lesson_plans': list(plan('5', 'Volcanoes'), plan('6', 'Rivers', { author: '77', shared: true })),
      '/users': { data: [{ type: 'users', id: '77', attributes: { first_name: 'Grace', last_name: 'Hopper' } }], meta: { total: 1 } },
    });
    renderPages(english(), teacher, '/lesson-plans', api);
    await screen.findByRole('heading', { name: 'Volcanoes' });
    fireEvent.click(screen.getByRole('tab', { name: 'My lesson plans' }));
    await waitFor(() => expect(lessonPlanGets(api)).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'School lesson plans' }));
    await waitFor(() => expect(lessonPlanGets(api)).toHaveLength(3));
    expect(lessonPlanGets(api)).toEqual([
      `${LIST}&filter[organization][null]=true&include=author`,
      `${LIST}&filter[author]=42&include=author`,
      `${LIST}&filter[shared_with_school]=true&include=author`,
    ]);
    await screen.findByText('By Grace Hopper');
    expect(screen.getByRole('heading', { name: 'Rivers' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Volcanoes' })).toBeNull();
    expect(address()).toBe('/lesson-plans');
  });

  it('filters by type and searches by name a moment after typing', async () => {
    const api = fakeApi({ '/lesson_plans': list(plan('5', 'Volcanoes')) });
    renderPages(english(), teacher, '/lesson-plans?tab=mine', api);
    await screen.findByRole('heading', { name: 'Volcanoes' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Assembly' }));
    await waitFor(() => expect(lessonPlanGets(api).at(-1)).toBe(`${LIST}&filter[author]=42&filter[plan_type]=assembly&include=author`));
    vi.useFakeTimers();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'volc' } });
    await act(() => vi.advanceTimersByTimeAsync(LESSON_PLAN_SEARCH_DELAY_MS));
    vi.useRealTimers();
    await waitFor(() => expect(lessonPlanGets(api).at(-1)).toBe(`${LIST}&filter[author]=42&filter[plan_type]=assembly&filter[q]=volc&include=author`));
  });

  it('shows a card’s facts and text badges, and offers share and delete on my own plans only', async () => {
    const api = fakeApi({ '/lesson_plans': list(plan('5', 'Volcanoes', { shared: true, inUse: true }), plan('6', 'Rivers', { author: null, school: null })) });
    renderPages(english(), teacher, '/lesson-plans', api);
    const mine = await screen.findByRole('article', { name: 'Volcanoes' });
    expect(within(mine).getByText('Shared')).toBeTruthy();
    expect(within(mine).getByText('In use')).toBeTruthy();
    expect(within(mine).getByText('Assembly · 30 minutes')).toBeTruthy();
    // Day/month/year in the interface language, as every date of the console.
    expect(within(mine).getByText('Last updated 01/03/2025')).toBeTruthy();
    expect(within(mine).getByRole('button', { name: 'Stop sharing: Volcanoes' })).toBeTruthy();
    const product = screen.getByRole('article', { name: 'Rivers' });
    expect(within(product).getByText('Product lesson plan')).toBeTruthy();
    expect(within(product).queryByRole('button', { name: /Delete|shar/i })).toBeNull();
    expect(within(product).getByRole('button', { name: 'Duplicate: Rivers' })).toBeTruthy();
  });

  it('duplicates any plan under the translated copy name and opens the copy', async () => {
    const api = fakeApi({ '/lesson_plans': list(plan('6', 'Rivers', { author: null, school: null })) });
    renderPages(english(), teacher, '/lesson-plans', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate: Rivers' }));
    await waitFor(() => expect(address()).toBe('/lesson-plans/100'));
    expect(api.sent.find((s) => s.method === 'POST')).toEqual({
      method: 'POST',
      path: '/lesson_plans/6/duplicates',
      body: { data: { type: 'lessonPlans', attributes: { name: 'Copy of Rivers' } } },
    });
  });

  it('shares my plan with my school, and says so in the seed’s words when the server refuses', async () => {
    const api = fakeApi({ '/lesson_plans': list(plan('5', 'Volcanoes')) });
    renderPages(english(), teacher, '/lesson-plans?tab=mine', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Share with my school: Volcanoes' }));
    await screen.findByText('Shared with your school.');
    expect(api.sent.find((s) => s.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/lesson_plans/5',
      body: { data: { type: 'lessonPlans', id: '5', attributes: { shared_with_school: true } } },
    });
    api.answer('PATCH /lesson_plans/5', 422, { errors: [{ status: '422', code: '805', detail: 'No', meta: { error_identifier: 'lessonShare' } }] });
    fireEvent.click(screen.getByRole('button', { name: 'Share with my school: Volcanoes' }));
    await screen.findByText('Unable to share this lesson plan.');
  });

  it('asks before deleting, and offers Duplicate when the plan turns out to be in use', async () => {
    const api = fakeApi({ '/lesson_plans': list(plan('5', 'Volcanoes')) });
    api.answer('DELETE /lesson_plans/5', 422, { errors: [{ status: '422', code: '805', detail: 'In use', meta: { error_identifier: 'lessonPlanInUseDelete' } }] });
    renderPages(english(), teacher, '/lesson-plans', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete: Volcanoes' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete “Volcanoes”?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    const inUse = await screen.findByRole('dialog', { name: '“Volcanoes” is in use' });
    expect(within(inUse).getByText('This lesson plan is used in a lesson and cannot be deleted.')).toBeTruthy();
    fireEvent.click(within(inUse).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(address()).toBe('/lesson-plans/100'));
    expect(api.writes()).toEqual(['DELETE /lesson_plans/5', 'POST /lesson_plans/5/duplicates']);
  });
});

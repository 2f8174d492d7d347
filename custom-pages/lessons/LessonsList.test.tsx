// @vitest-environment jsdom
/**
 * The lessons list: tabs map to filter[state]; End asks first; Restart opens the new lesson; cards
 * on a phone; dates in the interface language.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createShellI18nProvider } from '../../i18n/provider';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, lessonResource, renderLessons } from './testSupport';
import { onPhone } from '../../tests/ui/onPhone';

vi.mock('../../dataProvider/lessonEvents', () => ({ subscribeLessonEvents: () => () => undefined }));

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');
const address = (): string => screen.getByRole('status', { name: 'address', hidden: true }).textContent ?? '';

const listDoc = {
  data: [lessonResource({ id: '7', passphrase: 'frog-maple-47' }), lessonResource({ id: '8', state: 'ended', classId: null, mode: 'front_no_class', passphrase: 'cat-bee-23' })],
  included: [
    { type: 'lessonPlans', id: '5', attributes: { name: 'Volcanoes' } },
    { type: 'classes', id: '3', attributes: { class_name: 'Class 4B' } },
  ],
  meta: { total: 2 },
};
const lessonGets = (api: ReturnType<typeof fakeApi>): string[] => api.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/lessons?')).map((s) => s.path);
const LIST = '/lessons?page[number]=1&page[size]=100&sort=-start_date';

afterEach(() => vi.unstubAllGlobals());

describe('Lessons list', () => {
  it('maps All / Active / Ended to filter[state] and shows each lesson’s plan, class, mode and passphrase', async () => {
    const api = fakeApi({ '/lessons': listDoc });
    renderLessons(english(), teacher, '/lessons', api);
    const table = await screen.findByRole('table', { name: 'Lessons' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Volcanoes' }).getAttribute('href')).toBe('/lessons/7');
    expect(within(rows[1]!).getByText('Class 4B')).toBeTruthy();
    // The passphrase is typed as one: it never breaks at its hyphens.
    expect(getComputedStyle(within(rows[1]!).getByText('frog-maple-47')).whiteSpace).toBe('nowrap');
    // Day/month/year (en-GB), the same as the console's other lists.
    expect(within(rows[1]!).getByText(/^01\/03\/2025, \d\d:\d\d$/)).toBeTruthy();
    // One heading: the shell's title (outside this page) names it, not a second h1 here.
    expect(screen.queryByRole('heading', { name: 'Lessons' })).toBeNull();
    expect(within(rows[1]!).getByText('Remote, on students’ devices')).toBeTruthy();
    expect(within(rows[2]!).getByText('No class')).toBeTruthy();
    // An ended lesson has no End.
    expect(within(rows[2]!).queryByRole('button', { name: /^End/ })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(lessonGets(api)).toHaveLength(2));
    fireEvent.click(screen.getByRole('tab', { name: 'Ended' }));
    await waitFor(() => expect(lessonGets(api)).toHaveLength(3));
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(lessonGets(api)).toHaveLength(4));
    expect(lessonGets(api)).toEqual([
      `${LIST}&include=lesson_plan,class`,
      `${LIST}&filter[state]=active&include=lesson_plan,class`,
      `${LIST}&filter[state]=ended&include=lesson_plan,class`,
      `${LIST}&include=lesson_plan,class`,
    ]);
  });

  it('on a phone shows each lesson as a card with its class, the passphrase whole, and End and Restart', async () => {
    onPhone();
    const api = fakeApi({ '/lessons': listDoc });
    renderLessons(english(), teacher, '/lessons', api);
    const list = await screen.findByRole('list', { name: 'Lessons' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: 'Volcanoes' })).toBeTruthy();
    expect(within(first!).getByText('Class 4B')).toBeTruthy();
    expect(getComputedStyle(within(first!).getByText('frog-maple-47')).whiteSpace).toBe('nowrap');
    expect(within(first!).getByRole('button', { name: 'End: Volcanoes' })).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Restart: Volcanoes' })).toBeTruthy();
    expect(within(second!).getByText('No class')).toBeTruthy();
    expect(within(second!).queryByRole('button', { name: /^End/ })).toBeNull();
  });

  it('writes dates in the interface language, never English month names in Finnish', async () => {
    const api = fakeApi({ '/lessons': listDoc });
    renderLessons(await createShellI18nProvider('fi'), teacher, '/lessons', api);
    const table = await screen.findByRole('table', { name: 'Oppitunnit' });
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent ?? '');
    expect(cells.some((c) => /^01\.03\.2025 klo \d\d\.\d\d$/.test(c))).toBe(true);
    expect(cells.join(' ')).not.toMatch(/Mar/);
  });

  it('ends a lesson only after confirmation', async () => {
    const api = fakeApi({ '/lessons': listDoc });
    renderLessons(english(), teacher, '/lessons?state=active', api);
    fireEvent.click(await screen.findByRole('button', { name: 'End: Volcanoes' }));
    const confirm = await screen.findByRole('dialog', { name: 'End this lesson?' });
    expect(api.writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'End lesson' }));
    await screen.findByText('Lesson ended');
    expect(api.sent.find((s) => s.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/lessons/7', body: { data: { type: 'lessons', id: '7', attributes: { state: 'ended' } } } });
  });

  it('restarts a lesson and opens the new one', async () => {
    const api = fakeApi({ '/lessons': listDoc, '/lessons/100': { data: lessonResource({ id: '100' }) } });
    renderLessons(english(), teacher, '/lessons', api);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Restart: Volcanoes' }))[1]!);
    await waitFor(() => expect(address()).toBe('/lessons/100'));
    expect(api.writes()).toEqual(['POST /lessons/8/restart']);
  });
});

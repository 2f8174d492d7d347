// @vitest-environment jsdom
/** A lesson's page: the header, Teach moving the students, the Report's sums, and live Students. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LessonEvent, LessonEventsOptions } from '../../dataProvider/lessonEvents';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, lessonDocument, renderLessons } from './testSupport';

const subscriptions: LessonEventsOptions[] = [];
const unsubscribe = vi.fn();
vi.mock('../../dataProvider/lessonEvents', () => ({
  subscribeLessonEvents: (options: LessonEventsOptions) => {
    subscriptions.push(options);
    return unsubscribe;
  },
}));

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');

const TASKS = [
  { id: '21', name: 'Which is a volcano?', taskType: 'multiple_choice', choices: ['Etna', 'Everest', 'Fuji'] },
  { id: '22', name: 'How did you like it?', taskType: 'rating' },
];
const LESSON = '/lessons/7?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
const ada = { id: '31', firstName: 'Ada', lastName: 'Lovelace' };
const alan = { id: '32', firstName: 'Alan', lastName: 'Turing' };

function answer(id: string, actor: string, task: string, attributes: Record<string, unknown>) {
  return {
    type: 'experiences',
    id,
    attributes: { verb: 'answered', choices: [], rating: null, answer_text: null, ...attributes },
    relationships: { actor: { data: { type: 'users', id: actor } }, entity: { data: { type: 'lessonPlanTasks', id: task } }, lesson: { data: { type: 'lessons', id: '7' } } },
  };
}

const emit = (event: LessonEvent) => act(() => subscriptions.at(-1)!.onEvent(event));
const lessonGets = (api: ReturnType<typeof fakeApi>) => api.sent.filter((s) => s.method === 'GET' && s.path === LESSON);

beforeEach(() => {
  subscriptions.length = 0;
});

describe('Lesson page', () => {
  it('shows the plan, class and passphrase, and moves teacher-paced students with Next and Previous', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', className: 'Class 4B' }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Volcanoes' })).toBeTruthy();
    expect(screen.getByText('Class 4B')).toBeTruthy();
    expect(screen.getByLabelText('Passphrase').textContent).toBe('frog - maple - 47');
    expect(screen.getByText('State: Active')).toBeTruthy();
    expect(subscriptions[0]?.lessonId).toBe('7');
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    await screen.findByText('Students’ screens follow each step.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 3');
    expect(screen.getByRole('heading', { name: 'Which is a volcano?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(api.writes()).toEqual(['PATCH /lessons/7', 'PATCH /lessons/7']));
    const patches = api.sent.filter((s) => s.method === 'PATCH').map((s) => s.body);
    expect(patches).toEqual([
      { data: { type: 'lessons', id: '7', attributes: {}, relationships: { current_activity: { data: { type: 'lessonPlanActivities', id: '11' } }, current_task: { data: { type: 'lessonPlanTasks', id: '21' } } } } },
      { data: { type: 'lessons', id: '7', attributes: {}, relationships: { current_activity: { data: { type: 'lessonPlanActivities', id: '11' } }, current_task: { data: null } } } },
    ]);
  });

  it('plays a content task’s library item in the Teach panel, and says when the item is locked', async () => {
    const film = (id: string, attributes: Record<string, unknown>) => ({ data: { type: 'contents', id, attributes: { name: 'Harbour Lights', content_type: 'video', ...attributes } } });
    const tasks = [
      { id: '21', name: 'Watch: Harbour Lights', taskType: 'content', contentId: '50' },
      { id: '22', name: 'Watch: The Storm', taskType: 'content', contentId: '51' },
    ];
    const api = fakeApi({
      [LESSON]: lessonDocument({ id: '7' }, tasks),
      '/contents/50': film('50', { media_url: '/media/films/harbour.webm', image_url: '/media/harbour.png', locked: false }),
      '/contents/51': film('51', { name: 'The Storm', locked: true }),
    });
    renderLessons(english(), teacher, '/lessons/7', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const panel = await screen.findByRole('region', { name: 'Teach' });
    await within(panel).findByRole('link', { name: 'Open “Harbour Lights” in the library' });
    expect(panel.querySelector('video')?.getAttribute('src')).toBe('/media/films/harbour.webm');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(panel).findByText(/“The Storm” is outside your library for now\./)).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Open “The Storm” in the library' }).getAttribute('href')).toBe('/library/51');
    expect(panel.querySelector('video')).toBeNull();
  });

  it('outlines the activities and tasks with durations and teacher notes', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7' }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7?tab=outline', api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Warm up' })).toBeTruthy();
    expect(screen.getByText('10 minutes')).toBeTruthy();
    expect(screen.getByText('Keep it short.')).toBeTruthy();
    expect(screen.getByText('Bring a map.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'How did you like it?' })).toBeTruthy();
  });

  it('does not move students in a student-paced lesson', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', pacing: 'student' }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 3');
    expect(api.writes()).toEqual([]);
  });

  it("lets a school admin step through a colleague's lesson without moving the class", async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', teacherId: '77' }, TASKS) });
    renderLessons(english(), viewer('teacher', [], { organizationAdmin: true }), '/lessons/7', api);
    await screen.findByText('Students’ screens follow their teacher, not your steps here.');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Step 2 of 3');
    expect(api.writes()).toEqual([]);
  });

  it('reports each answer and sums choices and ratings as text', async () => {
    const api = fakeApi({
      [LESSON]: lessonDocument({ id: '7', students: [ada, alan] }, TASKS),
      '/experiences': {
        data: [answer('1', '31', '21', { choices: ['0'] }), answer('2', '32', '21', { choices: ['2'] }), answer('3', '31', '22', { rating: 4 }), answer('4', '32', '22', { rating: 5 })],
        included: [
          { type: 'users', id: '31', attributes: { first_name: 'Ada', last_name: 'Lovelace' } },
          { type: 'users', id: '32', attributes: { first_name: 'Alan', last_name: 'Turing' } },
        ],
        meta: { total: 4 },
      },
    });
    renderLessons(english(), teacher, '/lessons/7?tab=report', api);
    const choice = await screen.findByRole('region', { name: 'Which is a volcano?' });
    const summary = within(choice).getByLabelText('Summary: Which is a volcano?');
    expect(summary.textContent).toContain('Choice 1: Etna1 of 2 (50%)');
    expect(summary.textContent).toContain('Choice 2: Everest0 of 2 (0%)');
    expect(summary.textContent).toContain('Choice 3: Fuji1 of 2 (50%)');
    expect(within(choice).getByRole('row', { name: /Ada Lovelace/ }).textContent).toContain('Choice 1: Etna');
    const rating = screen.getByRole('region', { name: 'How did you like it?' });
    expect(within(rating).getByText('Average 4.5 out of 5, from 2 ratings')).toBeTruthy();
    expect(within(rating).getByLabelText('Summary: How did you like it?').textContent).toContain('Rated 51 of 2 (50%)');
    const gets = () => api.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/experiences'));
    expect(gets().map((s) => s.path)).toEqual(['/experiences?page[number]=1&page[size]=500&sort=created_at&filter[lesson]=7&include=actor']);
  });

  it('reads only the answers live events name, a burst a few reads, and all of them again on `poll`', async () => {
    const whole = '/experiences?page[number]=1&page[size]=500&sort=created_at&filter[lesson]=7&include=actor';
    const ada1 = answer('1', '31', '21', { choices: ['0'], created_at: '2025-03-01T10:01:00Z' });
    const docs: Record<string, unknown> = {
      [LESSON]: lessonDocument({ id: '7', students: [ada, alan] }, TASKS),
      [whole]: { data: [ada1], included: [{ type: 'users', id: '31', attributes: { first_name: 'Ada', last_name: 'Lovelace' } }], meta: { total: 1 } },
      '/experiences?filter[id]=5&page[size]=1&include=actor': {
        data: [answer('5', '32', '21', { choices: ['1'], created_at: '2025-03-01T10:02:00Z' })],
        included: [{ type: 'users', id: '32', attributes: { first_name: 'Alan', last_name: 'Turing' } }],
        meta: { total: 1 },
      },
      // Ada changed her answer; Alan's is new.
      '/experiences?filter[id]=1,6&page[size]=2&include=actor': {
        data: [answer('1', '31', '21', { choices: ['2'], created_at: '2025-03-01T10:01:00Z' }), answer('6', '32', '22', { rating: 3, created_at: '2025-03-01T10:03:00Z' })],
        included: [
          { type: 'users', id: '31', attributes: { first_name: 'Ada', last_name: 'Lovelace' } },
          { type: 'users', id: '32', attributes: { first_name: 'Alan', last_name: 'Turing' } },
        ],
        meta: { total: 2 },
      },
    };
    const api = fakeApi(docs);
    renderLessons(english(), teacher, '/lessons/7?tab=report', api);
    const choice = await screen.findByRole('region', { name: 'Which is a volcano?' });
    const summary = () => within(choice).getByLabelText('Summary: Which is a volcano?').textContent;
    expect(summary()).toContain('Choice 1: Etna1 of 1 (100%)');
    const gets = () => api.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/experiences')).map((s) => s.path);

    await emit({ type: 'answered', data: { experienceId: '5', taskId: '21', studentId: '32' } });
    await waitFor(() => expect(summary()).toContain('Choice 2: Everest1 of 2 (50%)'));
    expect(within(choice).getByRole('row', { name: /Alan Turing/ }).textContent).toContain('Choice 2: Everest');
    expect(gets()).toEqual([whole, '/experiences?filter[id]=5&page[size]=1&include=actor']);

    // Two answers in one burst: one read naming both, the changed one in its place.
    await act(() => {
      subscriptions.at(-1)!.onEvent({ type: 'answered', data: { experienceId: '1', taskId: '21', studentId: '31' } });
      subscriptions.at(-1)!.onEvent({ type: 'answered', data: { experienceId: '6', taskId: '22', studentId: '32' } });
    });
    await waitFor(() => expect(summary()).toContain('Choice 3: Fuji1 of 2 (50%)'));
    expect(within(screen.getByRole('region', { name: 'How did you like it?' })).getByText('Average 3 out of 5, from 1 rating')).toBeTruthy();
    expect(within(choice).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Ada LovelaceChoice 3: Fuji', 'Alan TuringChoice 2: Everest']);
    expect(gets().slice(2)).toEqual(['/experiences?filter[id]=1,6&page[size]=2&include=actor']);

    // The stream reopened: events may have been missed, so the whole again.
    await emit({ type: 'poll' });
    await waitFor(() => expect(gets()).toHaveLength(4));
    expect(gets()[3]).toBe(whole);
    // A plan without quiz tasks has no scores to read.
    expect(api.sent.filter((s) => s.path.startsWith('/lessons/7/scores'))).toEqual([]);
    await waitFor(() => expect(summary()).toContain('Choice 1: Etna1 of 1 (100%)'));
  });

  it('reads the lesson again on `joined`, `released` and `poll` (the Students grid is StudentsTab.test.tsx)', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students: [ada] }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7?tab=outline', api);
    await screen.findByText('Which is a volcano?');
    expect(lessonGets(api)).toHaveLength(1);
    await emit({ type: 'joined', data: { studentId: '32', name: 'Alan Turing' } });
    await waitFor(() => expect(lessonGets(api)).toHaveLength(2));
    await emit({ type: 'released', data: { studentId: '32' } });
    await waitFor(() => expect(lessonGets(api)).toHaveLength(3));
    await emit({ type: 'poll' });
    await waitFor(() => expect(lessonGets(api)).toHaveLength(4));
  });

  it('ends the lesson after confirmation from the header, then shows it ended without the passphrase', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7' }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7', api);
    fireEvent.click(await screen.findByRole('button', { name: 'End' }));
    const confirm = await screen.findByRole('dialog', { name: 'End this lesson?' });
    api.answer(`GET ${LESSON}`, 200, lessonDocument({ id: '7', state: 'ended' }, TASKS));
    fireEvent.click(within(confirm).getByRole('button', { name: 'End lesson' }));
    await screen.findByText('State: Ended');
    expect(api.writes()).toEqual(['PATCH /lessons/7']);
    expect(screen.queryByLabelText('Passphrase')).toBeNull();
    expect(screen.queryByRole('button', { name: 'End' })).toBeNull();
  });

  it('restarts from the header and opens the new lesson', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7' }, TASKS), [LESSON.replace('/7?', '/100?')]: lessonDocument({ id: '100' }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'address', hidden: true }).textContent).toBe('/lessons/100'));
    expect(api.writes()).toEqual(['POST /lessons/7/restart']);
    // The new lesson's page, live for the new lesson.
    await waitFor(() => expect(subscriptions.at(-1)?.lessonId).toBe('100'));
  });
});

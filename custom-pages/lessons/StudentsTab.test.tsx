// @vitest-environment jsdom
/**
 * The Students grid (issue 25): every student of the class, joined or not, with their step,
 * answered and last seen, sortable from the keyboard, read again on live events; shared names
 * numbered over the whole class on the grid and in the report; the teacher releases a name.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LessonEvent, LessonEventsOptions } from '../../dataProvider/lessonEvents';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, lessonDocument, renderLessons } from './testSupport';

const subscriptions: LessonEventsOptions[] = [];
vi.mock('../../dataProvider/lessonEvents', () => ({
  subscribeLessonEvents: (options: LessonEventsOptions) => {
    subscriptions.push(options);
    return () => undefined;
  },
}));

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');

const TASKS = [{ id: '21', name: 'Which is a volcano?', taskType: 'multiple_choice', choices: ['Etna', 'Everest'] }];
const LESSON = '/lessons/7?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
const PROGRESS = '/lessons/7/progress';
const ivyLate = { id: '35', firstName: 'Ivy', lastName: 'Brown' };
const ivyEarly = { id: '31', firstName: 'Ivy', lastName: 'Brown' };
const alan = { id: '32', firstName: 'Alan', lastName: 'Turing' };

interface Progress {
  student: { id: string; firstName: string; lastName: string };
  joined?: boolean;
  task?: string | null;
  answered?: boolean | null;
  seenSecondsAgo?: number;
}

/** `GET /lessons/7/progress` as the server sends it. */
function progressDoc(rows: Progress[]): unknown {
  return {
    data: rows.map(({ student, joined = true, task = null, answered = null, seenSecondsAgo }) => ({
      type: 'lessonProgress',
      id: `7-${student.id}`,
      attributes: {
        first_name: student.firstName,
        last_name: student.lastName,
        username: null,
        joined,
        joined_at: joined ? new Date(Date.now() - 600_000).toISOString() : null,
        last_seen_at: seenSecondsAgo === undefined ? null : new Date(Date.now() - seenSecondsAgo * 1000).toISOString(),
        answered,
      },
      relationships: {
        student: { data: { type: 'users', id: student.id } },
        current_activity: { data: joined ? { type: 'lessonPlanActivities', id: '11' } : null },
        current_task: { data: joined && task ? { type: 'lessonPlanTasks', id: task } : null },
      },
    })),
    meta: { total: rows.length },
  };
}

const CLASS: Progress[] = [
  { student: ivyEarly, joined: false },
  { student: alan, task: '21', answered: true, seenSecondsAgo: 120 },
  { student: ivyLate, seenSecondsAgo: 5 },
];

const grid = () => screen.getByRole('table', { name: 'Students and their progress' });
/** Each row's cells as text, in the order shown (the Release action left out). */
const rows = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].slice(0, 5).map((cell) => cell.textContent));
const progressGets = (api: ReturnType<typeof fakeApi>) => api.sent.filter((s) => s.method === 'GET' && s.path === PROGRESS);
const emit = (...events: LessonEvent[]) => act(() => events.forEach((e) => subscriptions.at(-1)!.onEvent(e)));

beforeEach(() => {
  subscriptions.length = 0;
});

describe('The Students grid', () => {
  it("lists the whole class, joined or not, with each one's step, answer and last seen, names numbered over the class", async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan] }, TASKS), [PROGRESS]: progressDoc(CLASS) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('2 of 3 joined');
    // Ivy Brown (2) is the same person the student app's picker calls Ivy Brown (2): numbered over the class, not over who joined.
    expect(rows()).toEqual([
      ['Alan Turing', 'Joined', 'Activity 1 · Task 1Which is a volcano?', 'Answered', '2 minutes ago'],
      ['Ivy Brown (1)', 'Not joined', '—', '—', 'Not seen'],
      ['Ivy Brown (2)', 'Joined', 'Activity 1Warm up', 'Nothing to answer', 'now'],
    ]);
  });

  it('sorts by each column from the keyboard, saying which column is sorted and how', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan] }, TASKS), [PROGRESS]: progressDoc(CLASS) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('2 of 3 joined');
    const heading = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });
    expect(heading('Name').getAttribute('aria-sort')).toBe('ascending');
    const step = within(heading('Step')).getByRole('button');
    step.focus();
    fireEvent.keyDown(step, { key: 'Enter' });
    await waitFor(() => expect(heading('Step').getAttribute('aria-sort')).toBe('ascending'));
    expect(heading('Name').getAttribute('aria-sort')).toBeNull();
    expect(rows().map((r) => r[0])).toEqual(['Ivy Brown (2)', 'Alan Turing', 'Ivy Brown (1)']);
    fireEvent.keyDown(step, { key: 'Enter' });
    await waitFor(() => expect(heading('Step').getAttribute('aria-sort')).toBe('descending'));
    // Who has no step stays last whichever the direction.
    expect(rows().map((r) => r[0])).toEqual(['Alan Turing', 'Ivy Brown (2)', 'Ivy Brown (1)']);
    fireEvent.click(within(heading('Last seen')).getByRole('button'));
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['Ivy Brown (2)', 'Alan Turing', 'Ivy Brown (1)']));
    fireEvent.click(within(heading('Joined')).getByRole('button'));
    await waitFor(() => expect(rows().map((r) => r[0])).toEqual(['Alan Turing', 'Ivy Brown (2)', 'Ivy Brown (1)']));
  });

  it('reads the progress again on live events, once for a burst', async () => {
    const docs: Record<string, unknown> = { [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan] }, TASKS), [PROGRESS]: progressDoc(CLASS) };
    const api = fakeApi(docs);
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('2 of 3 joined');
    docs[PROGRESS] = progressDoc([{ student: ivyEarly, seenSecondsAgo: 1 }, ...CLASS.slice(1)]);
    await emit({ type: 'joined', data: { studentId: '31', name: 'Ivy Brown' } });
    await screen.findByText('3 of 3 joined');
    expect(rows()[1]).toEqual(['Ivy Brown (1)', 'Joined', 'Activity 1Warm up', 'Nothing to answer', 'now']);
    expect(progressGets(api)).toHaveLength(2);
    docs[PROGRESS] = progressDoc([{ student: ivyEarly, task: '21', answered: true, seenSecondsAgo: 1 }, ...CLASS.slice(1)]);
    await emit(
      { type: 'step', data: { activityId: '11', taskId: '21' } },
      { type: 'progress', data: { studentId: '31', activityId: '11', taskId: '21' } },
      { type: 'answered', data: { experienceId: '9', taskId: '21', studentId: '31' } },
    );
    await waitFor(() => expect(rows()[1]?.[3]).toBe('Answered'));
    expect(progressGets(api)).toHaveLength(3);
  });

  it("reads the progress again every 30 s while an active lesson's grid is open, so an idle student's last seen moves", async () => {
    // Only intervals are faked: the testing library's waits keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const docs: Record<string, unknown> = { [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan] }, TASKS), [PROGRESS]: progressDoc(CLASS) };
      const api = fakeApi(docs);
      renderLessons(english(), teacher, '/lessons/7?tab=students', api);
      await screen.findByText('2 of 3 joined');
      expect(rows()[0]?.[4]).toBe('2 minutes ago');
      // Alan's open stream wrote his last seen; no event says so.
      docs[PROGRESS] = progressDoc([CLASS[0]!, { ...CLASS[1]!, seenSecondsAgo: 1 }, CLASS[2]!]);
      act(() => vi.advanceTimersByTime(29_000));
      expect(progressGets(api)).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1_000));
      // Real timers again, so the waits poll as usual.
      vi.useRealTimers();
      await waitFor(() => expect(rows()[0]?.[4]).toBe('now'));
      expect(progressGets(api)).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not read an ended lesson\'s progress on a timer', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', state: 'ended', students: [ivyLate, alan] }, TASKS), [PROGRESS]: progressDoc(CLASS) });
      renderLessons(english(), teacher, '/lessons/7?tab=students', api);
      await screen.findByText('2 of 3 joined');
      act(() => vi.advanceTimersByTime(90_000));
      expect(progressGets(api)).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('releases a joined student, then reads the lesson and the progress again', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan] }, TASKS), [PROGRESS]: progressDoc(CLASS) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('2 of 3 joined');
    const release = await screen.findByRole('button', { name: 'Release: Ivy Brown (2)' });
    // Only those who joined hold a name to release.
    expect(screen.queryByRole('button', { name: 'Release: Ivy Brown (1)' })).toBeNull();
    fireEvent.click(release);
    await screen.findByText('Ivy Brown (2) is released: another device may now join with this name.');
    expect(api.writes()).toEqual(['DELETE /lessons/7/students/35']);
    await waitFor(() => expect(api.sent.filter((s) => s.method === 'GET' && s.path === LESSON)).toHaveLength(2));
    await waitFor(() => expect(progressGets(api)).toHaveLength(2));
  });

  it('offers no release to a teacher who does not teach the lesson', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan], teacherId: '99' }, TASKS), [PROGRESS]: progressDoc(CLASS) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('2 of 3 joined');
    expect(screen.queryByRole('button', { name: /^Release/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says so when a class-less lesson has no one yet', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', classId: null }, TASKS), [PROGRESS]: progressDoc([]) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('No students yet: in a lesson without a class, students appear here as they join.');
  });

  it('numbers names in the report over the whole class too, as the picker does', async () => {
    const answer = (id: string, actor: string, choice: string) => ({
      type: 'experiences',
      id,
      attributes: { verb: 'answered', choices: [choice], rating: null, answer_text: null },
      relationships: { actor: { data: { type: 'users', id: actor } }, entity: { data: { type: 'lessonPlanTasks', id: '21' } }, lesson: { data: { type: 'lessons', id: '7' } } },
    });
    // Only the later Ivy joined and answered; the earlier one is in the class.
    const api = fakeApi({
      [LESSON]: lessonDocument({ id: '7', students: [ivyLate, alan] }, TASKS),
      [PROGRESS]: progressDoc(CLASS),
      '/experiences': {
        data: [answer('1', '35', '0'), answer('2', '32', '1')],
        included: [ivyLate, alan].map((s) => ({ type: 'users', id: s.id, attributes: { first_name: s.firstName, last_name: s.lastName } })),
        meta: { total: 2 },
      },
    });
    renderLessons(english(), teacher, '/lessons/7?tab=report', api);
    await screen.findByText('Ivy Brown (2)');
    expect(screen.queryByText('Ivy Brown')).toBeNull();
  });
});

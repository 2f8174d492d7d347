// @vitest-environment jsdom
/**
 * Quiz mode on the teacher's lesson page (issue 25): Teach shows a quiz task's answer to the
 * teacher and reveals it to the class (the lesson's `revealed_tasks`), the leaderboard switch
 * PATCHes `leaderboard`, a reveal or leaderboard event reads the lesson again, and the Report tab
 * lists each student's score from `GET /lessons/{id}/scores`.
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
const LESSON = '/lessons/7?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
const emit = (event: LessonEvent) => act(() => subscriptions.at(-1)!.onEvent(event));

/** Lesson 7 at its quiz task 21 (Etna is right). */
function quizLesson(): unknown {
  const doc = lessonDocument({ id: '7' }, [{ id: '21', name: 'Which is a volcano?', taskType: 'multiple_choice', choices: ['Etna', 'Everest', 'Fuji'] }]) as {
    data: { relationships: Record<string, unknown>; attributes: Record<string, unknown> };
    included: { type: string; id: string; attributes: Record<string, unknown> }[];
  };
  doc.data.relationships.current_activity = { data: { type: 'lessonPlanActivities', id: '11' } };
  doc.data.relationships.current_task = { data: { type: 'lessonPlanTasks', id: '21' } };
  doc.data.relationships.revealed_tasks = { data: [] };
  doc.data.attributes.leaderboard = false;
  doc.included.find((r) => r.id === '21')!.attributes.correct_choices = ['Etna'];
  return doc;
}

beforeEach(() => {
  subscriptions.length = 0;
});

describe('Quiz mode on the lesson page', () => {
  it('shows the teacher the answer, reveals it to the class and switches the leaderboard', async () => {
    const api = fakeApi({ [LESSON]: quizLesson() });
    renderLessons(english(), teacher, '/lessons/7', api);
    expect(await screen.findByText('Correct answer: Etna')).toBeTruthy();
    expect(screen.getByText('Students cannot see the answer until you reveal it.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal the answer to the class' }));
    expect(await screen.findByText('The answer is shown to the class.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal the answer to the class' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show the leaderboard to students' }));
    await waitFor(() => expect(api.writes()).toEqual(['PATCH /lessons/7', 'PATCH /lessons/7']));
    const patches = api.sent.filter((s) => s.method === 'PATCH').map((s) => s.body);
    expect(patches[0]).toEqual({ data: { type: 'lessons', id: '7', attributes: {}, relationships: { revealed_tasks: { data: [{ type: 'lessonPlanTasks', id: '21' }] } } } });
    expect(patches[1]).toEqual({ data: { type: 'lessons', id: '7', attributes: { leaderboard: true } } });
    expect((screen.getByRole('switch', { name: 'Show the leaderboard to students' }) as HTMLInputElement).checked).toBe(true);
    // Another screen's reveal reaches this one as an event: the lesson is read again.
    const reads = api.sent.filter((s) => s.method === 'GET' && s.path === LESSON).length;
    await emit({ type: 'revealed', data: { taskIds: ['21'] } });
    await waitFor(() => expect(api.sent.filter((s) => s.method === 'GET' && s.path === LESSON).length).toBe(reads + 1));
  });

  it('lists each student’s score on the Report tab, best first', async () => {
    const api = fakeApi({
      [LESSON]: quizLesson(),
      '/lessons/7/scores': {
        data: [
          { type: 'lesson_scores', id: '7-31', attributes: { student_id: '31', name: 'Ada Lovelace', correct: 1, revealed: 1, rank: 1 } },
          { type: 'lesson_scores', id: '7-32', attributes: { student_id: '32', name: 'Alan Turing', correct: 0, revealed: 1, rank: 2 } },
        ],
        meta: { leaderboard: false, revealed: 1 },
      },
    });
    renderLessons(english(), teacher, '/lessons/7?tab=report', api);
    const table = await screen.findByRole('table', { name: 'Correct answers out of 1 revealed quiz tasks' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.querySelectorAll('th,td')).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Place', 'Student', 'Score'],
      ['1', 'Ada Lovelace', '1 of 1'],
      ['2', 'Alan Turing', '0 of 1'],
    ]);
  });
});

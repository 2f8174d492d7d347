// @vitest-environment jsdom
/** The Students tab and the report tell students with the same name apart; the teacher releases a name. */
import { describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { viewer } from '../../tests/ui/viewers';
import { useEnglishShell } from '../../tests/ui/shellHarness';
import { fakeApi, lessonDocument, renderLessons } from './testSupport';

vi.mock('../../dataProvider/lessonEvents', () => ({ subscribeLessonEvents: () => () => undefined }));

const english = useEnglishShell();
configure({ asyncUtilTimeout: 10_000 });
const teacher = viewer('teacher');

const TASKS = [{ id: '21', name: 'Which is a volcano?', taskType: 'multiple_choice', choices: ['Etna', 'Everest'] }];
const LESSON = '/lessons/7?include=lesson_plan,lesson_plan.activities,lesson_plan.activities.tasks,class,students';
const ivyLate = { id: '35', firstName: 'Ivy', lastName: 'Brown' };
const ivyEarly = { id: '31', firstName: 'Ivy', lastName: 'Brown' };
const alan = { id: '32', firstName: 'Alan', lastName: 'Turing' };
const students = [ivyLate, alan, ivyEarly];

const listed = () => within(screen.getByRole('list', { name: 'Students' })).getAllByRole('listitem').map((li) => li.firstChild?.textContent);

describe('Names in a lesson', () => {
  it('numbers shared names on the Students tab in id order, and releases a student', async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('3 students have joined');
    expect(listed()).toEqual(['Ivy Brown (2)', 'Alan Turing', 'Ivy Brown (1)']);
    fireEvent.click(await screen.findByRole('button', { name: 'Release: Ivy Brown (2)' }));
    await screen.findByText('Ivy Brown (2) is released: another device may now join with this name.');
    expect(api.writes()).toEqual(['DELETE /lessons/7/students/35']);
    await waitFor(() => expect(api.sent.filter((s) => s.method === 'GET' && s.path === LESSON)).toHaveLength(2));
  });

  it("offers no release to a teacher who does not teach the lesson", async () => {
    const api = fakeApi({ [LESSON]: lessonDocument({ id: '7', students, teacherId: '99' }, TASKS) });
    renderLessons(english(), teacher, '/lessons/7?tab=students', api);
    await screen.findByText('3 students have joined');
    expect(listed()).toEqual(['Ivy Brown (2)', 'Alan Turing', 'Ivy Brown (1)']);
    expect(screen.queryByRole('button', { name: /^Release/ })).toBeNull();
  });

  it('numbers them the same way in the report', async () => {
    const answer = (id: string, actor: string, choice: string) => ({
      type: 'experiences',
      id,
      attributes: { verb: 'answered', choices: [choice], rating: null, answer_text: null },
      relationships: { actor: { data: { type: 'users', id: actor } }, entity: { data: { type: 'lessonPlanTasks', id: '21' } }, lesson: { data: { type: 'lessons', id: '7' } } },
    });
    const api = fakeApi({
      [LESSON]: lessonDocument({ id: '7', students }, TASKS),
      '/experiences': {
        data: [answer('1', '35', 'Etna'), answer('2', '31', 'Everest')],
        included: students.map((s) => ({ type: 'users', id: s.id, attributes: { first_name: s.firstName, last_name: s.lastName } })),
        meta: { total: 2 },
      },
    });
    renderLessons(english(), teacher, '/lessons/7?tab=report', api);
    await screen.findByText('Ivy Brown (2)');
    expect(screen.getByText('Ivy Brown (1)')).toBeTruthy();
    expect(screen.queryByText('Ivy Brown')).toBeNull();
  });
});

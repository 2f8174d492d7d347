// @vitest-environment jsdom
/**
 * Quiz mode in the student app (issue 25): before the reveal the task is answered as usual and no
 * score shows; a `revealed` event reads the lesson again and the task shows the right choice and
 * whether the student was right, with their score; the leaderboard shows once the teacher turns it
 * on (a `leaderboard` event), the student's own line marked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { api, jsonApi, useApiServer } from '../../tests/ui/apiServer';
import type { JsonApiDocument } from '../../dataProvider/types';
import { App } from '../App';
import { createStudentI18n } from '../i18n';
import { ANSWERS_KEY } from '../answers/answerStore';
import { fakeEvents, lessonDocument, storeSession } from '../test/fixtures';

const server = useApiServer();
afterEach(() => cleanup());

/** The lesson at its quiz task (20: Sloth or Fish), with the right choice once revealed. */
function lessonAtQuiz(revealed: boolean): JsonApiDocument {
  const doc = lessonDocument({ activityId: '10', taskId: '20' });
  const task = doc.included!.find((r) => r.id === '20')!;
  task.attributes = { ...task.attributes, correct_choices: revealed ? ['Sloth'] : [] };
  return doc;
}

const scores = (revealed: number, leaderboard: boolean, entries: [string, string, number, number][]): Response =>
  jsonApi({
    data: entries.map(([id, name, correct, rank]) => ({ type: 'lesson_scores', id: `7-${id}`, attributes: { student_id: id, name, correct, revealed, rank } })),
    meta: { revealed, leaderboard },
  });

describe('quiz mode', () => {
  it('shows right or wrong after the reveal, then the score and the leaderboard', async () => {
    storeSession();
    // Ada (42) chose Fish (index 1) before the reveal.
    localStorage.setItem(ANSWERS_KEY, JSON.stringify({ '7:20': { lessonId: '7', taskId: '20', value: { kind: 'choices', choices: ['1'] }, idempotencyKey: 'k', experienceId: '100', state: 'saved' } }));
    let revealed = false;
    let board = false;
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(lessonAtQuiz(revealed))),
      http.get(api('/lessons/7/scores'), () =>
        revealed ? scores(1, board, board ? [['43', 'Bo Pupil', 1, 1], ['42', 'Ada Pupil', 0, 2]] : [['42', 'Ada Pupil', 0, 2]]) : scores(0, false, [['42', 'Ada Pupil', 0, 1]]),
      ),
    );
    const events = fakeEvents();
    render(<App i18n={createStudentI18n('en')} subscribe={events.subscribe} />);
    await screen.findByRole('heading', { name: 'Which animal climbs?' });
    expect(screen.getByRole('radio', { name: 'Sloth' })).toBeTruthy();
    expect(screen.queryByText(/Your score/)).toBeNull();

    revealed = true;
    act(() => events.emit({ type: 'revealed', data: { taskIds: ['20'] } }));
    expect(await screen.findByText('Not this time.')).toBeTruthy();
    // The answer form is closed; the right choice and the student's own are said in words.
    expect(screen.queryByRole('radio', { name: 'Sloth' })).toBeNull();
    const choices = within(screen.getByRole('list', { name: 'The choices' }));
    expect(choices.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SlothRight answer', 'FishYour choice']);
    expect(await screen.findByText('Your score: 0 of 1')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Leaderboard' })).toBeNull();

    board = true;
    act(() => events.emit({ type: 'leaderboard', data: { on: true } }));
    const heading = await screen.findByRole('heading', { name: 'Leaderboard' });
    const places = within(heading.closest('section')!).getAllByRole('listitem').map((li) => li.textContent);
    expect(places).toEqual(['1. Bo Pupil1 of 1', '2. Ada Pupil (you)0 of 1']);
  });
});

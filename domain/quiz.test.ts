import { describe, expect, it } from 'vitest';
import { isCorrectAnswer, isQuizTask, leaderboard, quizScores, rankScores, type QuizTask } from './quiz';

const single: QuizTask = { id: '1', taskType: 'multiple_choice', choices: ['Etna', 'Everest', 'Fuji'], correctChoices: ['Etna'] };
const multiple: QuizTask = { id: '2', taskType: 'multiple_choice', choices: ['Red', 'Green', 'Blue'], correctChoices: ['Red', 'Blue'] };
const poll: QuizTask = { id: '3', taskType: 'multiple_choice', choices: ['Yes', 'No'], correctChoices: [] };

describe('quiz mode', () => {
  it('calls a multiple-choice task with correct choices a quiz task', () => {
    expect(isQuizTask(single)).toBe(true);
    expect(isQuizTask(poll)).toBe(false);
    expect(isQuizTask({ taskType: 'rating', correctChoices: ['x'] })).toBe(false);
  });

  it('is right only with exactly the correct choices, chosen by index', () => {
    expect(isCorrectAnswer(single, ['0'])).toBe(true);
    expect(isCorrectAnswer(single, ['1'])).toBe(false);
    expect(isCorrectAnswer(multiple, ['2', '0'])).toBe(true);
    expect(isCorrectAnswer(multiple, ['0'])).toBe(false);
    expect(isCorrectAnswer(multiple, ['0', '1', '2'])).toBe(false);
    expect(isCorrectAnswer(single, ['9'])).toBe(false);
  });

  it('scores correct answers over the revealed quiz tasks only', () => {
    const answers = [
      { actorId: '10', taskId: '1', choices: ['0'] },
      { actorId: '10', taskId: '2', choices: ['0', '2'] },
      { actorId: '11', taskId: '1', choices: ['1'] },
      { actorId: '11', taskId: '3', choices: ['0'] },
    ];
    const tasks = [single, multiple, poll];
    expect(quizScores(tasks, [], answers, ['10', '11'])).toEqual([
      { studentId: '10', correct: 0, revealed: 0 },
      { studentId: '11', correct: 0, revealed: 0 },
    ]);
    // A poll "revealed" by mistake counts for nothing; a student who never answered scores 0.
    expect(quizScores(tasks, ['1', '3'], answers, ['10', '11', '12'])).toEqual([
      { studentId: '10', correct: 1, revealed: 1 },
      { studentId: '11', correct: 0, revealed: 1 },
      { studentId: '12', correct: 0, revealed: 1 },
    ]);
    expect(quizScores(tasks, ['1', '2'], answers, ['10'])).toEqual([{ studentId: '10', correct: 2, revealed: 2 }]);
  });

  it('ranks ties together and keeps the top of the class, never longer than its size', () => {
    const scores = [3, 5, 5, 1, 2, 2, 0].map((correct, i) => ({ studentId: String(i), correct, revealed: 5 }));
    expect(rankScores(scores).map((s) => `${s.studentId}:${s.rank}`)).toEqual(['1:1', '2:1', '0:3', '4:4', '5:4', '3:6', '6:7']);
    expect(leaderboard(scores, 4).map((s) => `${s.studentId}:${s.rank}`)).toEqual(['1:1', '2:1', '0:3', '4:4']);
    expect(leaderboard(scores).length).toBe(5);
    // A class of 30 all tied (nothing right yet): five lines, all first.
    const tied = Array.from({ length: 30 }, (_, i) => ({ studentId: String(i), correct: 0, revealed: 1 }));
    expect(leaderboard(tied).map((s) => s.rank)).toEqual([1, 1, 1, 1, 1]);
  });
});

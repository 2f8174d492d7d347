/**
 * Quiz mode (issue 25): a multiple-choice task with correct choices (`correctChoices`, texts of
 * the task's choices) is a quiz task. Its answer stays hidden from the class until the lesson's
 * teacher reveals it (the lesson's `revealedTasks`); from then on each student sees whether they
 * were right and the task counts towards their score.
 *
 * This is the one home of the score: `quizScores` over a lesson's tasks, its reveals and its
 * answers. The server's `GET /lessons/{id}/scores` (server/routes/lessonScores.ts), the report
 * file's column and any screen that shows a student's score read it from here.
 */
import { QUIZ_LEADERBOARD_TOP } from './constants';

export interface QuizTask {
  id: string;
  taskType: string;
  choices: readonly string[];
  correctChoices: readonly string[];
}

export interface QuizAnswer {
  actorId: string;
  taskId: string;
  /** The chosen choices' indexes as text, as experiences keep them. */
  choices: readonly string[];
}

export interface QuizScore {
  studentId: string;
  /** Revealed quiz tasks answered right. */
  correct: number;
  /** Revealed quiz tasks of the lesson: the score is `correct` out of these. */
  revealed: number;
}

/** A task is a quiz task when it is multiple choice and its author marked correct choices. */
export function isQuizTask(task: Pick<QuizTask, 'taskType' | 'correctChoices'>): boolean {
  return task.taskType === 'multiple_choice' && task.correctChoices.length > 0;
}

/** The chosen choices' texts, from an answer's indexes (an index the task no longer has is nothing). */
export function chosenTexts(task: Pick<QuizTask, 'choices'>, choices: readonly string[]): string[] {
  return choices.map((c) => task.choices[Number(c)]).filter((c): c is string => c !== undefined);
}

/** Right means exactly the correct choices: every one of them chosen and nothing else. */
export function isCorrectAnswer(task: Pick<QuizTask, 'choices' | 'correctChoices'>, choices: readonly string[]): boolean {
  const chosen = new Set(chosenTexts(task, choices));
  const correct = new Set(task.correctChoices);
  return chosen.size === correct.size && [...correct].every((c) => chosen.has(c));
}

/**
 * Each student's score: correct answers over the lesson's revealed quiz tasks (a task not
 * answered counts as not right). Students in `studentIds` order; students with no answer score 0.
 */
export function quizScores(tasks: readonly QuizTask[], revealedTaskIds: readonly string[], answers: readonly QuizAnswer[], studentIds: readonly string[]): QuizScore[] {
  const revealed = new Set(revealedTaskIds);
  const counted = new Map(tasks.filter((t) => revealed.has(t.id) && isQuizTask(t)).map((t) => [t.id, t]));
  const correct = new Map<string, number>();
  for (const answer of answers) {
    const task = counted.get(answer.taskId);
    if (task && isCorrectAnswer(task, answer.choices)) correct.set(answer.actorId, (correct.get(answer.actorId) ?? 0) + 1);
  }
  return studentIds.map((studentId) => ({ studentId, correct: correct.get(studentId) ?? 0, revealed: counted.size }));
}

export interface RankedScore extends QuizScore {
  /** 1 for the best; equal scores share a rank (1, 2, 2, 4). */
  rank: number;
}

/** Scores ranked best first (ties share a rank; equal scores in the given order). */
export function rankScores(scores: readonly QuizScore[]): RankedScore[] {
  const sorted = [...scores].sort((a, b) => b.correct - a.correct);
  return sorted.map((s) => ({ ...s, rank: sorted.findIndex((o) => o.correct === s.correct) + 1 }));
}

/**
 * The class's leaderboard: the first QUIZ_LEADERBOARD_TOP of the ranking, never more. Ties keep
 * their shared rank but do not lengthen the board: before a reveal, or when most of a class of 30
 * score alike, including every tie at the edge put the whole class on a phone's screen.
 */
export function leaderboard(scores: readonly QuizScore[], top = QUIZ_LEADERBOARD_TOP): RankedScore[] {
  return rankScores(scores).slice(0, top);
}

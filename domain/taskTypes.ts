/**
 * What each lesson plan task type needs (seed 3 and 9), shared by the server (which refuses an
 * incomplete task and clears what a type does not use) and the editor (which shows only the
 * fields of the chosen type):
 * - `multiple_choice`: at least TASK_CHOICES_MIN non-blank choices, single or multiple selection,
 *   and optionally its correct choices (quiz mode, issue 25): each one of the task's choices, at
 *   most one unless the task takes several;
 * - `rating`: a rating style (5 stars or a numeral scale), optional minimum and maximum labels;
 * - `content`: a library item;
 * - `discussion`, `information`: none of these.
 */
import { TASK_CHOICES_MIN, type TASK_TYPES } from './constants';

export type TaskType = (typeof TASK_TYPES)[number];
/** A type-specific field, by its app name (`content` is the task's to-one relation). */
export type TaskTypeField = 'content' | 'choices' | 'multipleSelection' | 'correctChoices' | 'ratingStyle' | 'minLabel' | 'maxLabel';

export const TASK_TYPE_FIELDS: Readonly<Record<TaskType, readonly TaskTypeField[]>> = {
  discussion: [],
  information: [],
  content: ['content'],
  multiple_choice: ['choices', 'multipleSelection', 'correctChoices'],
  rating: ['ratingStyle', 'minLabel', 'maxLabel'],
};

/** The value a field takes when the task's type does not use it (its empty value). */
export const TASK_FIELD_EMPTY: Readonly<Record<TaskTypeField, unknown>> = {
  content: null,
  choices: [],
  multipleSelection: false,
  correctChoices: [],
  ratingStyle: null,
  minLabel: null,
  maxLabel: null,
};

/** Choices as they are kept: trimmed, blank ones left out. */
export function cleanChoices(choices: readonly string[] | null | undefined): string[] {
  return (choices ?? []).map((c) => c.trim()).filter((c) => c !== '');
}

/** Correct choices as they are kept: trimmed, blank ones and repeats left out. */
export function cleanCorrectChoices(correct: readonly string[] | null | undefined): string[] {
  return [...new Set(cleanChoices(correct))];
}

export interface TaskFacts {
  taskType: TaskType;
  choices?: readonly string[] | null;
  multipleSelection?: boolean | null;
  correctChoices?: readonly string[] | null;
  ratingStyle?: string | null;
  /** The linked library item's id, if any. */
  content?: string | null;
}

export type TaskProblem =
  | { field: 'choices'; identifier: 'taskChoicesTooFew' }
  | { field: 'correctChoices'; identifier: 'taskCorrectChoiceUnknown' | 'taskCorrectChoicesTooMany' }
  | { field: 'ratingStyle' | 'content'; identifier: 'fieldNoBlank' };

/** What the task's type still lacks, or null when it is complete. */
export function taskProblem(task: TaskFacts): TaskProblem | null {
  switch (task.taskType) {
    case 'multiple_choice':
      return cleanChoices(task.choices).length < TASK_CHOICES_MIN ? { field: 'choices', identifier: 'taskChoicesTooFew' } : correctChoicesProblem(task);
    case 'rating':
      return task.ratingStyle ? null : { field: 'ratingStyle', identifier: 'fieldNoBlank' };
    case 'content':
      return task.content ? null : { field: 'content', identifier: 'fieldNoBlank' };
    default:
      return null;
  }
}

/** A quiz task's correct choices: each one of its (cleaned) choices, one only for a single-choice task. */
function correctChoicesProblem(task: TaskFacts): TaskProblem | null {
  const correct = cleanCorrectChoices(task.correctChoices);
  const choices = new Set(cleanChoices(task.choices));
  if (correct.some((c) => !choices.has(c))) return { field: 'correctChoices', identifier: 'taskCorrectChoiceUnknown' };
  if (correct.length > 1 && task.multipleSelection !== true) return { field: 'correctChoices', identifier: 'taskCorrectChoicesTooMany' };
  return null;
}

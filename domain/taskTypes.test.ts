import { describe, expect, it } from 'vitest';
import { cleanChoices, cleanCorrectChoices, TASK_FIELD_EMPTY, TASK_TYPE_FIELDS, taskProblem } from './taskTypes';

describe('task types', () => {
  it('needs two non-blank choices for multiple choice', () => {
    expect(taskProblem({ taskType: 'multiple_choice', choices: ['Yes', '  '] })).toEqual({ field: 'choices', identifier: 'taskChoicesTooFew' });
    expect(taskProblem({ taskType: 'multiple_choice', choices: null })).toEqual({ field: 'choices', identifier: 'taskChoicesTooFew' });
    expect(taskProblem({ taskType: 'multiple_choice', choices: ['Yes', 'No'] })).toBeNull();
  });

  it('takes correct choices only from the task’s own choices, one unless the task takes several (quiz mode)', () => {
    const task = { taskType: 'multiple_choice', choices: [' Etna ', 'Everest', 'Fuji'] } as const;
    expect(taskProblem({ ...task, correctChoices: ['Etna'] })).toBeNull();
    expect(taskProblem({ ...task, correctChoices: [] })).toBeNull();
    expect(taskProblem({ ...task, correctChoices: ['Vesuvius'] })).toEqual({ field: 'correctChoices', identifier: 'taskCorrectChoiceUnknown' });
    expect(taskProblem({ ...task, correctChoices: ['Etna', 'Fuji'] })).toEqual({ field: 'correctChoices', identifier: 'taskCorrectChoicesTooMany' });
    expect(taskProblem({ ...task, multipleSelection: true, correctChoices: ['Etna', ' Fuji'] })).toBeNull();
    // The same choice twice is one choice.
    expect(taskProblem({ ...task, correctChoices: ['Etna', 'Etna '] })).toBeNull();
    expect(cleanCorrectChoices([' Etna', '', 'Etna', 'Fuji'])).toEqual(['Etna', 'Fuji']);
  });

  it('needs a style for a rating and an item for a content task', () => {
    expect(taskProblem({ taskType: 'rating' })).toEqual({ field: 'ratingStyle', identifier: 'fieldNoBlank' });
    expect(taskProblem({ taskType: 'rating', ratingStyle: 'stars' })).toBeNull();
    expect(taskProblem({ taskType: 'content', content: null })).toEqual({ field: 'content', identifier: 'fieldNoBlank' });
    expect(taskProblem({ taskType: 'content', content: '7' })).toBeNull();
    expect(taskProblem({ taskType: 'discussion' })).toBeNull();
  });

  it('keeps choices trimmed and without blanks', () => {
    expect(cleanChoices([' Yes ', '', 'No', '   '])).toEqual(['Yes', 'No']);
  });

  it('gives every type-specific field an empty value', () => {
    for (const fields of Object.values(TASK_TYPE_FIELDS)) for (const f of fields) expect(f in TASK_FIELD_EMPTY).toBe(true);
  });
});

import { boolean, defineResource, enumOf, integer, longText, stringList, text, toOne } from '../kit';
import {
  ACTIVITY_DURATION_MAX,
  RATING_STYLES,
  TASK_ACTION_TYPES,
  TASK_CHOICES_MAX,
  TASK_TYPES,
  TEXT_WORD_LIMIT,
} from '../../domain/constants';
import { LESSON_PLAN_ACCESS } from '../lesson_plans/schema';

/**
 * A task under an activity (seed 3 and 9): an action type (discuss, think ...) and a type.
 * `content` links a library item; `multiple_choice` has `choices` and single or multiple
 * selection and, in quiz mode, its correct choices; `rating` has a style (5 stars or a numeral scale) with minimum and maximum labels.
 * Written like its activity (server/hooks/lessonPlanParts.ts checks the plan and the type's fields).
 */
export const lesson_plan_tasks = defineResource({
  name: 'lesson_plan_tasks',
  icon: 'Task',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    teacherNotes: longText({ maxWords: TEXT_WORD_LIMIT }),
    actionType: enumOf(TASK_ACTION_TYPES, { required: true, default: 'discuss' }),
    taskType: enumOf(TASK_TYPES, { required: true, default: 'discussion' }),
    durationMinutes: integer({ min: 1, max: ACTIVITY_DURATION_MAX }),
    choices: stringList({ maxItems: TASK_CHOICES_MAX, default: [] }),
    multipleSelection: boolean({ default: false }),
    /**
     * Quiz mode (issue 25): the choices that are right, texts of `choices`. Never read by a
     * lesson's student until the teacher reveals the task in their lesson
     * (server/readers/lessonPlanParts.ts); not a filter nor a sort, which could tell it anyway.
     */
    correctChoices: stringList({ maxItems: TASK_CHOICES_MAX, default: [], filterable: false, sortable: false }),
    ratingStyle: enumOf(RATING_STYLES),
    minLabel: text({ maxLength: 50 }),
    maxLabel: text({ maxLength: 50 }),
    position: integer({ min: 0, default: 0 }),
  },
  relationships: {
    activity: toOne('lesson_plan_activities', { required: true }),
    lessonPlan: toOne('lesson_plans', { readOnly: true }),
    author: toOne('users', { readOnly: true }),
    content: toOne('contents'),
  },
  nested: [{ parent: 'lesson_plan_activities', path: 'tasks', relation: 'activity' }],
  ownership: { user: 'author' },
  access: LESSON_PLAN_ACCESS,
  writable: {
    self: ['name', 'description', 'teacherNotes', 'actionType', 'taskType', 'durationMinutes', 'choices', 'multipleSelection', 'correctChoices', 'ratingStyle', 'minLabel', 'maxLabel', 'position', 'activity', 'content'],
  },
  list: { columns: ['position', 'name', 'taskType', 'activity'], sort: 'position', filters: ['activity', 'lessonPlan', 'taskType'] },
});

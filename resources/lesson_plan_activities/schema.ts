import { defineResource, integer, longText, text, toMany, toOne } from '../kit';
import { ACTIVITY_DURATION_MAX, TEXT_WORD_LIMIT } from '../../domain/constants';
import { LESSON_PLAN_ACCESS } from '../lesson_plans/schema';

/**
 * A lesson plan's activity (seed 3): name, description, duration under 480 minutes and teacher
 * notes, at `position` in its plan, with ordered tasks. Read with its plan; written by whoever
 * may edit the plan, never while the plan is in use (server/hooks/lessonPlanParts.ts). `author`
 * is the plan's author, so the kit's `self` grant reaches the author's activities.
 */
export const lesson_plan_activities = defineResource({
  name: 'lesson_plan_activities',
  icon: 'ViewAgenda',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    description: longText({ maxWords: TEXT_WORD_LIMIT }),
    durationMinutes: integer({ min: 1, max: ACTIVITY_DURATION_MAX }),
    teacherNotes: longText({ maxWords: TEXT_WORD_LIMIT }),
    position: integer({ min: 0, default: 0 }),
  },
  relationships: {
    lessonPlan: toOne('lesson_plans', { required: true }),
    author: toOne('users', { readOnly: true }),
    tasks: toMany('lesson_plan_tasks', { inverse: 'activity', orderBy: 'position' }),
  },
  nested: [{ parent: 'lesson_plans', path: 'activities', relation: 'lessonPlan' }],
  ownership: { user: 'author' },
  access: LESSON_PLAN_ACCESS,
  writable: { self: ['name', 'description', 'durationMinutes', 'teacherNotes', 'position', 'lessonPlan'] },
  list: { columns: ['position', 'name', 'durationMinutes', 'lessonPlan'], sort: 'position', filters: ['lessonPlan'] },
});

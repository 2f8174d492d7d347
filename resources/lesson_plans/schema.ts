import { boolean, datetime, defineResource, enumOf, integer, longText, text, toMany, toOne, type AccessRule, type Operation } from '../kit';
import { LESSON_PLAN_TYPES, TEXT_WORD_LIMIT } from '../../domain/constants';

export const TEACHING_ROLES = ['teacher'] as const;

/**
 * Who reaches a plan and its parts (activities, tasks): every viewer may ask (the reader,
 * server/readers/lessonPlans.ts, narrows what they see); lesson_plan_admin admins write the
 * product's plans, a teacher their own (`self`: the part's `author` is the plan's).
 */
export const LESSON_PLAN_ACCESS = {
  list: { anyone: true },
  show: { anyone: true },
  create: { all: ['lesson_plan_admin'], self: TEACHING_ROLES },
  update: { all: ['lesson_plan_admin'], self: TEACHING_ROLES },
  delete: { all: ['lesson_plan_admin'], self: TEACHING_ROLES },
} as const satisfies Partial<Record<Operation, AccessRule>>;

/**
 * Lesson plans (seed 1, 2.6 and 3): ordered activities, each with ordered tasks. The product's
 * own plans (templates; no school) are managed by lesson_plan_admin admins; a teacher authors
 * their own and may share them with their school (server/readers/lessonPlans.ts: own, shared
 * in my school, or the product's). A plan used in a lesson (`inUse`) is never edited or deleted,
 * only duplicated (`POST /lesson_plans/{id}/duplicates`; server/hooks/lessonPlans.ts).
 * Opening one costs one request: `include=activities,activities.tasks`.
 */
export const lesson_plans = defineResource({
  name: 'lesson_plans',
  icon: 'MenuBook',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    planType: enumOf(LESSON_PLAN_TYPES, { required: true, default: 'lesson' }),
    durationMinutes: integer({ min: 1 }),
    teacherNotes: longText({ maxWords: TEXT_WORD_LIMIT }),
    outline: longText(),
    /** Open to the author's school colleagues (seed 4: share and unshare). */
    sharedWithSchool: boolean({ default: false }),
    /** Used in a lesson: duplicate instead of editing. */
    inUse: boolean({ computed: true }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    author: toOne('users', { readOnly: true }),
    organization: toOne('organizations', { readOnly: true }),
    copiedFrom: toOne('lesson_plans', { readOnly: true }),
    tags: toMany('tags', { through: { table: 'lesson_plan_tags', from: 'lesson_plan_id', to: 'tag_id' } }),
    activities: toMany('lesson_plan_activities', { inverse: 'lessonPlan', orderBy: 'position' }),
  },
  ownership: { user: 'author' },
  access: LESSON_PLAN_ACCESS,
  writable: { self: ['name', 'planType', 'durationMinutes', 'teacherNotes', 'outline', 'sharedWithSchool', 'tags'] },
  list: {
    columns: ['name', 'planType', 'author', 'sharedWithSchool', 'updatedAt'],
    sort: '-updatedAt',
    search: ['name'],
    filters: ['q', 'planType', 'author', 'organization', 'sharedWithSchool'],
  },
});

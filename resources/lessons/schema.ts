import { boolean, datetime, defineResource, enumOf, text, toMany, toOne } from '../kit';
import { LESSON_STATES, PACINGS, TEACHING_MODES } from '../../domain/lessons';

/**
 * A lesson (seed 1, 3 and 4): a lesson plan taught to a class (or to no class, at the front of
 * the room), active until its teacher ends it. Starting one draws a passphrase the class joins
 * with (`POST /user/passphrase_logins`); a plan is active at most once per class (809
 * `lessonActive`); ending is final, and a restart ends it and starts a new one
 * (`POST /lessons/{id}/restart`). In a teacher-paced lesson the students' screens follow
 * `currentActivity` / `currentTask`. `students` are those who have joined (table
 * `lesson_students`, written by the passphrase login). Rules: server/hooks/lessons.ts; who
 * reads which lesson: server/readers/lessons.ts.
 */
export const lessons = defineResource({
  name: 'lessons',
  icon: 'CastForEducation',
  recordTitle: 'passphrase',
  attributes: {
    passphrase: text({ readOnly: true }),
    mode: enumOf(TEACHING_MODES, { required: true, default: 'remote' }),
    pacing: enumOf(PACINGS, { required: true, default: 'teacher' }),
    state: enumOf(LESSON_STATES, { required: true, default: 'active' }),
    startDate: datetime({ readOnly: true }),
    endDate: datetime({ readOnly: true }),
    /** Quiz mode (issue 25): the class's leaderboard shows on students' screens (domain/quiz.ts). */
    leaderboard: boolean({ default: false }),
  },
  relationships: {
    lessonPlan: toOne('lesson_plans', { required: true }),
    class: toOne('classes'),
    teacher: toOne('users', { readOnly: true }),
    organization: toOne('organizations', { readOnly: true }),
    currentActivity: toOne('lesson_plan_activities'),
    currentTask: toOne('lesson_plan_tasks'),
    students: toMany('users', { through: { table: 'lesson_students', from: 'lesson_id', to: 'student_id' }, readOnly: true }),
    /**
     * Quiz mode (issue 25): the quiz tasks whose answer the teacher has shown the class. Only then
     * do the lesson's students read those tasks' `correctChoices` (server/hooks/lessons.ts checks
     * each is a quiz task of the lesson's plan; a reveal cannot be taken back).
     */
    revealedTasks: toMany('lesson_plan_tasks', { through: { table: 'lesson_reveals', from: 'lesson_id', to: 'task_id' } }),
  },
  ownership: { organization: 'organization', user: 'teacher' },
  access: {
    // Students read the lessons they joined: the reader narrows `anyone` to those.
    list: { all: ['org_admin'], orgAdmin: true, self: ['teacher'], anyone: true },
    show: { all: ['org_admin'], orgAdmin: true, self: ['teacher'], anyone: true },
    create: { self: ['teacher'] },
    update: { self: ['teacher'], orgAdmin: true },
    // A lesson is the record of what was taught (a plan with one is "in use"): ended, never deleted.
    delete: { nobody: true },
  },
  writable: {
    self: ['mode', 'pacing', 'state', 'lessonPlan', 'class', 'currentActivity', 'currentTask', 'leaderboard', 'revealedTasks'],
    orgAdmin: ['state', 'leaderboard', 'revealedTasks'],
  },
  list: {
    columns: ['lessonPlan', 'class', 'mode', 'state', 'passphrase', 'startDate', 'endDate'],
    sort: '-startDate',
    filters: ['state', 'class', 'lessonPlan', 'teacher'],
  },
});

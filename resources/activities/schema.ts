import { datetime, defineResource, text, toOne } from '../kit';

/** Every role of a school; activity records belong to the actor's school. */
const SCHOOL_ROLES = ['admin', 'teacher', 'parent', 'student', 'home_student'] as const;

/**
 * Activity records (seed section 3: entityType, entityId, actor, verb), e.g. "opened the student
 * app" logged by the shell. A viewer records activities only as themselves: the `activities` hook
 * sets the actor to the viewer, and the actor is not in anyone's writable list. The record lands in
 * the viewer's school (the kit pins `organization` for school grants). The server answers a
 * create with the record, so a school's members may show its records; only admins who manage
 * schools or dashboards list them. (The kit has no "records whose actor is me" grant; with one,
 * show could narrow to the actor.)
 */
export const activities = defineResource({
  name: 'activities',
  icon: 'Timeline',
  recordTitle: 'verb',
  attributes: {
    entityType: text({ required: true, maxLength: 50 }),
    entityId: text({ required: true, maxLength: 50 }),
    verb: text({ required: true, maxLength: 50 }),
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    actor: toOne('users'),
    organization: toOne('organizations'),
  },
  // A viewer lists their own records too: "recently viewed" is their `viewed` records.
  ownership: { organization: 'organization', user: 'actor' },
  access: {
    list: { all: ['org_admin', 'dashboard_admin'], self: true },
    // A child (home student) has no school: they record and read their own views as themselves,
    // which is what their quests count (domain/quests.ts).
    show: { all: ['org_admin', 'dashboard_admin'], org: SCHOOL_ROLES, self: ['home_student'] },
    create: { all: ['org_admin', 'dashboard_admin'], org: SCHOOL_ROLES, self: ['home_student'] },
    // A record of what happened is never rewritten.
    update: { nobody: true },
    delete: { nobody: true },
  },
  writable: { all: ['entityType', 'entityId', 'verb'], org: ['entityType', 'entityId', 'verb'], self: ['entityType', 'entityId', 'verb'] },
  list: {
    columns: ['createdAt', 'actor', 'verb', 'entityType', 'entityId'],
    sort: '-createdAt',
    filters: ['actor', 'verb', 'entityType'],
  },
});

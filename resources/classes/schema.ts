import { datetime, defineResource, enumOf, text, toMany, toOne } from '../kit';

export const CLASS_STATES = ['active', 'archived'] as const;

/**
 * A school's class of students (seed section 3). Archiving is reversible (seed section 4), so it
 * is the `state` field rather than soft delete. Students must belong to the class's school
 * (checked by the classes hook).
 */
export const classes = defineResource({
  name: 'classes',
  icon: 'Groups',
  recordTitle: 'className',
  attributes: {
    className: text({ required: true, maxLength: 100 }),
    state: enumOf(CLASS_STATES, { required: true, default: 'active' }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    organization: toOne('organizations', { required: true }),
    students: toMany('users', { through: { table: 'class_students', from: 'class_id', to: 'student_id' }, targets: { role: 'student' } }),
  },
  // A school's classes under its address (seed 2.6): /organizations/4/classes.
  nested: [{ parent: 'organizations', path: 'classes', relation: 'organization' }],
  // The seed's client sorts classes by `name` (section 7).
  otherNames: { name: 'className' },
  ownership: { organization: 'organization' },
  access: {
    list: { all: ['org_admin'], org: ['teacher'], orgAdmin: true },
    show: { all: ['org_admin'], org: ['teacher'], orgAdmin: true },
    create: { all: ['org_admin'], org: ['teacher'], orgAdmin: true },
    update: { all: ['org_admin'], org: ['teacher'], orgAdmin: true },
    delete: { all: ['org_admin'], orgAdmin: true },
  },
  writable: {
    // Scoped viewers never name the school: the server sets it to their own on create.
    org: ['className', 'state', 'students'],
    orgAdmin: ['className', 'state', 'students'],
  },
  list: {
    columns: ['className', 'state', 'organization', 'createdAt'],
    sort: 'className',
    search: ['className'],
    filters: ['q', 'state', 'organization'],
  },
});

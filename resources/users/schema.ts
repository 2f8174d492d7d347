import {
  boolean,
  booleanMap,
  datetime,
  defineResource,
  email,
  enumOf,
  integer,
  password,
  stringList,
  text,
  toMany,
  toOne,
} from '../kit';
import { PARENT_TOPICS, PASSWORD_MIN_LENGTH, SHELL_LOCALES } from '../../domain/constants';
import { NOTIFICATION_KINDS } from '../../domain/notifications';
import { CHILD_ROLES, JOB_ROLES, PERMISSION_NAMES, SIGN_UP_ROLES, STAFF_ROLES, USER_ROLES } from '../../domain/roles';

/** What a person states for themselves at sign-up: a school admin neither gives nor changes it. */
const OWN_STATEMENTS: readonly string[] = ['termsOfService', 'privacyPolicy', 'freeTrialTerms', 'whereDidYouHearAboutUs'];

/** Fields a person edits on their own profile. */
const PROFILE = [
  'firstName',
  'lastName',
  'email',
  'password',
  'honorificTitle',
  'pronouns',
  'nickname',
  'jobRole',
  'whereDidYouHearAboutUs',
  'country',
  'languages',
  'preferences',
  'termsOfService',
  'privacyPolicy',
  'freeTrialTerms',
  'locale',
  'emailNotificationPreferences',
] as const;

/** Admins, teachers, parents, students and home students (children), told apart by role. */
export const users = defineResource({
  name: 'users',
  aliases: ['admin_users'],
  icon: 'People',
  // Every role's users are named the same way: students and children have no email.
  recordTitle: { anyOf: [['firstName', 'lastName'], 'username', 'email'] },
  attributes: {
    email: email({ unique: { identifier: 'emailUsed', caseInsensitive: true } }),
    username: text({ maxLength: 100, unique: { identifier: 'usernameUsed', caseInsensitive: true } }),
    password: password({ minLength: PASSWORD_MIN_LENGTH, confirmation: true, column: 'password_digest' }),
    firstName: text({ required: true, maxLength: 100 }),
    lastName: text({ maxLength: 100 }),
    honorificTitle: text({ maxLength: 20 }),
    pronouns: text({ maxLength: 30 }),
    nickname: text({ maxLength: 100 }),
    role: enumOf(USER_ROLES, { required: true, default: 'teacher' }),
    jobRole: enumOf(JOB_ROLES),
    organizationAdmin: boolean({ default: false }),
    permissions: stringList({ values: PERMISSION_NAMES, default: [] }),
    whereDidYouHearAboutUs: text({ maxLength: 500 }),
    country: text({ maxLength: 2 }),
    languages: stringList({ default: [] }),
    preferences: booleanMap(PARENT_TOPICS, { default: {} }),
    /** The three consents of sign-up (seed section 5), each its own box: kept as given. */
    termsOfService: boolean({ default: false }),
    privacyPolicy: boolean({ default: false }),
    /** Only a teacher signs up to a free trial (their school's); a parent has none to accept. */
    freeTrialTerms: boolean({ default: false }),
    age: integer({ min: 1, max: 149 }),
    /** The interface language the person chose (profile); the shell starts in it. */
    locale: enumOf(SHELL_LOCALES),
    /** Which mails of domain/notifications.ts the person wants; a kind never chosen is wanted. */
    emailNotificationPreferences: booleanMap(NOTIFICATION_KINDS, { default: {} }),
    /** The profile photo, written only by POST/DELETE /users/{id}/photo (server/routes/userPhoto.ts). */
    photoUrl: text({ readOnly: true }),
    source: text({ maxLength: 100 }),
    /** Set when the person follows the link of the sign-up confirmation email. */
    emailConfirmedAt: datetime({ readOnly: true }),
    archivedAt: datetime({ readOnly: true }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    organization: toOne('organizations'),
    parent: toOne('users'),
    children: toMany('users', { inverse: 'parent' }),
    /** A student's classes; the class owns the membership (classes' `students`). */
    classes: toMany('classes', { through: { table: 'class_students', from: 'student_id', to: 'class_id' }, readOnly: true }),
  },
  // What each role's record holds (a teacher has no age, parent or parent topics); the forms
  // and the profile follow it, and the server refuses a value for them on any other role.
  // A child signs in with a username and password (seed section 1), so a home student has both.
  requiredWhen: {
    username: { field: 'role', oneOf: ['home_student'] },
    password: { field: 'role', oneOf: ['home_student'] },
  },
  appliesTo: {
    honorificTitle: { field: 'role', oneOf: [...STAFF_ROLES, 'parent'] },
    jobRole: { field: 'role', oneOf: STAFF_ROLES },
    organizationAdmin: { field: 'role', oneOf: STAFF_ROLES },
    whereDidYouHearAboutUs: { field: 'role', oneOf: SIGN_UP_ROLES },
    termsOfService: { field: 'role', oneOf: SIGN_UP_ROLES },
    privacyPolicy: { field: 'role', oneOf: SIGN_UP_ROLES },
    freeTrialTerms: { field: 'role', oneOf: ['teacher'] },
    preferences: { field: 'role', oneOf: ['parent'] },
    age: { field: 'role', oneOf: CHILD_ROLES },
    parent: { field: 'role', oneOf: ['home_student'] },
    classes: { field: 'role', oneOf: ['student'] },
  },
  // The seed's client names (section 7): a user reaches licences through their school.
  otherNames: {
    klasses: 'classes',
    userPermissions: 'permissions',
    userLicensing: 'organization.licensings',
    licensings: 'organization.licensings',
    license: 'organization.licensings.license',
    suggestedMeeting: 'organization.licensings.license.suggestedMeeting',
  },
  ownership: { organization: 'organization', user: true, parent: 'parent' },
  softDelete: { column: 'archived_at' },
  access: {
    list: { all: ['org_admin'], org: ['admin', 'teacher'], orgAdmin: true, self: true, children: true },
    show: { all: ['org_admin'], org: ['admin', 'teacher'], orgAdmin: true, self: true, children: true },
    // A parent creates their own children (home students; server/hooks/users.ts pins the role).
    create: { all: ['org_admin'], orgAdmin: true, children: true },
    update: { all: ['org_admin'], orgAdmin: true, self: true, children: true },
    delete: { all: ['org_admin'], orgAdmin: true, children: true },
  },
  writable: {
    // Only a super user hands out admin permissions.
    all: [...PROFILE, 'username', 'role', 'organizationAdmin', 'organization', 'parent', 'age', 'source'],
    // `organization` is pinned to their own school: naming it is allowed, naming another is refused.
    // What a person said at sign-up (their consent, how they heard of us) is theirs to change.
    orgAdmin: [...PROFILE.filter((f) => !OWN_STATEMENTS.includes(f)), 'username', 'role', 'organizationAdmin', 'organization'],
    self: PROFILE,
    children: ['firstName', 'lastName', 'nickname', 'username', 'password', 'age', 'role', 'parent'],
  },
  // School admins add and edit their teachers and students, never admins or parents (seed
  // section 6); what a parent adds is a child of theirs, a home student (seed section 3).
  writableValues: {
    orgAdmin: { role: ['teacher', 'student'] },
    children: { role: ['home_student'] },
  },
  list: {
    columns: ['lastName', 'firstName', 'email', 'role', 'organization', 'createdAt'],
    sort: 'lastName',
    search: ['firstName', 'lastName', 'email', 'username'],
    filters: ['q', 'role', 'organization'],
  },
});

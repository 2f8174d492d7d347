import { boolean, datetime, defineResource, enumOf, integer, number, text, textMap, toMany } from '../kit';
import { LOCALES } from '../../domain/constants';
import { PLANS } from '../../domain/signUp';

export const organizations = defineResource({
  name: 'organizations',
  icon: 'School',
  attributes: {
    name: text({ required: true, maxLength: 150 }),
    isSignUpOrg: boolean({ default: false }),
    isGroup: boolean({ default: false }),
    address1: text({ maxLength: 150 }),
    city: text({ maxLength: 150 }),
    postalCode: text({ maxLength: 20 }),
    /** Lower-case ISO country code, e.g. gb. */
    country: text({ maxLength: 2, country: true }),
    /** Where the organisation is, in degrees (WGS 84): filled when its address is picked from the suggestions. */
    latitude: number({ min: -90, max: 90 }),
    longitude: number({ min: -180, max: 180 }),
    domain: text({ maxLength: 150 }),
    allowSso: boolean({ default: false }),
    teachersLimit: integer({ min: 0, default: 0 }),
    studentsLimit: integer({ min: 0, default: 0 }),
    hideLockedContent: boolean({ default: false }),
    newFeatures: boolean({ default: false }),
    /** Shown to the school's teachers on their dashboard, per interface language. */
    welcomeMessages: textMap(LOCALES, { maxWords: 150, default: {} }),
    /** Links for the school's teachers, per language: one per line, as `label | https://…`. */
    quickLinks: textMap(LOCALES, { default: {} }),
    allowMySchool: boolean({ default: true }),
    uniqueIdentifier: text({ maxLength: 100 }),
    crmId: text({ maxLength: 100 }),
    intercomId: text({ maxLength: 100 }),
    /** The sign-up wizard's plan step; sets the sign-up licensing's trial (domain/signUp.ts PLAN_TRIALS). */
    plan: enumOf(PLANS),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    licensings: toMany('licensings', { inverse: 'organization' }),
    curriculums: toMany('curriculums', {
      through: { table: 'organization_curriculums', from: 'organization_id', to: 'curriculum_id' },
    }),
  },
  ownership: { organization: 'id' },
  access: {
    list: { all: ['org_admin', 'licensing_admin', 'meeting_admin'], org: ['admin', 'teacher', 'parent', 'student'] },
    show: { all: ['org_admin', 'licensing_admin', 'meeting_admin'], org: ['admin', 'teacher', 'parent', 'student'] },
    create: { all: ['org_admin'] },
    update: { all: ['org_admin'], orgAdmin: true },
    delete: { all: ['org_admin'] },
  },
  writable: {
    // School admins edit their school's details; limits and flags stay with internal admins, except
    // that during sign-up the new school's admin picks its teacher count and plan (writableWhile).
    orgAdmin: ['name', 'address1', 'city', 'postalCode', 'country', 'latitude', 'longitude', 'domain', 'curriculums', 'welcomeMessages', 'quickLinks', 'teachersLimit', 'plan'],
  },
  writableWhile: {
    teachersLimit: { field: 'isSignUpOrg', equals: true },
    plan: { field: 'isSignUpOrg', equals: true },
  },
  list: {
    columns: ['name', 'city', 'country', 'teachersLimit', 'studentsLimit', 'isSignUpOrg', 'createdAt'],
    sort: 'name',
    search: ['name', 'city', 'postalCode', 'domain'],
    filters: ['q', 'country', 'isSignUpOrg'],
  },
});

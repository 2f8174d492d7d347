import { describe, expect, it } from 'vitest';
import {
  afterAccountCreated,
  afterChildrenCreated,
  afterEmail,
  afterInviteAccepted,
  afterJoinChosen,
  afterSkipDeclined,
  afterInvitedAccount,
  afterOrganization,
  afterOrganizationType,
  afterParentChosen,
  afterParentResources,
  afterPlan,
  afterSettingAccount,
  afterSignInDuringSignUp,
  afterTeachers,
  afterUserType,
  type SignedInFacts,
} from './signUpFlow';
import { progressIcons, progressStep, stepStates } from './progressSteps';

describe('sign-up transitions (seed section 4)', () => {
  it('sends a known email to sign in, a new one into the wizard, skipping the organisation type when redirect asks', () => {
    expect(afterEmail({ exists: true, redirect: false })).toBe('/sign-up/continue');
    expect(afterEmail({ exists: false, redirect: false })).toBe('/sign-up/organization-type');
    expect(afterEmail({ exists: false, redirect: true })).toBe('/sign-up/user-type');
  });

  it('starts a parent on the parent path with any address, or signs in a known one', () => {
    expect(afterParentChosen({ exists: false })).toBe('/sign-up/parent-resources');
    expect(afterParentChosen({ exists: true })).toBe('/sign-up/continue');
  });

  it('walks the organisation path: type → role → school → account', () => {
    expect(afterOrganizationType('organization')).toBe('/sign-up/user-type');
    expect(afterUserType()).toBe('/sign-up/organization');
    expect(afterOrganization({})).toBe('/sign-up/set-password');
    expect(afterOrganization({ existingId: '7' })).toBe('/sign-up/organization/existing');
    expect(afterJoinChosen()).toBe('/sign-up/set-password');
  });

  it('walks the parent path: type → topics → account → children → done', () => {
    expect(afterOrganizationType('parent')).toBe('/sign-up/parent-resources');
    expect(afterParentResources(false)).toBe('/sign-up/set-password');
    expect(afterParentResources(true)).toBe('/sign-up/create-children');
    expect(afterAccountCreated({ type: 'parent', joined: false })).toBe('/sign-up/create-children');
    expect(afterChildrenCreated()).toBe('/sign-up/done');
  });

  it('after a teacher account: setting account when they created the school, routed as after plan when they joined', () => {
    expect(afterAccountCreated({ type: 'organization', joined: false })).toBe('/sign-up/setting-account');
    expect(afterAccountCreated({ type: 'organization', joined: true, suggestedMeetingId: '4' })).toBe('/meetings/4/register');
    expect(afterAccountCreated({ type: 'organization', joined: true, suggestedMeetingId: null })).toBe('/sign-up/complete');
  });

  it('after where-did-you-hear: the creator sizes the team, others are done; the team size leads to the plan', () => {
    expect(afterSettingAccount({ createdOrganization: true })).toBe('/sign-up/teachers');
    expect(afterSettingAccount({ createdOrganization: false })).toBe('/sign-up/done');
    expect(afterTeachers()).toBe('/sign-up/plan');
  });

  it('after the plan: confirm a skipped webinar, book the suggested one, or complete', () => {
    expect(afterPlan({ plan: 'no_webinar', suggestedMeetingId: '4' })).toBe('/sign-up/confirm-skip');
    expect(afterPlan({ plan: 'webinar', suggestedMeetingId: '4' })).toBe('/meetings/4/register');
    expect(afterPlan({ plan: 'webinar', suggestedMeetingId: null })).toBe('/sign-up/complete');
    expect(afterSkipDeclined()).toBe('/sign-up/plan');
  });

  it('an accepted invite creates an account, then asks about the inviter school or the school step', () => {
    expect(afterInviteAccepted()).toBe('/sign-up/set-password');
    expect(afterInvitedAccount({ organizationId: '3' })).toBe('/sign-up/organization/existing');
    expect(afterInvitedAccount({ organizationId: null })).toBe('/sign-up/organization');
  });

  describe('after sign-in during sign-up', () => {
    const teacher: SignedInFacts = {
      role: 'teacher',
      jobRole: 'teacher',
      organization: { name: 'Hill School', isSignUpOrg: true },
      licensingCount: 1,
      suggestedMeetingId: null,
      meetingToken: null,
      childCount: 0,
    };
    it.each<[string, Partial<SignedInFacts>, string]>([
      ['a non-sign-up school without licensings chooses a plan', { organization: { name: 'Hill', isSignUpOrg: false }, licensingCount: 0 }, '/sign-up/plan'],
      ['a suggested webinar is booked', { suggestedMeetingId: '9' }, '/meetings/9/register'],
      ['no job role answers the role question', { jobRole: null }, '/sign-up/user-type'],
      ['the generic sign-up organisation needs a school', { organization: { name: 'Sign-up organisation', isSignUpOrg: true } }, '/sign-up/organization'],
      ['a meeting token goes to join book', { meetingToken: 'abc' }, '/meetings/join/abc/book'],
      ['no school yet goes to the school step', { organization: null }, '/sign-up/organization'],
      ['otherwise done', {}, '/sign-up/done'],
      ['a parent without children adds them', { role: 'parent', organization: null }, '/sign-up/create-children'],
      ['a parent with children is done', { role: 'parent', organization: null, childCount: 2 }, '/sign-up/done'],
    ])('%s', (_name, change, expected) => {
      expect(afterSignInDuringSignUp({ ...teacher, ...change })).toBe(expected);
    });
  });
});

describe('progress bar (seed section 2.3)', () => {
  it('is hidden on the organisation-type page and maps every wizard route to its step', () => {
    expect(progressStep('/sign-up/organization-type')).toBeNull();
    expect(progressStep('/welcome')).toBeNull();
    expect(progressStep('/sign-up/user-type')).toBe(0);
    for (const p of ['/sign-up/organization', '/sign-up/parent-resources']) expect(progressStep(p)).toBe(1);
    for (const p of ['/sign-up/set-password', '/sign-up/setting-account', '/sign-up/teachers', '/sign-up/create-children', '/sign-up/plan', '/sign-up/confirm-skip', '/meetings/3/register'])
      expect(progressStep(p)).toBe(2);
    for (const p of ['/sign-up/done', '/sign-up/complete', '/sign-up/invites-sent', '/meetings/3/attendance/5/book', '/meetings/3/attendance/5/invite', '/webinar/3/register'])
      expect(progressStep(p)).toBe(3);
    // Join and reschedule pages have their own layout, without the bar.
    for (const p of ['/meetings/join/a.b/book', '/meetings/reschedule/a.b/book', '/meetings/reschedule/a.b/complete']) expect(progressStep(p)).toBeNull();
  });

  it('uses each path’s icons and marks earlier steps done', () => {
    expect(progressIcons('organization')).toEqual(['user', 'school', 'key', 'logo']);
    expect(progressIcons('parent')).toEqual(['key', 'user', 'users', 'logo']);
    expect(stepStates(2)).toEqual(['done', 'done', 'active', 'todo']);
  });
});

/**
 * The sign-up flow of seed section 4 as pure functions: each answers "where next?" from what
 * the step learned, so every transition is unit-tested without a browser. Screens call these
 * and navigate; they never decide a route themselves.
 */
import { meetingRegisterPath } from '../../domain/webinarAddress';
import { joinBookPath, PATHS } from '../paths';
import { GENERIC_SIGN_UP_ORGANIZATION_NAME, type Plan } from '../../domain/signUp';

export type SignUpType = 'organization' | 'parent';

/** Welcome or footer email capture: known address → sign in; else the wizard's first question. */
export function afterEmail(facts: { exists: boolean; redirect: boolean }): string {
  if (facts.exists) return PATHS.continue;
  return facts.redirect ? PATHS.userType : PATHS.organizationType;
}

/**
 * A parent's way in from the welcome page or the sign-in page (issue 25): any address, with or
 * without one typed yet. A known address signs in; otherwise the parent path starts at the topics,
 * as the organisation-type question's parent card does.
 */
export function afterParentChosen(facts: { exists: boolean }): string {
  return facts.exists ? PATHS.continue : afterOrganizationType('parent');
}

/** Organisation type: an organisation goes to the role question, a parent to the topics. */
export function afterOrganizationType(type: SignUpType): string {
  return type === 'organization' ? PATHS.userType : PATHS.parentResources;
}

/** Role chosen: the school step. (No role leaves for the outside contact form instead.) */
export function afterUserType(): string {
  return PATHS.organization;
}

/** School step: a school already on the platform asks create-new or join; otherwise the account. */
export function afterOrganization(school: { existingId?: string | undefined }): string {
  return school.existingId ? PATHS.organizationExisting : PATHS.setPassword;
}

/** Existing school chosen before the account exists: create the account, then join it. */
export function afterJoinChosen(): string {
  return PATHS.setPassword;
}

/** Parent topics: signed-in parents save them and add children; others create their account first. */
export function afterParentResources(signedIn: boolean): string {
  return signedIn ? PATHS.createChildren : PATHS.setPassword;
}

/**
 * Account created and signed in: parents add children; a teacher who joined an existing school
 * is routed as after the plan (seed: join-school action); a teacher who created one answers
 * where they heard of us.
 */
export function afterAccountCreated(facts: { type: SignUpType; joined: boolean; suggestedMeetingId?: string | null }): string {
  if (facts.type === 'parent') return PATHS.createChildren;
  if (facts.joined) return afterPlan({ plan: 'webinar', suggestedMeetingId: facts.suggestedMeetingId ?? null });
  return PATHS.settingAccount;
}

/** Where-did-you-hear saved: the school's creator sizes their team; anyone else is done. */
export function afterSettingAccount(facts: { createdOrganization: boolean }): string {
  return facts.createdOrganization ? PATHS.teachers : PATHS.done;
}

export function afterTeachers(): string {
  return PATHS.plan;
}

/**
 * Plan chosen: without the webinar asks to confirm the skip; with it, the licence's suggested
 * webinar is booked next, and without one the sign-up is complete.
 */
export function afterPlan(facts: { plan: Plan; suggestedMeetingId: string | null }): string {
  if (facts.plan === 'no_webinar') return PATHS.confirmSkip;
  return facts.suggestedMeetingId ? meetingRegisterPath(facts.suggestedMeetingId) : PATHS.complete;
}

/** Confirm skip answered 'Webinar': back to the plans. */
export function afterSkipDeclined(): string {
  return PATHS.plan;
}

export function afterChildrenCreated(): string {
  return PATHS.done;
}

export function afterInvitesSent(): string {
  return PATHS.invitesSent;
}

/** Invite accepted: create an account (the invite organisation question comes after it). */
export function afterInviteAccepted(): string {
  return PATHS.setPassword;
}

/** After the account of an invited teacher: their inviter's school, or the school step when it has none. */
export function afterInvitedAccount(invite: { organizationId: string | null }): string {
  return invite.organizationId ? PATHS.organizationExisting : PATHS.organization;
}

export interface SignedInFacts {
  role: string;
  jobRole: string | null;
  organization: { name: string; isSignUpOrg: boolean } | null;
  licensingCount: number;
  suggestedMeetingId: string | null;
  meetingToken: string | null;
  childCount: number;
}

/** Seed section 4, "after sign-in during sign-up", in the seed's order. */
export function afterSignInDuringSignUp(facts: SignedInFacts): string {
  if (facts.role === 'parent') return facts.childCount > 0 ? PATHS.done : PATHS.createChildren;
  const org = facts.organization;
  if (!org) return facts.jobRole ? PATHS.organization : PATHS.userType;
  if (!org.isSignUpOrg && facts.licensingCount === 0) return PATHS.plan;
  if (facts.suggestedMeetingId) return meetingRegisterPath(facts.suggestedMeetingId);
  if (!facts.jobRole) return PATHS.userType;
  if (org.name === GENERIC_SIGN_UP_ORGANIZATION_NAME) return PATHS.organization;
  if (facts.meetingToken) return joinBookPath(facts.meetingToken);
  return PATHS.done;
}

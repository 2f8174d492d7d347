/**
 * The viewer's flags of seed section 3 that the seed names but does not define, derived here from
 * the user, their role and their school's licensings. The server sends them in `GET /user`'s
 * meta; one home, so a screen that needs the rule imports it instead of guessing again.
 */
import type { LicensingState, UserRole } from './roles';
import type { LicensingFacts } from './subscription';
import { subscriptionStatus } from './subscription';
import { licenceLocksTeaching } from './teaching';

export interface ViewerFlagFacts {
  id: string;
  role: UserRole;
  jobRole: string | null;
  /** The licensings of the viewer's school (none without a school). */
  licensings: readonly LicensingFacts[];
  /** yyyy-MM-dd */
  today: string;
}

export interface ViewerFlags {
  /** The school's licence type (seed section 3 "License types"); null without a licensing. */
  licenseType: LicensingState | null;
  /** The job role as the CRM records it (seed section 3's labels); null when not chosen. */
  jobRoleHS: string | null;
  /** The id under which the viewer authors collections; null for roles that do not author. */
  authorId: string | null;
  allowQuestTracker: boolean;
  allowCustomLessonPlans: boolean;
  restrictContentToLesson: boolean;
}

/**
 * CRM (HubSpot) values of the job roles, as seed section 3 labels them. They are data for the
 * CRM, always English, not interface text (the interface labels are in i18n/en.users.ts).
 */
export const JOB_ROLE_CRM_VALUES: Readonly<Record<string, string>> = {
  exec_leader: 'Executive Leader',
  leadership_team: 'Leadership Team',
  senior_leader: 'Senior Leader',
  subject_leader: 'Subject Leader',
  teacher: 'Teacher',
  teaching_assistant: 'Support Staff',
  student: 'Student',
  parent: 'Parent / Carer',
  organization: 'Organization',
  other: 'Other',
  principal: 'Principal',
};

/** Paid states before trials: a subscribed school that also holds a trial counts as subscribed. */
const PRECEDENCE: readonly LicensingState[] = ['subscribed', 'supplementary', 'full_trial', 'trial'];

export function licenseType(licensings: readonly LicensingFacts[], today: string): LicensingState | null {
  if (licensings.length === 0) return null;
  const live = licensings.filter((l) => l.expiresAt === null || l.expiresAt >= today);
  // Licensings that all ran out (or were marked so) leave the school unsubscribed (seed section 4).
  return PRECEDENCE.find((state) => live.some((l) => l.state === state)) ?? 'unsubscribed';
}

export function viewerFlags(facts: ViewerFlagFacts): ViewerFlags {
  const status = subscriptionStatus(facts.licensings, facts.today);
  const staff = facts.role === 'admin' || facts.role === 'teacher';
  return {
    licenseType: licenseType(facts.licensings, facts.today),
    jobRoleHS: facts.jobRole === null ? null : (JOB_ROLE_CRM_VALUES[facts.jobRole] ?? null),
    // Collections are authored by staff (seed section 6: the author is content.author.id).
    authorId: staff ? facts.id : null,
    // Quests are the home path: a parent follows their children's ('My children' and child quests).
    allowQuestTracker: facts.role === 'parent' || facts.role === 'home_student',
    // Own and school lesson plans (the library's "My" and "School" tabs): teachers at a school with
    // a live licence, either trial or a subscription (domain/teaching.ts); admins always.
    allowCustomLessonPlans: facts.role === 'admin' || (facts.role === 'teacher' && !licenceLocksTeaching({ role: facts.role, ...status })),
    // A student signed in by passphrase sees only the content of the lesson they joined.
    restrictContentToLesson: facts.role === 'student',
  };
}

/**
 * Who builds, shares, duplicates and teaches lesson plans (seed 1; issue 25): one rule for the
 * server's refusals (server/hooks/teachingLicence.ts), the console's menu and pages
 * (shell/layout/routes.ts `needsLicence`) and the viewer's `allowCustomLessonPlans` flag.
 *
 * A teacher needs a live licence at their school, and any live licence will do: the 15-day trial,
 * the webinar's 30-day full trial, a subscription or supplementary seats. Seed 1 makes the two
 * trials differ in content (2 story worlds, or all of them), never in the teacher's tools, and
 * lesson plans are what a teacher tries the product for; so nothing here waits for a
 * subscription. What a trial does not open stays the library's rule (domain/library.ts
 * `FULL_LIBRARY_STATES`): a 15-day trial's plan may name a film its licence keeps locked.
 *
 * Locked: a teacher whose school's licence has ended or who has none (no school yet, or a school
 * with no licensing). Other roles are not held back here: their permissions decide
 * (lesson_plan_admin writes the product's plans; parents and students write none).
 */
import type { UserRole } from './roles';

export interface TeachingFacts {
  role: UserRole;
  /** A live trial or full trial (domain/subscription.ts). */
  isTrialing: boolean;
  /** A live subscribed or supplementary licensing (domain/subscription.ts). */
  subscribed: boolean;
}

/** True when the viewer's licence keeps them from building and teaching lesson plans. */
export function licenceLocksTeaching(facts: TeachingFacts): boolean {
  return facts.role === 'teacher' && !facts.isTrialing && !facts.subscribed;
}

/**
 * The API's custom error codes (seed section 8). The numbers travel on the wire as the
 * JSON:API error `code`; the identifiers travel as `meta.error_identifier` and select the
 * translated message on the client (`errors.api.<identifier>`).
 */
export const ERROR_CODES = {
  licenseNameUsed: 800,
  studentLimit: 801,
  teacherLimit: 802,
  childrenLimit: 803,
  emailUsed: 804,
  /**
   * 804 too (seed 8 `userExist`): signing up with an address that already has an account, said
   * as such, where a console form editing someone's address says `emailUsed`.
   */
  userExist: 804,
  /** 804 too (the seed's "email or username already used"), worded for a username. */
  usernameUsed: 804,
  actionNotAllowed: 805,
  /** 805 too, named so the client can say which action: archiving your own account. */
  deleteSelf: 805,
  subscriptionExpired: 806,
  /** 806 too: lesson plans and lessons need a live licence, trial or subscription (domain/teaching.ts; issue 25). */
  licenceNeeded: 806,
  defaultLicenseMissing: 807,
  limitReached: 808,
  /** 809: a plan is active at most once per class (seed 4), also under concurrent starts. */
  lessonActive: 809,
  /** 810 and 811: a create or delete failed for a reason the client cannot fix (server/jsonapi/errorHandler.ts). */
  creationError: 810,
  deletionError: 811,
  /** 810 too, for a person's account (seed 8 `userCreateFail`). */
  userCreateFail: 810,
  /** 805 too: a lesson plan used in a lesson is duplicated, never edited or deleted (seed 4 and 8). */
  lessonPlanInUseEdit: 805,
  lessonPlanInUseDelete: 805,
  /** 805: a lesson plan could not be shared (seed 8 `lessonShare`). */
  lessonShare: 805,
  /** 805: publishing needs at least COLLECTION_PUBLISH_MIN_ITEMS items (seed 5). */
  collectionTooFewItems: 805,
  /** 805: one teacher dashboard configuration per language (issue 12). */
  dashboardLocaleUsed: 805,
  /** 805: a webinar booking moves only as domain/webinars.ts allows, inside its time windows (issue 13). */
  attendanceTransition: 805,
  accessNotOpen: 805,
  rescheduleClosed: 805,
} as const;

export type ErrorIdentifier = keyof typeof ERROR_CODES;

export function codeFor(identifier: ErrorIdentifier): string {
  return String(ERROR_CODES[identifier]);
}

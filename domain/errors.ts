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
  actionNotAllowed: 805,
  /** 805 too, named so the client can say which action: archiving your own account. */
  deleteSelf: 805,
  subscriptionExpired: 806,
  defaultLicenseMissing: 807,
  limitReached: 808,
  lessonActive: 809,
  creationError: 810,
  deletionError: 811,
} as const;

export type ErrorIdentifier = keyof typeof ERROR_CODES;

export function codeFor(identifier: ErrorIdentifier): string {
  return String(ERROR_CODES[identifier]);
}

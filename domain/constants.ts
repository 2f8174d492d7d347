/** Business constants of seed section 9, shared by server and clients. */
export const PASSWORD_MIN_LENGTH = 6;
export const PAGE_SIZE_MAX = 500;
export const PAGE_SIZE_OPTIONS = [5, 10, 20, 25, 50, 100, 250, 500] as const;
export const SHELL_PAGE_SIZE_DEFAULT = 100;
export const SHARED_PAGE_SIZE_DEFAULT = 10;
export const TEXT_WORD_LIMIT = 150;
export const TRIAL_WARNING_DAYS = 30;
export const SIGN_UP_TRIAL_DAYS = 14;
export const TRIAL_DAYS = 15;
export const FULL_TRIAL_DAYS = 30;
export const TEACHER_RETENTION_DAYS = 30;
/** Maximum nesting of `include` paths, e.g. organization.licensings.license is three segments. */
export const INCLUDE_DEPTH_MAX = 3;
/** How long a signed-in session lasts before the token expires (not shown in the seed). */
export const SESSION_TTL_SECONDS = 60 * 60 * 12;
/** Failed sign-ins per address and minute before 429 (not shown in the seed). */
export const LOGIN_FAILURES_PER_MINUTE = 10;
export const APP_VERSION = '2.9.22';
/** The nine parent topics of the sign-up wizard, saved as a user's preferences. */
export const PARENT_TOPICS = [
  'community',
  'culture',
  'equality',
  'health',
  'technology',
  'natural_environment',
  'professions',
  'learning',
  'relationship',
] as const;
/** Meeting duration: a whole number above 15 and at most 120 minutes (seed section 5). */
export const MEETING_DURATION_MIN = 16;
export const MEETING_DURATION_MAX = 120;

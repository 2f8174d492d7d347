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
/** Children one parent may add (seed section 9: value not shown; chosen here). */
export const MAX_CHILDREN_PER_PARENT = 5;
/**
 * Maximum nesting of `include` paths: the seed's users list includes
 * organization.licensings.license.suggestedMeeting, four segments (section 7).
 */
export const INCLUDE_DEPTH_MAX = 4;
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
/** Attendance statuses of a webinar attendee (seed section 4). */
export const ATTENDANCE_STATUSES = ['scheduled', 'attended', 'no_show', 'cancelled', 'rescheduled', 'converted'] as const;
/** How a webinar's sessions repeat; the seed does not list them. */
export const MEETING_RECURRENCES = ['none', 'weekly', 'fortnightly', 'monthly'] as const;
/** Most sessions one schedule may create (not shown in the seed). */
export const MEETING_OCCURRENCES_MAX = 52;
/** Content types of seed section 1. */
export const CONTENT_TYPES = [
  'article',
  'lesson_plan_template',
  'collection',
  'series',
  'sound_clip',
  'story_world',
  'video',
  '360_scene',
  '360_video',
  'virtual_reality',
] as const;
/** Content and collection states (seed section 4). */
export const CONTENT_STATES = ['draft', 'published', 'available', 'unavailable'] as const;
/** The 13 subjects of seed section 9. */
export const SUBJECTS = ['art', 'citizenship', 'design', 'english', 'geography', 'history', 'maths', 'music', 'pe', 'pshe', 're', 'science', 'computing'] as const;
/** Age ranges of seed section 9 (ks1 to ks4). */
export const AGE_RANGES = ['5-7', '7-11', '11-14', '14-16', '16+'] as const;
/** Up to 5 keywords (seed section 9). */
export const KEYWORDS_MAX = 5;
/** Largest image upload (not shown in the seed). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Interface languages of seed section 1 (the shell supports en, es, fi and pt; all six may hold site texts). */
export const LOCALES = ['en', 'fi', 'ru', 'sv', 'es', 'pt'] as const;
/** How long a password reset link works (not shown in the seed). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

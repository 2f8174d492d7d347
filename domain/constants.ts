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
/** The premium trial of the funded-discount offer (seed sections 1 and 9). */
export const FUNDED_TRIAL_DAYS = 90;
export const TEACHER_RETENTION_DAYS = 30;
/** How often the job marks scheduled attendees of ended webinar sessions no_show (issue 13: hourly). */
export const NO_SHOW_JOB_INTERVAL_MINUTES = 60;
/** How often the job looks for webinar reminders that are due (issue 13): a reminder is at most this late. */
export const REMINDER_JOB_INTERVAL_MINUTES = 5;
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
/** An uploaded image's longest side after re-encoding (server/uploads/reencode.ts): larger ones are scaled down to it, smaller ones kept. */
export const IMAGE_MAX_DIMENSION_PX = 2048;
/**
 * The most pixels an uploaded image may declare (40 megapixels, a phone's largest photo with room
 * to spare). Decoding needs memory for every one of them, so a small file declaring more (a
 * decompression bomb) is refused, 422 `imageTooManyPixels`, before it is decoded.
 */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
/** Interface languages of seed section 1 (the shell supports en, es, fi and pt; all six may hold site texts). */
export const LOCALES = ['en', 'fi', 'ru', 'sv', 'es', 'pt'] as const;
/** The languages the shell's interface speaks (seed sections 1 and 9), fallback English. */
export const SHELL_LOCALES = ['en', 'es', 'fi', 'pt'] as const;
export type ShellLocale = (typeof SHELL_LOCALES)[number];
/** How long a password reset link works (not shown in the seed). */
export const PASSWORD_RESET_TTL_MINUTES = 60;

// --- The library: content, collections, lesson plans (issue 10) --------------------------------
/** BBFC ratings of seed section 9: universal, parental guidance, 12/12A, 15, 18. */
export const CONTENT_RATINGS = ['u', 'pg', '12', '15', '18'] as const;
/** The seed's country filters (section 9), GB first; 'all' is the absence of the filter. */
export const CONTENT_COUNTRIES = ['gb', 'es', 'pt', 'fi', 'sv', 'ru', 'hk', 'in', 'id', 'my', 'sg', 'th', 'ae', 'us'] as const;
/** Languages the library's full-text search stems (a content item is written in one of them). */
export const CONTENT_LOCALES = ['en', 'fi', 'es', 'pt'] as const;
/** Content states every signed-in viewer may list and open; drafts and unavailable items are the library managers' only. */
export const OPEN_CONTENT_STATES = ['published', 'available'] as const;
/** Length filter (seed 9): under 5, 5 to 10, over 10 minutes. */
export const CONTENT_LENGTHS = { short: { below: 5 }, medium: { from: 5, through: 10 }, long: { above: 10 } } as const;
/** Film length filter bounds in minutes (seed 9: films 3 to 15 minutes). */
export const FILM_LENGTH_MIN = 3;
export const FILM_LENGTH_MAX = 15;
/** Search terms (theme, topic or country) need at least this many characters (seed 5). */
export const SEARCH_TERM_MIN_LENGTH = 3;
/** Collection name at most 50 characters (seed 5 and 9). */
export const COLLECTION_NAME_MAX = 50;
/** A collection is published only with at least this many items (seed 5 and 9). */
export const COLLECTION_PUBLISH_MIN_ITEMS = 5;
/** Collection states (seed 3). */
export const COLLECTION_STATES = ['draft', 'published'] as const;
/** Where a collection share went (seed 7: mail, X, Facebook, LinkedIn and the copied link). */
export const SHARE_CHANNELS = ['email', 'x', 'facebook', 'linkedin', 'link'] as const;
/** Lesson plan types (seed 9): lessons, assemblies, live-lesson times, accessible. */
export const LESSON_PLAN_TYPES = ['lesson', 'assembly', 'live_lesson', 'accessible'] as const;
/** Activity or task duration: whole minutes under 480 (seed 5 and 9). */
export const ACTIVITY_DURATION_MAX = 479;
/** Task action types (seed 9, write included). */
export const TASK_ACTION_TYPES = ['discuss', 'think', 'explore', 'create', 'present', 'info', 'other', 'write'] as const;
/** Task types (seed 9). */
export const TASK_TYPES = ['discussion', 'information', 'content', 'multiple_choice', 'rating'] as const;
/** Rating styles of a rating task (seed 3). */
export const RATING_STYLES = ['stars', 'numeral'] as const;
/** Rating total default (seed 9). */
export const RATING_TOTAL_DEFAULT = 5;
/** Most choices of a multiple-choice task (not shown in the seed). */
export const TASK_CHOICES_MAX = 10;
/** Fewest non-blank choices of a multiple-choice task: one choice is no choice (not shown in the seed). */
export const TASK_CHOICES_MIN = 2;
/** Quiz mode (issue 25): how many of the class's best scores the leaderboard shows students (not in the seed; a class of 30 sees five lines, ties sharing a rank but never lengthening the board). */
export const QUIZ_LEADERBOARD_TOP = 5;
/** Lesson states (seed 4); lessons arrive with the classroom issue, "in use" already reads them. */
export const LESSON_STATES = ['active', 'ended'] as const;
/** Video speeds offered by the players (seed 9: 0.5x to 2x). */
export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;
/** How many related items a content page shows (not shown in the seed). */
export const RELATED_CONTENT_COUNT = 6;
/** How many items "recently viewed" keeps (not shown in the seed). */
export const RECENTLY_VIEWED_COUNT = 12;
/** Items per page of library search results: fills rows of 2, 3 or 4 cards (not shown in the seed). */
export const LIBRARY_PAGE_SIZE = 24;
/** Caption sizes the video player offers (seed 9: captions 50 to 200 percent; the steps are not shown). */
export const CAPTION_SIZE_PERCENTS = [50, 75, 100, 150, 200] as const;
/** How many of the viewer's newest view records "recently viewed" reads to find its distinct items (not shown in the seed). */
export const RECENTLY_VIEWED_SCAN = 50;
/** How many library items the collection editor's search offers at once (not shown in the seed). */
export const COLLECTION_ITEM_SEARCH_RESULTS = 10;
/** The lesson plan editor saves this long after the last edit (and at once on leaving a field; not shown in the seed). */
export const AUTO_SAVE_DELAY_MS = 1000;
/** The lesson plan library searches by name this long after the last keystroke (not shown in the seed). */
export const LESSON_PLAN_SEARCH_DELAY_MS = 300;
/** How many library items a content task's picker offers at once (not shown in the seed). */
export const TASK_CONTENT_PICKER_RESULTS = 10;
/** How long browsers keep the shipped library media (/media) before revalidating (not shown in the seed). */
export const MEDIA_CACHE_SECONDS = 24 * 60 * 60;

/**
 * The live classroom's rules (seed sections 1, 3, 4 and 9), shared by the server, the shell's
 * teacher screens and the student app: teaching modes, pacing, passphrases, the steps of a
 * lesson and the answers a task takes.
 */

/** Seed 1: front of class with no class, front of class with a class, remote on students' devices. */
export const TEACHING_MODES = ['front_no_class', 'front_class', 'remote'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];

/**
 * Whether a lesson of each mode names a class: front of class with no class never does, front of
 * class with a class always does, and a remote lesson may go without one (issue 25's quick
 * session: students join by typing a display name). The server's start check and the console's
 * start dialog both read this one table.
 */
export const MODE_CLASS_RULES = { front_no_class: 'none', front_class: 'required', remote: 'optional' } as const satisfies Record<TeachingMode, 'none' | 'required' | 'optional'>;
export type ModeClassRule = (typeof MODE_CLASS_RULES)[TeachingMode];

/** The mode cannot start without a class. */
export function modeNeedsClass(mode: TeachingMode): boolean {
  return MODE_CLASS_RULES[mode] === 'required';
}

/** The mode may name a class. */
export function modeTakesClass(mode: TeachingMode): boolean {
  return MODE_CLASS_RULES[mode] !== 'none';
}

/** A start with this mode and with or without a class is allowed. */
export function classFitsMode(mode: TeachingMode, hasClass: boolean): boolean {
  return hasClass ? modeTakesClass(mode) : !modeNeedsClass(mode);
}

/**
 * The ways a teacher starts a lesson in the console: each mode as it is, plus the quick session,
 * a remote lesson with no class. Only combinations `classFitsMode` allows (checked in tests).
 */
export const LESSON_START_CHOICES = [
  { id: 'front_no_class', mode: 'front_no_class', withClass: false },
  { id: 'front_class', mode: 'front_class', withClass: true },
  { id: 'remote', mode: 'remote', withClass: true },
  { id: 'quick_session', mode: 'remote', withClass: false },
] as const satisfies readonly { id: string; mode: TeachingMode; withClass: boolean }[];
export type LessonStartChoice = (typeof LESSON_START_CHOICES)[number];
export type LessonStartChoiceId = LessonStartChoice['id'];

/** Remote lessons are teacher-paced (screens follow the teacher) or student-paced. */
export const PACINGS = ['teacher', 'student'] as const;
export type Pacing = (typeof PACINGS)[number];

/** Seed 4: a lesson is active or ended; ended is final (a restart is a new lesson). */
export const LESSON_STATES = ['active', 'ended'] as const;
export type LessonState = (typeof LESSON_STATES)[number];

/** Seed 3: an experience's verb defaults to "answered". */
export const EXPERIENCE_VERBS = ['answered'] as const;
export const EXPERIENCE_VERB_DEFAULT = 'answered';

// ---------------------------------------------------------------------------------------------
// Passphrases: read aloud by a teacher and typed by children, so short common lower-case words
// and the digits 2 to 9: with no 0 or 1, no letter (o, l, i) can be taken for a digit.

/** Passphrase words (not shown in the seed; chosen here): short, easy, friendly words. */
export const PASSPHRASE_WORDS = [
  'ant', 'ape', 'bat', 'bear', 'bee', 'bird', 'bun', 'cake', 'cat', 'crab', 'cub', 'cup', 'deer', 'duck', 'egg', 'elk',
  'fan', 'fern', 'fig', 'gem', 'hat', 'hen', 'jam', 'jet', 'key', 'kite', 'map', 'mug', 'nest', 'net', 'nut', 'pan',
  'pea', 'pear', 'pen', 'pup', 'ram', 'rat', 'bud', 'run', 'sea', 'star', 'sun', 'tent', 'tree', 'tub', 'van', 'web',
  'yak', 'bark', 'barn', 'beach', 'beam', 'berry', 'brave', 'brush', 'bunny', 'camp', 'card', 'charm', 'cheek', 'chess',
  'crest', 'crumb', 'dart', 'dash', 'dawn', 'drum', 'dune', 'eager', 'earth', 'feast', 'frame', 'fresh', 'frog', 'fuzzy',
  'game', 'grape', 'grass', 'green', 'happy', 'harp', 'heart', 'jump', 'kayak', 'maple', 'march', 'merry', 'peach', 'puppy',
  'quack', 'queen', 'rabbit', 'raven', 'rusty', 'sandy', 'scarf', 'shark', 'sheep', 'shell', 'snack', 'spark', 'spray',
  'stamp', 'storm', 'sunny', 'swan', 'sweet', 'taxi', 'teddy', 'track', 'tulip', 'tuna', 'turtle', 'under', 'urban',
  'wagon', 'water', 'whale', 'wheat', 'zebra', 'amber', 'angry', 'banjo', 'candy', 'cedar',
] as const;

/**
 * The `source` of a guest's user: a person of one class-less lesson, who types a display name
 * (no school, no seat); their sessions end with the lesson.
 */
export const GUEST_SOURCE = 'lesson_guest';

/** Longest display name a guest types in a class-less lesson (not shown in the seed; chosen here). */
export const DISPLAY_NAME_MAX = 50;

/** Digits that no one mistakes for a letter. */
export const PASSPHRASE_DIGITS = '23456789';

/**
 * Words and digits in a passphrase. Four words, not two: the join throttle is generous enough
 * for whole schools behind one address (lessonGuessing.ts), and only a large space keeps guessing
 * hopeless at that rate. Students scan the join link more than they type it.
 */
export const PASSPHRASE_WORD_COUNT = 4;
export const PASSPHRASE_DIGIT_COUNT = 2;

/** A passphrase's shape: four words and two digits ("frog-maple-tulip-zebra-47"). */
export const PASSPHRASE_PATTERN = new RegExp(`^(?:[a-z]+-){${PASSPHRASE_WORD_COUNT}}[2-9]{${PASSPHRASE_DIGIT_COUNT}}$`);

/** The example the student app's join screen gives, as a teacher reads one out (a test keeps it a real passphrase). */
export const PASSPHRASE_EXAMPLE = 'frog maple tulip zebra 47';

/** How many passphrases there are to draw from. */
export const PASSPHRASE_SPACE = PASSPHRASE_WORDS.length ** PASSPHRASE_WORD_COUNT * PASSPHRASE_DIGITS.length ** PASSPHRASE_DIGIT_COUNT;

/** A new passphrase from a source of random integers below a bound (crypto.randomInt on the server). */
export function newPassphrase(randomBelow: (bound: number) => number): string {
  const word = (): string => PASSPHRASE_WORDS[randomBelow(PASSPHRASE_WORDS.length)]!;
  const digit = (): string => PASSPHRASE_DIGITS[randomBelow(PASSPHRASE_DIGITS.length)]!;
  const words = Array.from({ length: PASSPHRASE_WORD_COUNT }, word);
  const digits = Array.from({ length: PASSPHRASE_DIGIT_COUNT }, digit).join('');
  return [...words, digits].join('-');
}

/**
 * What a student typed, in the passphrase's own spelling: case, spaces, dots and repeated
 * separators do not matter ("Frog Maple 47" is frog-maple-47). Empty when nothing is left.
 */
export function normalisePassphrase(typed: string): string {
  const parts = typed.toLowerCase().match(/[a-z]+|[0-9]+/g) ?? [];
  return parts.join('-');
}

// ---------------------------------------------------------------------------------------------
// Steps: a lesson runs through its plan's activities in order, each followed by its tasks.

export interface StepActivity {
  id: string;
  taskIds: readonly string[];
}

/** One place in a lesson: an activity's introduction (taskId null) or one of its tasks. */
export interface LessonStep {
  activityId: string;
  taskId: string | null;
}

/** The lesson's steps in teaching order. */
export function lessonSteps(activities: readonly StepActivity[]): LessonStep[] {
  return activities.flatMap((a) => [{ activityId: a.id, taskId: null }, ...a.taskIds.map((taskId) => ({ activityId: a.id, taskId }))]);
}

/** A plan's activity or task as the API gives it: ordered by `position`, ties by id. */
export interface PlanPart {
  id: string | number;
  position?: unknown;
}

const byPosition = (a: PlanPart, b: PlanPart): number => Number(a.position ?? 0) - Number(b.position ?? 0) || Number(a.id) - Number(b.id);

/** The activities in teaching order, each with its own tasks in order (a task names its `activityId`). */
export function orderedActivities<A extends PlanPart, T extends PlanPart & { activityId?: unknown }>(
  activities: readonly A[],
  tasks: readonly T[],
): { activity: A; tasks: T[] }[] {
  const sortedTasks = [...tasks].sort(byPosition);
  return [...activities].sort(byPosition).map((activity) => ({ activity, tasks: sortedTasks.filter((t) => String(t.activityId) === String(activity.id)) }));
}

/** The index of a step in the list, or 0 (the first) when it is not there. */
export function stepIndex(steps: readonly LessonStep[], at: Partial<LessonStep> | null | undefined): number {
  if (!at?.activityId) return 0;
  const i = steps.findIndex((s) => s.activityId === at.activityId && s.taskId === (at.taskId ?? null));
  return i < 0 ? 0 : i;
}

// ---------------------------------------------------------------------------------------------
// Answers (experiences): what each task type takes.

/**
 * Task types a student answers: choices, a rating, or free text for a discussion task.
 * Information and content tasks are only shown.
 */
export const ANSWERABLE_TASK_TYPES = ['multiple_choice', 'rating', 'discussion'] as const;

/** Largest free-text answer, in characters (not shown in the seed; chosen here). */
export const ANSWER_TEXT_MAX = 2000;
/** The scale of a rating task: 1 to 5 (seed 9: rating total default 5). */
export const RATING_TOTAL = 5;

// ---------------------------------------------------------------------------------------------
// Live updates (not shown in the seed; chosen here).

/** The server sends a comment this often so proxies and browsers keep an idle stream open. */
export const LIVE_PING_SECONDS = 25;
/** When the event stream cannot be held, clients refetch this often instead. */
export const LIVE_POLL_INTERVAL_MS = 5000;
/** Consecutive failed stream attempts before a client falls back to polling. */
export const LIVE_STREAM_FAILURES_BEFORE_POLLING = 3;
/** Longest wait between two attempts to reopen the stream. */
export const LIVE_RECONNECT_MAX_MS = 15000;

/**
 * What a lesson's event stream says (GET /lessons/{id}/events). Quiz mode (issue 25): `revealed`
 * when the teacher shows the class a quiz task's answer (the task ids only, never the answer),
 * `leaderboard` when they switch the class's leaderboard on or off. The Students grid (issue 25):
 * `progress` when a student moves to a step of a student-paced lesson, `released` when the teacher
 * releases a student (`studentId`: that student's device goes back to "who are you").
 */
export const LESSON_EVENT_TYPES = ['hello', 'joined', 'answered', 'step', 'ended', 'restarted', 'revealed', 'leaderboard', 'progress', 'released'] as const;
export type LessonEventType = (typeof LESSON_EVENT_TYPES)[number];

/**
 * A lesson's progress (issue 25, the teacher's Students grid): for every student the lesson knows
 * (its roster: the class's students, plus whoever joined or answered; server/lessonProgress/roster.ts), whether they joined, the step they are on, whether they
 * answered that step's task, and when they were last seen. The server computes it
 * (GET /lessons/{id}/progress, server/lessonProgress/); the grid sorts and labels it. Pure.
 */
import { mayExportLessonReport, type ReportLesson, type ReportViewer } from './lessonReport';

/**
 * A student's last seen time is written at most this often (answers, step moves and an open event
 * stream refresh it): 1,000 students holding streams cost a write each per interval, not per ping.
 */
export const LAST_SEEN_WRITE_INTERVAL_SECONDS = 30;
/**
 * While the Students grid of an active lesson is open it reads the progress again this often,
 * besides on live events: an idle student's open stream writes their last seen without an event.
 */
export const PROGRESS_REREAD_SECONDS = LAST_SEEN_WRITE_INTERVAL_SECONDS;

/** The JSON:API type of one student's progress in a lesson. */
export const LESSON_PROGRESS_TYPE = 'lessonProgress';
/** The path under a lesson: GET lists everyone's progress, POST records the viewer's own step. */
export const LESSON_PROGRESS_PATH = 'progress';

/**
 * Who reads everyone's progress: the lesson's teacher and their school's organisation admins,
 * the same people who take the report away. Students and guests never read each other's.
 */
export function mayReadLessonProgress(viewer: ReportViewer, lesson: ReportLesson): boolean {
  return mayExportLessonReport(viewer, lesson);
}

export interface StepIds {
  activityId: string | null;
  taskId: string | null;
}

/**
 * The step a joined student is on: in a teacher-paced lesson the lesson's; in a student-paced one
 * their own once they have moved (the student app starts them at the lesson's step).
 */
export function studentStep(pacing: string, own: StepIds, lesson: StepIds): StepIds {
  return pacing === 'student' && own.activityId !== null ? own : lesson;
}

// ---------------------------------------------------------------------------------------------
// The grid's rows and their order.

export const PROGRESS_SORT_KEYS = ['name', 'joined', 'step', 'answered', 'lastSeen'] as const;
export type ProgressSortKey = (typeof PROGRESS_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface ProgressRow {
  id: string;
  /** The name as shown, shared names numbered. */
  name: string;
  joined: boolean;
  /** The step's place in the lesson (0 the first), null when not joined or unknown. */
  stepIndex: number | null;
  /** Answered the step's task; null when the step takes no answer or the student has not joined. */
  answered: boolean | null;
  /** Milliseconds since the epoch, null when never seen. */
  lastSeen: number | null;
}

/** An order of a column's values: what is missing (null) always sorts last, whichever the direction. */
type Compare = (a: ProgressRow, b: ProgressRow) => number;

const nullsLast = <T>(pick: (r: ProgressRow) => T | null, cmp: (x: T, y: T) => number) =>
  (direction: SortDirection): Compare =>
  (a, b) => {
    const [x, y] = [pick(a), pick(b)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return direction === 'asc' ? cmp(x, y) : cmp(y, x);
  };

const numeric = (x: number, y: number): number => x - y;
const flag = (x: boolean, y: boolean): number => Number(x) - Number(y);

/**
 * The rows ordered by a column; ties by name (in the reader's language), then id, so the order is
 * stable as the rows refresh. "Ascending" joined / answered puts the yes rows first.
 */
export function sortProgressRows(rows: readonly ProgressRow[], key: ProgressSortKey, direction: SortDirection, locale = 'en'): ProgressRow[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const byName: Compare = (a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id, 'en', { numeric: true });
  const yesFirst = (x: boolean, y: boolean): number => flag(y, x);
  const columns: Record<ProgressSortKey, (d: SortDirection) => Compare> = {
    name: (d) => (a, b) => (d === 'asc' ? byName(a, b) : byName(b, a)),
    joined: nullsLast((r) => r.joined, yesFirst),
    step: nullsLast((r) => r.stepIndex, numeric),
    answered: nullsLast((r) => r.answered, yesFirst),
    lastSeen: nullsLast((r) => r.lastSeen, (x: number, y: number) => y - x),
  };
  const primary = columns[key](direction);
  return [...rows].sort((a, b) => primary(a, b) || byName(a, b));
}

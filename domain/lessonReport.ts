/**
 * A lesson's report as a file (issue 25): who may take it away, what the file is called and
 * which columns it has. The server builds it (`GET /lessons/{id}/report.csv`,
 * server/routes/lessonReport.ts); the console offers it only to those this rule lets in.
 */

/** The path segment after the lesson's id. */
export const LESSON_REPORT_CSV = 'report.csv';
export const CSV_MEDIA_TYPE = 'text/csv';
/** Query parameter naming the IANA zone the answers' times are written in (UTC when absent). */
export const REPORT_TIME_ZONE_PARAMETER = 'time_zone';

/**
 * The report's columns, in order; their headings are `i18n/reportCsv.ts` `columns.*`. `correct`
 * and `score` are quiz mode's (issue 25, domain/quiz.ts): right or not for a revealed quiz task,
 * and the student's correct answers out of the revealed quiz tasks.
 */
export const LESSON_REPORT_COLUMNS = ['student', 'studentId', 'taskNumber', 'activity', 'task', 'taskType', 'answer', 'answeredAt', 'correct', 'score'] as const;
export type LessonReportColumn = (typeof LESSON_REPORT_COLUMNS)[number];

export interface ReportViewer {
  id: string;
  organizationId: string | null;
  organizationAdmin: boolean;
}

export interface ReportLesson {
  teacherId: unknown;
  organizationId: unknown;
}

const same = (a: unknown, b: unknown): boolean => a != null && b != null && String(a) === String(b);

/**
 * The students' answers leave the product only with the lesson's teacher and their school's
 * organisation admins. Others who may read the lesson (its students, guests, the admins who
 * manage every school) may not take them away.
 */
export function mayExportLessonReport(viewer: ReportViewer, lesson: ReportLesson): boolean {
  if (same(viewer.id, lesson.teacherId)) return true;
  return viewer.organizationAdmin && same(viewer.organizationId, lesson.organizationId);
}

const FILE_NAME_MAX = 60;

/** Letters without their accents, anything else a hyphen: "Äänet & valo" is "aanet-valo". */
function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FILE_NAME_MAX)
    .replace(/-+$/, '');
}

/** The day a lesson started (YYYY-MM-DD, UTC), or undefined without a date. */
function dayOf(startDate: unknown): string | undefined {
  const date = startDate instanceof Date ? startDate : typeof startDate === 'string' ? new Date(startDate) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString().slice(0, 10) : undefined;
}

/**
 * The file's name from the plan's name and the lesson's day: `light-and-shadow-2025-03-01.csv`
 * (ASCII, for every file system and the Content-Disposition header's plain `filename`), and the
 * same with the plan's own letters (for `filename*`). "lesson" stands in for a name with no letters.
 */
export function lessonReportFileName(planName: unknown, startDate: unknown): { ascii: string; unicode: string } {
  const name = typeof planName === 'string' ? planName : '';
  const day = dayOf(startDate);
  const withDay = (base: string): string => `${[base || 'lesson', day].filter(Boolean).join('-')}.csv`;
  const unicode = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, FILE_NAME_MAX)
    .replace(/-+$/, '');
  return { ascii: withDay(asciiSlug(name)), unicode: withDay(unicode) };
}

/**
 * A lesson's quiz scores (issue 25, quiz mode).
 *
 * | Method | Path                 | Result |
 * |--------|----------------------|--------|
 * | GET    | /lessons/{id}/scores | 200 `lesson_scores`, best first; 401 without a token; 404 for a lesson the viewer may not read |
 *
 * Each entry: `student_id`, `name` (shared names numbered, domain/lessonNames.ts), `correct` (revealed
 * quiz tasks answered right), `revealed` (revealed quiz tasks), `rank` (ties share one). The
 * lesson's teacher and their school's organisation admins (domain/lessonReport.ts
 * `mayExportLessonReport`) read every student's. Anyone else who reads the lesson (its students and
 * guests) reads their own, plus the class's top QUIZ_LEADERBOARD_TOP while the teacher has the
 * leaderboard on (the lesson's `leaderboard`), and never another student's otherwise.
 * `meta.leaderboard` says whether it is on, `meta.revealed` how many quiz tasks are revealed.
 */
import type { FastifyInstance } from 'fastify';
import { mayExportLessonReport } from '../../domain/lessonReport';
import { leaderboard } from '../../domain/quiz';
import { reportCsvTexts } from '../../i18n/reportCsv';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { readableRecord, readContext } from '../jsonapi/routes';
import { loadReport } from '../lessonReport/load';
import { lessonScores, type StudentScore } from '../lessonReport/scores';

const lessonDef: ResourceDef = lessons;

function resourceOf(lessonId: string, s: StudentScore): Record<string, unknown> {
  return {
    type: 'lesson_scores',
    id: `${lessonId}-${s.studentId}`,
    attributes: { student_id: s.studentId, name: s.name, correct: s.correct, revealed: s.revealed, rank: s.rank },
  };
}

export function registerLessonScoresRoute(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/lessons/:id/scores', { config: { doc: { tag: 'lessons', summary: "The quiz scores of a lesson's students: all for its teacher and school admins; a student's own, and the class's best while the leaderboard is on" } } }, async (req, reply) => {
    const ctx = readContext(app, req);
    const lesson = await readableRecord(ctx, lessonDef, req.params.id);
    const scores = lessonScores(await loadReport(ctx.db, lesson), reportCsvTexts(ctx.locale), ctx.locale ?? 'en');
    const leaderboardOn = lesson.leaderboard === true;
    const seesAll = mayExportLessonReport(ctx.viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId });
    const top = new Set(leaderboardOn ? leaderboard(scores).map((s) => s.studentId) : []);
    const shown = seesAll ? scores : scores.filter((s) => s.studentId === ctx.viewer.id || top.has(s.studentId));
    // Scores change with every answer and reveal, and are personal: never kept by a cache.
    reply.header('cache-control', 'private, no-store');
    return {
      data: shown.map((s) => resourceOf(lesson.id, s)),
      meta: { leaderboard: leaderboardOn, revealed: scores[0]?.revealed ?? 0 },
    };
  });
}

/**
 * A lesson's quiz scores as `GET /lessons/{id}/scores` hands them out (issue 25), from the
 * report's records (load.ts) and the one scoring rule (domain/quiz.ts `quizScores`): each
 * student named as every screen names them, ranked best first. Who sees which entries is the
 * route's choice (routes/lessonScores.ts); this is pure.
 */
import { quizScores, rankScores, type RankedScore } from '../../domain/quiz';
import type { ReportCsvTexts } from '../../i18n/reportCsv';
import { namedStudents, type ReportData } from './rows';

export interface StudentScore extends RankedScore {
  name: string;
}

export function lessonScores(data: ReportData, texts: ReportCsvTexts, locale: string): StudentScore[] {
  const students = namedStudents(data, texts, locale);
  const names = new Map(students.map((s) => [s.id, s.name]));
  const scores = quizScores(data.tasks, data.revealedTaskIds, data.answers, students.map((s) => s.id));
  return rankScores(scores).map((s) => ({ ...s, name: names.get(s.studentId) ?? '' }));
}

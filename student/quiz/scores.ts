/**
 * Quiz scores as a student reads them (`GET /lessons/{id}/scores`, issue 25): the server hands
 * out the student's own entry and, while the teacher has the leaderboard on, the class's best
 * (server/routes/lessonScores.ts); the rule itself is domain/quiz.ts.
 */
import { toAppRecord } from '../../dataProvider/deserialize';
import { send } from '../api/client';

export interface ScoreEntry {
  studentId: string;
  name: string;
  correct: number;
  revealed: number;
  rank: number;
}

export interface StudentScores {
  /** Quiz tasks revealed so far in the lesson. */
  revealed: number;
  leaderboard: boolean;
  entries: ScoreEntry[];
}

const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v ?? 0));

export async function loadScores(lessonId: string, signal?: AbortSignal): Promise<StudentScores> {
  const { doc } = await send({ method: 'GET', path: `/lessons/${encodeURIComponent(lessonId)}/scores`, signal });
  const data = Array.isArray(doc.data) ? doc.data : [];
  const meta = (doc.meta ?? {}) as Record<string, unknown>;
  return {
    revealed: num(meta.revealed),
    leaderboard: meta.leaderboard === true,
    entries: data.map(toAppRecord).map((a) => ({ studentId: String(a.studentId ?? ''), name: String(a.name ?? ''), correct: num(a.correct), revealed: num(a.revealed), rank: num(a.rank) })),
  };
}

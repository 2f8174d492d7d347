/**
 * Quiz mode on the Report tab (issue 25): each student's score, correct answers out of the
 * revealed quiz tasks (`GET /lessons/{id}/scores`, the rule in domain/quiz.ts), best first with
 * their place, as a table. Read again when `refresh` changes (an answer, a reveal, a poll), one read at a time (coalescedRead.ts). Shown
 * only for a plan with quiz tasks; before any reveal it says so.
 */
import { useState, type ReactElement } from 'react';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useTranslate, type RaRecord } from 'react-admin';
import type { EduDataProvider } from '../../dataProvider';
import { useCoalescedRead } from './useCoalescedRead';
import type { LessonView } from './lessonRecords';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; records: RaRecord[]; revealed: number };

function useQuizScores(lessonId: string, refresh: number, enabled: boolean): Loaded {
  const dataProvider = useDataProvider<EduDataProvider>();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useCoalescedRead(
    lessonId,
    (live) =>
      dataProvider
        .readDocument({ path: `/lessons/${lessonId}/scores` })
        .then((doc) => live() && setLoaded({ state: 'ready', records: doc.records, revealed: Number(doc.meta?.revealed ?? 0) }))
        // A failed quiet read keeps what is shown.
        .catch(() => live() && setLoaded((shown) => (shown.state === 'ready' ? shown : { state: 'failed' }))),
    refresh,
    enabled,
  );
  return loaded;
}

export function QuizScores({ view, refresh }: { view: LessonView; refresh: number }): ReactElement | null {
  const translate = useTranslate();
  const hasQuiz = view.activities.some((a) => a.tasks.some((t) => (t.correctChoices ?? []).length > 0));
  // A plan without quiz tasks has no scores: nothing is read.
  const loaded = useQuizScores(String(view.lesson.id), refresh, hasQuiz);
  if (!hasQuiz || loaded.state === 'loading') return null;
  return (
    <Box component="section" aria-labelledby="quiz-scores-heading" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" id="quiz-scores-heading">
        {translate('lessonsPage.quiz.scores')}
      </Typography>
      {loaded.state === 'failed' && <Alert severity="error">{translate('lessonsPage.quiz.scoresFailed')}</Alert>}
      {loaded.state === 'ready' && loaded.revealed === 0 && <Typography>{translate('lessonsPage.quiz.noReveals')}</Typography>}
      {loaded.state === 'ready' && loaded.revealed > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <caption>{translate('lessonsPage.quiz.scoresCaption', { count: loaded.revealed })}</caption>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{translate('lessonsPage.quiz.rank')}</TableCell>
                <TableCell scope="col">{translate('lessonsPage.report.student')}</TableCell>
                <TableCell scope="col">{translate('lessonsPage.quiz.score')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {loaded.records.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{String(r.rank)}</TableCell>
                  <TableCell scope="row" component="th" sx={{ overflowWrap: 'anywhere' }}>
                    {String(r.name ?? '')}
                  </TableCell>
                  <TableCell>{translate('lessonsPage.quiz.scoreValue', { correct: r.correct, revealed: r.revealed })}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/**
 * The student's quiz score and, while the teacher has it on, the class's leaderboard (issue 25):
 * read from `GET /lessons/{id}/scores` (scores.ts) when the lesson opens and whenever `refresh`
 * changes (the lesson screen bumps it on `revealed`, `leaderboard` and `poll` events). Nothing
 * shows before the first reveal.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import { loadScores, type StudentScores } from './scores';
import { useT } from '../i18n';

interface Props {
  lessonId: string;
  studentId: string;
  refresh: number;
}

export function ScorePanel({ lessonId, studentId, refresh }: Props): ReactNode {
  const { t } = useT();
  const [scores, setScores] = useState<StudentScores | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    // A failed read keeps what was shown: the next event or poll reads again.
    loadScores(lessonId, abort.signal).then(setScores, () => undefined);
    return () => abort.abort();
  }, [lessonId, refresh]);
  if (!scores || scores.revealed === 0) return null;
  const own = scores.entries.find((e) => e.studentId === studentId);
  const board = scores.leaderboard ? scores.entries.filter((e) => e.rank > 0).sort((a, b) => a.rank - b.rank) : [];
  return (
    <Paper component="section" aria-labelledby="quiz-score-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography variant="h2" id="quiz-score-heading" sx={{ fontSize: '1.25rem' }}>
          {t('student.quiz.scoreHeading')}
        </Typography>
        <Typography aria-live="polite">{t('student.quiz.score', { correct: own?.correct ?? 0, revealed: scores.revealed })}</Typography>
        {board.length > 0 ? (
          <Box component="section" aria-labelledby="quiz-board-heading">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <EmojiEvents color="warning" aria-hidden />
              <Typography variant="h3" id="quiz-board-heading" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
                {t('student.quiz.leaderboard')}
              </Typography>
            </Stack>
            <Box component="ol" sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
              {board.map((e) => (
                <Box component="li" key={e.studentId} sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', overflowWrap: 'anywhere', fontWeight: e.studentId === studentId ? 700 : 400 }}>
                  <span>{t('student.quiz.place', { rank: e.rank, name: e.studentId === studentId ? t('student.quiz.you', { name: e.name }) : e.name })}</span>
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {t('student.quiz.points', { correct: e.correct, revealed: e.revealed })}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * Quiz mode on the Teach tab (issue 25). `QuizTaskPanel`: a quiz task's correct answer (the
 * teacher's eyes only: the server withholds it from students until the reveal) and "Reveal the
 * answer to the class", or that it is shown. `LeaderboardSwitch`: whether students see the class's
 * top QUIZ_LEADERBOARD_TOP scores. Both only where the viewer may write them (useQuizWrite.ts);
 * states are said in words.
 */
import type { ReactElement } from 'react';
import { Alert, Box, Button, FormControlLabel, FormHelperText, Switch, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { QUIZ_LEADERBOARD_TOP } from '../../domain/constants';
import type { OutlineTask } from './lessonRecords';
import type { QuizWrite } from './useQuizWrite';

export function QuizTaskPanel({ task, quiz }: { task: OutlineTask; quiz: QuizWrite }): ReactElement | null {
  const translate = useTranslate();
  const correct = task.correctChoices ?? [];
  if (correct.length === 0) return null;
  const shown = quiz.revealed.has(task.id);
  return (
    <Box component="section" aria-label={translate('lessonsPage.quiz.heading')} sx={{ mt: 2, display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{translate('lessonsPage.quiz.correct', { answers: correct.join(', ') })}</Typography>
      {shown ? (
        <Alert severity="success" role="status">
          {translate('lessonsPage.quiz.revealed')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('lessonsPage.quiz.notRevealed')}
          </Typography>
          {quiz.allowed && (
            <Button variant="contained" color="secondary" startIcon={<VisibilityIcon aria-hidden />} disabled={quiz.busy} onClick={() => void quiz.reveal(task.id)}>
              {translate('lessonsPage.quiz.reveal')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}

export function LeaderboardSwitch({ quiz }: { quiz: QuizWrite }): ReactElement | null {
  const translate = useTranslate();
  if (!quiz.allowed) return null;
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={quiz.leaderboard} disabled={quiz.busy} onChange={(e) => void quiz.setLeaderboard(e.target.checked)} slotProps={{ input: { 'aria-describedby': 'quiz-leaderboard-hint' } }} />}
        label={translate('lessonsPage.quiz.leaderboard')}
      />
      <FormHelperText id="quiz-leaderboard-hint" sx={{ mt: 0 }}>
        {translate('lessonsPage.quiz.leaderboardHint', { count: QUIZ_LEADERBOARD_TOP })}
      </FormHelperText>
    </Box>
  );
}

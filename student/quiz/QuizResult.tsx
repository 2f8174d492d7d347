/**
 * A revealed quiz task (issue 25): the task's choices with the right ones and the student's own
 * marked in words and icons (never colour alone), and whether they were right (domain/quiz.ts
 * `isCorrectAnswer`, the rule the scores use). Shown instead of the answer form: once the class
 * has seen the answer, answers to the task are closed.
 */
import type { ReactNode } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { isCorrectAnswer } from '../../domain/quiz';
import type { StudentTask } from '../api/lesson';
import type { StoredAnswer } from '../answers/answerStore';
import { useT } from '../i18n';

/** The task is a quiz task whose answer this student may see: the server sent its correct choices. */
export const isRevealedQuiz = (task: StudentTask): boolean => task.taskType === 'multiple_choice' && task.correctChoices.length > 0;

export function QuizResult({ task, stored }: { task: StudentTask; stored: StoredAnswer | undefined }): ReactNode {
  const { t } = useT();
  const chosen = stored?.value.kind === 'choices' ? stored.value.choices : [];
  const right = new Set(task.correctChoices);
  const verdict = chosen.length === 0 ? 'notAnswered' : isCorrectAnswer(task, chosen) ? 'right' : 'wrong';
  return (
    <Stack spacing={2}>
      <Alert severity={verdict === 'right' ? 'success' : verdict === 'wrong' ? 'warning' : 'info'} role="status">
        {t(`student.quiz.${verdict}`)}
      </Alert>
      <Box component="ul" aria-label={t('student.quiz.choices')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {task.choices.map((choice, i) => {
          const isRight = right.has(choice);
          const mine = chosen.includes(String(i));
          return (
            <Box
              component="li"
              key={i}
              sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', p: 1, borderRadius: 1, border: 2, borderColor: isRight ? 'success.main' : 'divider', overflowWrap: 'anywhere' }}
            >
              {isRight ? <CheckCircle color="success" aria-hidden /> : <RadioButtonUnchecked color="disabled" aria-hidden />}
              <Stack>
                <Typography sx={{ fontWeight: isRight ? 700 : 400 }}>{choice}</Typography>
                {isRight || mine ? (
                  <Typography variant="body2" color="text.secondary">
                    {[isRight ? t('student.quiz.rightAnswer') : null, mine ? t('student.quiz.yourChoice') : null].filter(Boolean).join(' · ')}
                  </Typography>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}

/**
 * One step of a lesson: an activity's introduction, or a task with its answer form (a revealed
 * quiz task: whether the student was right) or, for a content task, its library item.
 */
import { forwardRef, type ReactNode } from 'react';
import { Paper, Stack, Typography } from '@mui/material';
import { ANSWERABLE_TASK_TYPES, type LessonStep } from '../../domain/lessons';
import type { StudentActivity } from '../api/lesson';
import type { AnswerValue, StoredAnswer } from '../answers/answerStore';
import { AnswerForm } from '../answers/AnswerForm';
import { isRevealedQuiz, QuizResult } from '../quiz/QuizResult';
import { useT } from '../i18n';
import { StepContent } from './StepContent';

const ANSWERABLE: ReadonlySet<string> = new Set(ANSWERABLE_TASK_TYPES);

interface Props {
  step: LessonStep;
  activities: readonly StudentActivity[];
  answers: Record<string, StoredAnswer>;
  onSave(taskId: string, value: AnswerValue): void;
}

export const StepView = forwardRef<HTMLHeadingElement, Props>(function StepView({ step, activities, answers, onSave }, headingRef): ReactNode {
  const { t } = useT();
  const activity = activities.find((a) => a.id === step.activityId);
  if (!activity) return null;
  const task = step.taskId === null ? undefined : activity.tasks.find((x) => x.id === step.taskId);
  return (
    <Paper component="section" aria-labelledby="step-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="subtitle2" color="text.secondary">{task ? `${t('student.lesson.activity')}: ${activity.name}` : t('student.lesson.activity')}</Typography>
        <Typography variant="h2" id="step-heading" ref={headingRef} tabIndex={-1}>
          {task ? task.name : activity.name}
        </Typography>
        {(task ? task.description : activity.description) ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>{task ? task.description : activity.description}</Typography>
        ) : null}
        {task?.taskType === 'content' && task.contentId ? <StepContent contentId={task.contentId} /> : null}
        {task && isRevealedQuiz(task) ? <QuizResult task={task} stored={answers[task.id]} /> : null}
        {task && ANSWERABLE.has(task.taskType) && !isRevealedQuiz(task) ? (
          <AnswerForm key={task.id} task={task} stored={answers[task.id]} onSave={(value) => onSave(task.id, value)} />
        ) : null}
      </Stack>
    </Paper>
  );
});

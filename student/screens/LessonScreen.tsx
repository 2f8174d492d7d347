/**
 * The joined lesson. Teacher-paced: the step the teacher is on (the lesson's currentActivity /
 * currentTask, moved by `step` events). Student-paced: previous and next freely. An `ended` or
 * `restarted` event ends the screen; `hello` and `poll` refetch the lesson (the normal API keeps
 * authorization in one place). Each student-paced move is told to the teacher's Students grid
 * (api/progress.ts). A `released` event naming this student, or a 401 once the teacher has
 * released them, sends the student back to join again (issue 25). Answers are kept and sent by useAnswers (offline queue).
 */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { stepIndex, type LessonStep } from '../../domain/lessons';
import { subscribeLessonEvents, type LessonEvent, type LiveStatus } from '../../dataProvider/lessonEvents';
import { loadLesson, type StudentLesson } from '../api/lesson';
import { tellStep } from '../api/progress';
import { isApiFailure } from '../../dataProvider/ApiFailure';
import { useAnswers } from '../answers/useAnswers';
import type { StudentSession } from '../session';
import { StepView } from './StepView';
import { ScorePanel } from '../quiz/ScorePanel';
import { useT } from '../i18n';

export interface LessonScreenProps {
  session: StudentSession;
  onEnded(restarted: boolean): void;
  /** The teacher released this student (issue 25): another device may now take the name. */
  onReleased(): void;
  /** For tests: the event subscription (dataProvider/lessonEvents.ts by default). */
  subscribe?: typeof subscribeLessonEvents;
}

/** Every state of the event stream the header names (student.lesson.live.*). */
export const LIVE_STATUSES: readonly LiveStatus[] = ['connecting', 'live', 'polling', 'closed'];

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null);

export function LessonScreen({ session, onEnded, onReleased, subscribe = subscribeLessonEvents }: LessonScreenProps): ReactNode {
  const { t } = useT();
  const [lesson, setLesson] = useState<StudentLesson | null>(null);
  const [failed, setFailed] = useState(false);
  const [teacherAt, setTeacherAt] = useState<Partial<LessonStep> | null>(null);
  const [ownIndex, setOwnIndex] = useState<number | null>(null);
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // Quiz mode (issue 25): bumped when the scores may have changed, so ScorePanel reads them again.
  const [quizRound, setQuizRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const { answers, save, online } = useAnswers(session.lessonId);
  const endedRef = useRef(onEnded);
  endedRef.current = onEnded;
  const releasedRef = useRef(onReleased);
  releasedRef.current = onReleased;

  const refetch = useCallback(async () => {
    try {
      const next = await loadLesson(session.lessonId);
      setFailed(false);
      if (next.state === 'ended') {
        endedRef.current(false);
        return;
      }
      setLesson(next);
      setTeacherAt({ activityId: next.currentActivityId ?? undefined, taskId: next.currentTaskId });
    } catch (failure) {
      // Released while the stream was away: the session's token no longer opens the lesson.
      if (isApiFailure(failure) && failure.status === 401) releasedRef.current();
      else setFailed(true);
    }
  }, [session.lessonId]);

  useEffect(() => {
    void refetch();
    const onEvent = (event: LessonEvent): void => {
      if (event.type === 'poll' || event.type === 'revealed' || event.type === 'leaderboard') setQuizRound((n) => n + 1);
      // A reveal hands this student the task's correct choices: read the lesson again.
      if (event.type === 'poll' || event.type === 'revealed') void refetch();
      else if (event.type === 'step') setTeacherAt({ activityId: str(event.data.activityId) ?? undefined, taskId: str(event.data.taskId) });
      else if (event.type === 'hello') {
        if (event.data.state === 'ended') endedRef.current(false);
        else if (str(event.data.currentActivityId)) setTeacherAt({ activityId: str(event.data.currentActivityId) ?? undefined, taskId: str(event.data.currentTaskId) });
      } else if (event.type === 'ended') endedRef.current(false);
      else if (event.type === 'restarted') endedRef.current(true);
      else if (event.type === 'released' && str(event.data.studentId) === session.studentId) releasedRef.current();
    };
    return subscribe({ lessonId: session.lessonId, getToken: () => session.jwt, onEvent, onStatus: setStatus });
  }, [refetch, session.lessonId, session.jwt, session.studentId, subscribe]);

  if (failed && !lesson) {
    return (
      <Stack spacing={2}>
        <Alert severity="error" role="alert">{t('student.lesson.loadFailed')}</Alert>
        <Button variant="contained" onClick={() => void refetch()}>{t('student.app.retry')}</Button>
      </Stack>
    );
  }
  if (!lesson) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('student.app.loading')}</Typography>
      </Stack>
    );
  }
  if (lesson.steps.length === 0) return <Alert severity="info">{t('student.lesson.empty')}</Alert>;

  const studentPaced = lesson.pacing === 'student';
  const teacherIndex = stepIndex(lesson.steps, teacherAt);
  const index = studentPaced ? Math.min(ownIndex ?? teacherIndex, lesson.steps.length - 1) : teacherIndex;
  const step = lesson.steps[index]!;
  const go = (next: number): void => {
    setOwnIndex(next);
    const to = lesson.steps[next];
    if (to) void tellStep(session.lessonId, to).catch(() => undefined);
    // Keyboard and screen-reader users land on the new step's title.
    queueMicrotask(() => heading.current?.focus());
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {lesson.lessonPlanName ? <Typography variant="h1" sx={{ fontSize: '1.4rem' }}>{lesson.lessonPlanName}</Typography> : null}
        <Typography variant="body2" color="text.secondary">{t(`student.lesson.live.${status}`)}</Typography>
      </Stack>
      {!online ? <Alert severity="warning">{t('student.app.offline')}</Alert> : null}
      <Typography aria-live="polite">
        {t('student.lesson.stepOf', { current: index + 1, total: lesson.steps.length })}
        {studentPaced ? '' : ` · ${t('student.lesson.followTeacher')}`}
      </Typography>
      <StepView ref={heading} step={step} activities={lesson.activities} answers={answers} onSave={(taskId, value) => void save(taskId, value)} />
      <ScorePanel lessonId={session.lessonId} studentId={session.studentId} refresh={quizRound} />
      {studentPaced ? (
        <Stack component="nav" direction="row" spacing={2} sx={{ justifyContent: 'space-between' }} aria-label={t('student.lesson.stepOf', { current: index + 1, total: lesson.steps.length })}>
          <Button variant="outlined" disabled={index === 0} onClick={() => go(index - 1)}>
            {t('student.lesson.previous')}
          </Button>
          <Button variant="contained" disabled={index >= lesson.steps.length - 1} onClick={() => go(index + 1)}>
            {t('student.lesson.next')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

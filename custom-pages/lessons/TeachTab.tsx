/**
 * Teach (seed 2.6): the lesson's steps (each activity's introduction, then its tasks; domain
 * `lessonSteps`) with Previous / Next. In a teacher-paced lesson each move PATCHes the lesson's
 * `currentActivity` / `currentTask` so the students' screens follow. "Present full screen" puts
 * the step panel in full screen (Fullscreen API; Escape leaves, as browsers do). A content task
 * plays its library item in the panel (TaskContent.tsx). Quiz mode (issue 25, QuizTeach.tsx): a
 * quiz task's answer and its reveal, and the leaderboard switch.
 */
import { useEffect, useRef, useState, type ReactElement, type RefObject } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { lessonSteps, stepIndex } from '../../domain/lessons';
import { lessons } from '../../resources';
import type { ResourceDef } from '../../resources/kit';
import { writableNames } from '../../shell/generator/formFields';
import { useViewerFacts } from '../../shell/generator/viewer';
import { MobileNotice } from '../../shell/chrome/MobileNotice';
import { stepActivities, type LessonView } from './lessonRecords';
import { LeaderboardSwitch, QuizTaskPanel } from './QuizTeach';
import { useQuizWrite } from './useQuizWrite';
import { TaskContent } from './TaskContent';

const lessonsDef: ResourceDef = lessons;

function useFullscreen(target: RefObject<HTMLElement | null>): { on: boolean; toggle: () => void; supported: boolean } {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const sync = (): void => setOn(document.fullscreenElement != null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [target]);
  const supported = typeof document !== 'undefined' && typeof document.documentElement.requestFullscreen === 'function';
  const toggle = (): void => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen();
  };
  return { on, toggle, supported };
}

export function TeachTab({ view }: { view: LessonView }): ReactElement {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const { lesson, activities } = view;
  const steps = lessonSteps(stepActivities(activities));
  const [index, setIndex] = useState(() => stepIndex(steps, { activityId: lesson.currentActivityId == null ? undefined : String(lesson.currentActivityId), taskId: lesson.currentTaskId == null ? null : String(lesson.currentTaskId) }));
  const panel = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(panel);
  const active = lesson.state === 'active';
  // Only a grant that may write the step moves the class (the lesson's teacher); a school admin
  // looking at a colleague's lesson steps through it on their own screen.
  const viewer = useViewerFacts();
  const writes = viewer ? writableNames(lessonsDef, 'edit', viewer, lesson) : new Set<string>();
  const movesClass = writes === '*' || (writes.has('currentActivity') && writes.has('currentTask'));
  const follows = active && lesson.pacing === 'teacher' && movesClass;
  const quiz = useQuizWrite(view);
  const hasQuiz = activities.some((a) => a.tasks.some((t) => (t.correctChoices ?? []).length > 0));

  if (steps.length === 0) return <Typography>{translate('lessonsPage.teach.noSteps')}</Typography>;
  const at = Math.min(index, steps.length - 1);
  const step = steps[at]!;
  const activityNumber = activities.findIndex((a) => a.id === step.activityId);
  const activity = activities[activityNumber]!;
  const task = step.taskId === null ? undefined : activity.tasks.find((t) => t.id === step.taskId);

  const go = (next: number): void => {
    if (next < 0 || next >= steps.length) return;
    setIndex(next);
    if (!follows) return;
    const target = steps[next]!;
    // Both fields each time: the record read at opening is not what the students see now.
    dataProvider
      .update('lessons', { id: lesson.id, data: { currentActivityId: target.activityId, currentTaskId: target.taskId }, previousData: { id: lesson.id } })
      .catch((error: unknown) => notify(error instanceof HttpError ? error.message : 'lessonsPage.teach.moveFailed', { type: 'error' }));
  };

  return (
    <Stack sx={{ gap: 2 }}>
      <MobileNotice screen="lessonTeach" />
      {!active && <Alert severity="info">{translate('lessonsPage.teach.ended')}</Alert>}
      {active && (
        <Typography variant="body2" color="text.secondary">
          {translate(lesson.pacing !== 'teacher' ? 'lessonsPage.teach.studentPaced' : follows ? 'lessonsPage.teach.following' : 'lessonsPage.teach.observing')}
        </Typography>
      )}
      {hasQuiz && <LeaderboardSwitch quiz={quiz} />}
      <Paper
        ref={panel}
        variant="outlined"
        role="region"
        aria-label={translate('lessonsPage.page.tabs.teach')}
        sx={{ p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', overflow: 'auto', ...(fullscreen.on ? { p: 6, fontSize: '1.5rem' } : {}) }}
      >
        <Typography variant="overline" component="p" aria-live="polite">
          {translate('lessonsPage.teach.step', { current: at + 1, total: steps.length })}
        </Typography>
        <Typography component="h2" variant={fullscreen.on ? 'h3' : 'h5'} sx={{ overflowWrap: 'anywhere' }}>
          {translate('lessonsPage.teach.activity', { number: activityNumber + 1, name: activity.name })}
        </Typography>
        {task ? (
          <Box sx={{ mt: 2 }}>
            <Typography component="h3" variant={fullscreen.on ? 'h4' : 'h6'}>
              {task.name}
            </Typography>
            {task.description && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{task.description}</Typography>}
            {task.choices.length > 0 && (
              <Box component="ol" sx={{ mt: 1 }}>
                {task.choices.map((c, i) => (
                  <li key={i}>{c}</li>
                ))}
              </Box>
            )}
            {task.taskType === 'content' && task.contentId && <TaskContent contentId={task.contentId} />}
            <QuizTaskPanel task={task} quiz={quiz} />
          </Box>
        ) : (
          <Box sx={{ mt: 2 }}>
            <Typography component="h3" variant={fullscreen.on ? 'h4' : 'h6'}>
              {translate('lessonsPage.teach.introduction')}
            </Typography>
            {activity.description && <Typography sx={{ whiteSpace: 'pre-wrap', mt: 1 }}>{activity.description}</Typography>}
          </Box>
        )}
        <Stack direction="row" sx={{ gap: 1, mt: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button variant="outlined" disabled={at === 0} onClick={() => go(at - 1)}>
            {translate('lessonsPage.teach.previous')}
          </Button>
          <Button variant="contained" disabled={at >= steps.length - 1} onClick={() => go(at + 1)}>
            {translate('lessonsPage.teach.next')}
          </Button>
          {fullscreen.supported && (
            <Button onClick={fullscreen.toggle} startIcon={fullscreen.on ? <FullscreenExitIcon aria-hidden /> : <FullscreenIcon aria-hidden />}>
              {translate(fullscreen.on ? 'lessonsPage.teach.leavePresent' : 'lessonsPage.teach.present')}
            </Button>
          )}
          {fullscreen.on && (
            <Typography variant="body2" color="text.secondary">
              {translate('lessonsPage.teach.presentHint')}
            </Typography>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

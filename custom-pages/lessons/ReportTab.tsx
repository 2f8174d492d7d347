/**
 * Report (seed 2.6): per task, each student's answer, with a summary per multiple-choice task
 * (how many chose each choice) and per rating task (the average and how many gave each value),
 * as text and simple bars, never colour alone.
 * The answers are read whole once, then as live events name them (useLessonAnswers.ts); quiz
 * scores first (QuizScores.tsx, issue 25), read again when `refresh` changes.
 */
import type { ReactElement } from 'react';
import { Alert, Box, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { RATING_TOTAL } from '../../domain/lessons';
import type { LessonView, OutlineTask } from './lessonRecords';
import { shownStudentNames } from './studentNames';
import { ReportActions } from './ReportActions';
import { QuizScores } from './QuizScores';
import { ReportPrintStyles } from './ReportPrintStyles';
import type { LessonEventHub } from './lessonEventHub';
import { useLessonAnswers, type LoadedAnswers } from './useLessonAnswers';
import { answersTo, choiceCounts, percentOf, ratingSummary, type Count } from './reportSummary';

const SUMMARISED = new Set(['multiple_choice', 'rating']);
const ANSWERED_TYPES = new Set(['multiple_choice', 'rating', 'discussion']);

function Bars({ rows, total, caption }: { rows: { label: string; count: number }[]; total: number; caption: string }): ReactElement {
  const translate = useTranslate();
  return (
    <Box component="dl" aria-label={caption} sx={{ m: 0 }}>
      {rows.map((row) => {
        const percent = percentOf(row.count, total);
        return (
          <Box key={row.label} sx={{ mb: 1 }}>
            <Typography component="dt" variant="body2">
              {row.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box aria-hidden sx={{ flex: '0 1 240px', height: 12, border: 1, borderColor: 'text.secondary', borderRadius: 0.5 }}>
                <Box sx={{ width: `${percent}%`, height: '100%', bgcolor: 'text.primary' }} />
              </Box>
              <Typography variant="body2">{translate('lessonsPage.report.countOf', { count: row.count, total, percent })}</Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

function answerText(task: OutlineTask, answer: RaRecord, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (task.taskType === 'multiple_choice') {
    const chosen = Array.isArray(answer.choices) ? answer.choices.map((c) => Number(c)) : [];
    return chosen.map((i) => translate('lessonsPage.report.choice', { number: i + 1, text: task.choices[i] ?? '' })).join('; ');
  }
  if (task.taskType === 'rating') return typeof answer.rating === 'number' ? translate('lessonsPage.report.ratingValue', { value: answer.rating }) : '';
  return typeof answer.answerText === 'string' ? answer.answerText : '';
}

function TaskReport({ task, experiences, names }: { task: OutlineTask; experiences: RaRecord[]; names: Map<string, string> }): ReactElement {
  const translate = useTranslate();
  const answers = answersTo(experiences, task.id);
  const counts = (rows: Count[], label: (c: Count) => string) => rows.map((c) => ({ label: label(c), count: c.count }));
  const rating = task.taskType === 'rating' ? ratingSummary(answers) : undefined;
  const headingId = `report-task-${task.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} component="h2" variant="h6">
        {task.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('lessonsPage.report.count', { smart_count: answers.length })}
      </Typography>
      {answers.length > 0 && SUMMARISED.has(task.taskType) && (
        <Box sx={{ my: 1 }}>
          <Typography component="h3" variant="subtitle2">
            {translate('lessonsPage.report.summary')}
          </Typography>
          {task.taskType === 'multiple_choice' && (
            <Bars
              caption={`${translate('lessonsPage.report.summary')}: ${task.name}`}
              total={answers.length}
              rows={counts(choiceCounts(task.choices, answers), (c) => translate('lessonsPage.report.choice', { number: c.value + 1, text: task.choices[c.value] ?? '' }))}
            />
          )}
          {rating && (
            <>
              {rating.average !== null && <Typography variant="body2">{translate('lessonsPage.report.average', { average: rating.average, scale: RATING_TOTAL, count: rating.count })}</Typography>}
              <Bars
                caption={`${translate('lessonsPage.report.summary')}: ${task.name}`}
                total={rating.count}
                rows={counts(rating.perValue, (c) => translate('lessonsPage.report.ratingValue', { value: c.value }))}
              />
            </>
          )}
        </Box>
      )}
      {answers.length === 0 ? (
        <Typography variant="body2">{translate('lessonsPage.report.noAnswers')}</Typography>
      ) : (
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('lessonsPage.report.student')}</TableCell>
              <TableCell>{translate('lessonsPage.report.answer')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {answers.map((answer) => (
              <TableRow key={answer.id}>
                {/* A long unbroken answer (an address, a formula) wraps rather than widening a phone's page or running off paper. */}
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{names.get(String(answer.actorId)) ?? translate('lessonsPage.report.unknownStudent')}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{answerText(task, answer, translate) || translate('lessonsPage.report.noAnswer')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

export function ReportTab({ view, refresh, events }: { view: LessonView; refresh: number; events: LessonEventHub }): ReactElement {
  const loaded = useLessonAnswers(String(view.lesson.id), events);
  const tasks = view.activities.flatMap((a) => a.tasks).filter((t) => ANSWERED_TYPES.has(t.taskType));
  return (
    <>
      <ReportPrintStyles />
      <ReportActions view={view} />
      <QuizScores view={view} refresh={refresh} />
      <ReportBody loaded={loaded} tasks={tasks} students={[...(view.roster ?? []), ...view.students]} />
    </>
  );
}

function ReportBody({ loaded, tasks, students }: { loaded: LoadedAnswers; tasks: OutlineTask[]; students: RaRecord[] }): ReactElement {
  const translate = useTranslate();
  if (loaded.state === 'loading') return <CircularProgress aria-label={translate('shell.loading')} />;
  if (loaded.state === 'failed') return <Alert severity="error">{translate('lessonsPage.report.loadFailed')}</Alert>;
  if (tasks.length === 0) return <Typography>{translate('lessonsPage.report.noTasks')}</Typography>;
  // Shared names numbered over everyone the page knows: the class, who joined and who answered (studentNames.ts).
  const names = shownStudentNames(students, loaded.actors);
  return (
    <Stack>
      {tasks.map((task) => (
        <TaskReport key={task.id} task={task} experiences={loaded.experiences} names={names} />
      ))}
    </Stack>
  );
}

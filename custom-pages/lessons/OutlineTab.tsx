/** Outline (seed 2.6): the plan's activities and tasks with durations and teacher notes. */
import type { ReactElement } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LessonView } from './lessonRecords';

function Notes({ text }: { text: string | null }): ReactElement | null {
  const translate = useTranslate();
  if (!text) return null;
  return (
    <Box sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, my: 1 }}>
      <Typography variant="subtitle2" component="p">
        {translate('lessonsPage.outline.teacherNotes')}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {text}
      </Typography>
    </Box>
  );
}

export function OutlineTab({ view }: { view: LessonView }): ReactElement {
  const translate = useTranslate();
  const planNotes = typeof view.plan?.teacherNotes === 'string' ? view.plan.teacherNotes : null;
  if (view.activities.length === 0) return <Typography>{translate('lessonsPage.outline.noActivities')}</Typography>;
  return (
    <Stack sx={{ gap: 2 }}>
      <Notes text={planNotes} />
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {view.activities.map((activity) => (
          <Box component="li" key={activity.id} sx={{ mb: 2 }}>
            <Typography component="h2" variant="h6">
              {activity.name}
            </Typography>
            {activity.durationMinutes !== null && (
              <Typography variant="body2" color="text.secondary">
                {translate('lessonsPage.outline.minutes', { smart_count: activity.durationMinutes })}
              </Typography>
            )}
            {activity.description && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{activity.description}</Typography>}
            <Notes text={activity.teacherNotes} />
            {activity.tasks.length === 0 ? (
              <Typography variant="body2">{translate('lessonsPage.outline.noTasks')}</Typography>
            ) : (
              <Box component="ol" sx={{ pl: 3 }}>
                {activity.tasks.map((task) => (
                  <li key={task.id}>
                    <Typography component="h3" variant="subtitle1">
                      {task.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('lessonsPage.outline.taskType', { type: translate(`resources.lesson_plan_tasks.values.taskType.${task.taskType}`, { _: task.taskType }) })}
                    </Typography>
                    {task.description && <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>{task.description}</Typography>}
                    <Notes text={task.teacherNotes} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

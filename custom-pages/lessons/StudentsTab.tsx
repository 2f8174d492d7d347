/** Students (seed 2.6): who has joined the lesson (its `students`), kept up to date by live events. */
import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { personName, type LessonView } from './lessonRecords';

export function StudentsTab({ view }: { view: LessonView }): ReactElement {
  const translate = useTranslate();
  if (view.students.length === 0) return <Typography>{translate('lessonsPage.students.none')}</Typography>;
  return (
    <Box>
      <Typography aria-live="polite" sx={{ mb: 1 }}>
        {translate('lessonsPage.students.joined', { smart_count: view.students.length })}
      </Typography>
      <Box component="ul" aria-label={translate('lessonsPage.page.tabs.students')} sx={{ pl: 3, m: 0 }}>
        {view.students.map((s) => (
          <li key={s.id}>{personName(s) ?? translate('lessonsPage.report.unknownStudent')}</li>
        ))}
      </Box>
    </Box>
  );
}

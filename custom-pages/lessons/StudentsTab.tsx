/**
 * Students (seed 2.6): who has joined the lesson (its `students`), kept up to date by live events.
 * Shared names are numbered (studentNames.ts); the lesson's teacher and their school's admins
 * may release a student so another device can take the name (ReleaseStudentButton).
 */
import type { ReactElement } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { mayReleaseName } from '../../domain/lessonNames';
import { useViewerFacts } from '../../shell/generator/viewer';
import type { LessonView } from './lessonRecords';
import { ReleaseStudentButton } from './ReleaseStudentButton';
import { shownStudentNames } from './studentNames';

export function StudentsTab({ view, onChanged }: { view: LessonView; onChanged?: () => void }): ReactElement {
  const translate = useTranslate();
  const viewer = useViewerFacts();
  const { lesson } = view;
  const mayRelease = viewer !== undefined && lesson.state === 'active' && mayReleaseName(viewer, { teacherId: lesson.teacherId, organizationId: lesson.organizationId });
  if (view.students.length === 0) return <Typography>{translate('lessonsPage.students.none')}</Typography>;
  const names = shownStudentNames(view.students);
  return (
    <Box>
      <Typography aria-live="polite" sx={{ mb: 1 }}>
        {translate('lessonsPage.students.joined', { smart_count: view.students.length })}
      </Typography>
      <Box component="ul" aria-label={translate('lessonsPage.page.tabs.students')} sx={{ pl: 3, m: 0 }}>
        {view.students.map((s) => {
          const name = names.get(String(s.id)) ?? translate('lessonsPage.report.unknownStudent');
          return (
            <li key={s.id}>
              {name}
              {mayRelease && <ReleaseStudentButton lessonId={lesson.id} studentId={s.id} name={name} onReleased={() => onChanged?.()} />}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

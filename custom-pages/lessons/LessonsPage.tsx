/**
 * The teacher's lessons (seed 2.6), owning every address under /app/lessons: the list
 * (`/lessons`) and a lesson (`/lessons/:id`).
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { LessonPage } from './LessonPage';
import { LessonsList } from './LessonsList';

export { LESSONS_PATH } from './paths';

export function LessonsPage(): ReactElement {
  return (
    <Routes>
      <Route index element={<LessonsList />} />
      <Route path=":id" element={<LessonPage />} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}

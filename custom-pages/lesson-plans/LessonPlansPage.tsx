/**
 * The teacher's lesson plans (seed 2.6), owning every address under /app/lesson-plans: the
 * library (`/lesson-plans`), a new plan (`/lesson-plans/new`) and a plan (`/lesson-plans/:id`).
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RedirectToNotFound } from '../../shell/pages/RedirectToNotFound';
import { LessonPlanEditorRoute } from './LessonPlanEditorRoute';
import { LessonPlanLibrary } from './LessonPlanLibrary';

export { LESSON_PLANS_PATH } from './paths';

export function LessonPlansPage(): ReactElement {
  return (
    <Routes>
      <Route index element={<LessonPlanLibrary />} />
      <Route path=":id" element={<LessonPlanEditorRoute />} />
      <Route path="*" element={<RedirectToNotFound />} />
    </Routes>
  );
}

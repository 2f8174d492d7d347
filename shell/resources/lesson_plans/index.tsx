/**
 * Console overrides of lesson plans: the edit screen is the lesson plan editor (activities and
 * tasks included), loaded lazily like the teachers' pages so the console's first screen stays small.
 */
import { lazy, Suspense, type ReactElement } from 'react';
import { Loading } from 'react-admin';
import type { ScreenOverrides } from '../../generator/generateScreens';

const ConsoleEdit = lazy(() => import('./LessonPlanConsoleEdit').then((m) => ({ default: m.LessonPlanConsoleEdit })));

function LessonPlanEditScreen(): ReactElement {
  return (
    <Suspense fallback={<Loading />}>
      <ConsoleEdit />
    </Suspense>
  );
}

export const lessonPlansScreens: ScreenOverrides = { edit: LessonPlanEditScreen };

/**
 * Console overrides of lesson plans: the edit screen is the lesson plan editor (activities and
 * tasks included), loaded lazily like the teachers' pages so the console's first screen stays small.
 */
import { Suspense, type ReactElement } from 'react';
import { lazyNamed } from '../../../ui/lazyNamed';
import { Loading } from 'react-admin';
import type { ScreenOverrides } from '../../generator/generateScreens';

const ConsoleEdit = lazyNamed(() => import('./LessonPlanConsoleEdit'), 'LessonPlanConsoleEdit');

function LessonPlanEditScreen(): ReactElement {
  return (
    <Suspense fallback={<Loading />}>
      <ConsoleEdit />
    </Suspense>
  );
}

export const lessonPlansScreens: ScreenOverrides = { edit: LessonPlanEditScreen };

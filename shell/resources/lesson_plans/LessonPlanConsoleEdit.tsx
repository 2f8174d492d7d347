/**
 * The console's lesson plan edit screen (`/lesson_plans/:id/edit`) for lesson_plan_admin admins
 * curating the product's plans: the generated form cannot hold a plan's ordered activities and
 * tasks, so this screen is the teachers' lesson plan editor itself (custom-pages/lesson-plans),
 * with its links leading back into the console. The list, create and show screens stay generated.
 */
import type { ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { ExistingPlan } from '../../../custom-pages/lesson-plans/LessonPlanEditorRoute';
import { PlanPathsContext, type PlanPaths } from '../../../custom-pages/lesson-plans/planPaths';
import { RedirectToNotFound } from '../../pages/RedirectToNotFound';

const CONSOLE_PATHS: PlanPaths = {
  library: (basename) => `${basename}/lesson_plans`,
  plan: (basename, id) => `${basename}/lesson_plans/${encodeURIComponent(String(id))}/edit`,
};

export function LessonPlanConsoleEdit(): ReactElement {
  const { id } = useParams();
  if (id === undefined) return <RedirectToNotFound />;
  return (
    <PlanPathsContext.Provider value={CONSOLE_PATHS}>
      <ExistingPlan key={id} id={id} />
    </PlanPathsContext.Provider>
  );
}

/**
 * Where the editor's links lead: the teachers' pages (`/lesson-plans`, `/lesson-plans/:id`) by
 * default; the console's lesson plan screens (`/lesson_plans`, `/lesson_plans/:id/edit`) when
 * lesson_plan_admin admins edit the product's plans there (shell/resources/lesson_plans).
 */
import { createContext, useContext } from 'react';
import type { Identifier } from 'react-admin';
import { lessonPlanPath, lessonPlansPath } from './paths';

export interface PlanPaths {
  library(basename: string): string;
  plan(basename: string, id: Identifier): string;
}

export const TEACHER_PLAN_PATHS: PlanPaths = { library: lessonPlansPath, plan: lessonPlanPath };

export const PlanPathsContext = createContext<PlanPaths>(TEACHER_PLAN_PATHS);

export function usePlanPaths(): PlanPaths {
  return useContext(PlanPathsContext);
}

/** Addresses of the lesson plan pages, under the route-table entry `lesson-plans` (shell/layout/routes.ts). */
import type { Identifier } from 'react-admin';

export const LESSON_PLANS_PATH = 'lesson-plans';
/** The editor's address segment for a plan not saved yet. */
export const NEW_PLAN_SEGMENT = 'new';

export const lessonPlansPath = (basename: string): string => `${basename}/${LESSON_PLANS_PATH}`;
export const lessonPlanPath = (basename: string, id: Identifier): string => `${lessonPlansPath(basename)}/${encodeURIComponent(String(id))}`;
export const newLessonPlanPath = (basename: string): string => `${lessonPlansPath(basename)}/${NEW_PLAN_SEGMENT}`;

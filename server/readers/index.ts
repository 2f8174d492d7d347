/**
 * Readers by resource name: a resource without one is read as its permission table says
 * (server/jsonapi/conditions.ts asks `visible`, document.ts `present`, routes.ts `sort`).
 */
import { collectionsReader } from './collections';
import { contentsReader } from './contents';
import { lessonPlanActivitiesReader, lessonPlanTasksReader } from './lessonPlanParts';
import { lessonPlansReader } from './lessonPlans';
import { lessonsReader } from './lessons';
import { meetingsReader } from './meetings';
import { experiencesReader } from './experiences';
import { usersReader } from './users';
import type { ResourceReader } from './types';

export type { ReaderContext, ResourceReader, SortContext } from './types';

export const READERS: Readonly<Record<string, ResourceReader>> = {
  contents: contentsReader,
  collections: collectionsReader,
  lesson_plans: lessonPlansReader,
  lesson_plan_activities: lessonPlanActivitiesReader,
  lesson_plan_tasks: lessonPlanTasksReader,
  lessons: lessonsReader,
  meetings: meetingsReader,
  experiences: experiencesReader,
  users: usersReader,
};

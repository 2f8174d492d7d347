import type { ResourceHooks } from './types';
import { activitiesHooks } from './activities';
import { usersHooks } from './users';
import { licensingsHooks } from './licensings';
import { organizationsHooks } from './organizations';
import { classesHooks } from './classes';
import { meetingAttendeesHooks } from './meetingAttendees';
import { collectionsHooks } from './collections';
import { favouritesHooks } from './favourites';
import { contentSharesHooks } from './contentShares';
import { lessonPlansHooks } from './lessonPlans';
import { lessonPlanActivitiesHooks, lessonPlanTasksHooks } from './lessonPlanParts';
import { lessonsHooks } from './lessons';
import { experiencesHooks } from './experiences';

/** Hooks by resource name; a resource without an entry has none. */
export const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  users: usersHooks,
  licensings: licensingsHooks,
  organizations: organizationsHooks,
  classes: classesHooks,
  activities: activitiesHooks,
  meeting_attendees: meetingAttendeesHooks,
  collections: collectionsHooks,
  favourites: favouritesHooks,
  content_shares: contentSharesHooks,
  lesson_plans: lessonPlansHooks,
  lesson_plan_activities: lessonPlanActivitiesHooks,
  lesson_plan_tasks: lessonPlanTasksHooks,
  lessons: lessonsHooks,
  experiences: experiencesHooks,
};

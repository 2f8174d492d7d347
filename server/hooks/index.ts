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
import { BUILDING, licensedToTeach, STARTING } from './teachingLicence';

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
  // Issue 25: a teacher builds and teaches while their school's licence (trial or subscription) is live.
  lesson_plans: licensedToTeach(lessonPlansHooks, BUILDING),
  lesson_plan_activities: licensedToTeach(lessonPlanActivitiesHooks, BUILDING),
  lesson_plan_tasks: licensedToTeach(lessonPlanTasksHooks, BUILDING),
  lessons: licensedToTeach(lessonsHooks, STARTING),
  experiences: experiencesHooks,
};

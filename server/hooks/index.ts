import type { ResourceHooks } from './types';
import { activitiesHooks } from './activities';
import { usersHooks } from './users';
import { licensingsHooks } from './licensings';
import { organizationsHooks } from './organizations';
import { classesHooks } from './classes';
import { meetingAttendeesHooks } from './meetingAttendees';

/** Hooks by resource name; a resource without an entry has none. */
export const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  users: usersHooks,
  licensings: licensingsHooks,
  organizations: organizationsHooks,
  classes: classesHooks,
  activities: activitiesHooks,
  meeting_attendees: meetingAttendeesHooks,
};

/**
 * Screens that replace generated ones, by resource name. A `resources/<name>/index.tsx` exporting
 * `ScreenOverrides` is registered here; unnamed screens stay generated.
 */
import type { ScreenOverrides } from './generator/generateScreens';
import { auditEntriesScreens } from './resources/audit_entries/index';
import { meetingsScreens } from './resources/meetings/index';
import { meetingOccurrencesScreens } from './resources/meeting_occurrences/index';
import { contentsScreens } from './resources/contents/index';
import { dashboardConfigsScreens } from './resources/dashboard_configs/index';
import { licensingsScreens } from './resources/licensings/index';
import { lessonPlansScreens } from './resources/lesson_plans/index';
import { organizationsScreens } from './resources/organizations/index';
import { usersScreens } from './resources/users/index';

export const SCREEN_OVERRIDES: Readonly<Record<string, ScreenOverrides>> = {
  audit_entries: auditEntriesScreens,
  meetings: meetingsScreens,
  meeting_occurrences: meetingOccurrencesScreens,
  contents: contentsScreens,
  dashboard_configs: dashboardConfigsScreens,
  licensings: licensingsScreens,
  lesson_plans: lessonPlansScreens,
  organizations: organizationsScreens,
  users: usersScreens,
};

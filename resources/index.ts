/** Every resource definition, in menu order. Server routes and console screens both come from this list. */
import type { ResourceDef } from './kit';
import { organizations } from './organizations/schema';
import { licenses } from './licenses/schema';
import { licensings } from './licensings/schema';
import { audit_entries } from './audit_entries/schema';
import { users } from './users/schema';
import { tags } from './tags/schema';
import { tag_groups } from './tag_groups/schema';
import { curriculums } from './curriculums/schema';
import { meetings } from './meetings/schema';
import { meeting_occurrences } from './meeting_occurrences/schema';
import { meeting_attendees } from './meeting_attendees/schema';
import { campaigns } from './campaigns/schema';
import { contents } from './contents/schema';
import { classes } from './classes/schema';
import { activities } from './activities/schema';
import { collections } from './collections/schema';
import { favourites } from './favourites/schema';
import { content_shares } from './content_shares/schema';
import { lesson_plans } from './lesson_plans/schema';
import { lesson_plan_activities } from './lesson_plan_activities/schema';
import { lesson_plan_tasks } from './lesson_plan_tasks/schema';
import { lessons } from './lessons/schema';
import { experiences } from './experiences/schema';
import { dashboard_configs } from './dashboard_configs/schema';

export { organizations, licenses, licensings, audit_entries, users, tags, tag_groups, curriculums, meetings, meeting_occurrences, meeting_attendees, campaigns, contents, classes, activities, collections, favourites, content_shares, lesson_plans, lesson_plan_activities, lesson_plan_tasks, lessons, experiences, dashboard_configs };

export const RESOURCES: readonly ResourceDef[] = [
  organizations,
  licensings,
  licenses,
  audit_entries,
  users,
  tags,
  tag_groups,
  curriculums,
  meetings,
  meeting_occurrences,
  meeting_attendees,
  campaigns,
  contents,
  collections,
  lesson_plans,
  lesson_plan_activities,
  lesson_plan_tasks,
  lessons,
  experiences,
  favourites,
  content_shares,
  classes,
  activities,
  dashboard_configs,
];

const byName = new Map<string, ResourceDef>(RESOURCES.map((r) => [r.name, r]));
const byType = new Map<string, ResourceDef>(RESOURCES.map((r) => [r.type, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export function resourceByType(type: string): ResourceDef | undefined {
  return byType.get(type);
}

/** Referential check at load: every relationship names a defined resource, inverse and shared parent. */
for (const def of RESOURCES) {
  for (const [name, rel] of Object.entries(def.relationships)) {
    const target = byName.get(rel.resource);
    if (!target) throw new Error(`resource ${def.name}: relationship ${name} names unknown resource ${rel.resource}`);
    if (rel.kind === 'toMany' && rel.inverse && target.relationships[rel.inverse]?.kind !== 'toOne')
      throw new Error(`resource ${def.name}: ${name}.inverse ${rel.inverse} is not a to-one of ${rel.resource}`);
    // A target within a parent has that parent too, under the same name, to the same resource.
    const within = rel.kind === 'toOne' && rel.within ? rel.within : undefined;
    if (within && target.relationships[within]?.resource !== def.relationships[within]?.resource)
      throw new Error(`resource ${def.name}: ${name} is within ${within}, which ${rel.resource} does not share`);
  }
}

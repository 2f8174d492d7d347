/**
 * The Students grid's rows (issue 25) from `GET /lessons/{id}/progress` (records as the data
 * provider's readDocument gives them) and the lesson's steps: each student's shown name (shared
 * names numbered over the whole roster, studentNames.ts), their step's place and label, answered,
 * last seen. Pure.
 */
import type { RaRecord } from 'react-admin';
import { lessonSteps, stepIndex } from '../../domain/lessons';
import type { ProgressRow } from '../../domain/lessonProgress';
import { stepActivities, type OutlineActivity } from './lessonRecords';
import { shownStudentNames } from './studentNames';

/** A progress record as a user record (id, names), for the naming every screen shares. */
export function rosterPerson(record: RaRecord): RaRecord {
  return { id: String(record.studentId), firstName: record.firstName, lastName: record.lastName, username: record.username };
}

const idOrNull = (v: unknown): string | null => (v == null ? null : String(v));
const time = (v: unknown): number | null => {
  const t = typeof v === 'string' ? Date.parse(v) : NaN;
  return Number.isNaN(t) ? null : t;
};

export function progressRows(records: readonly RaRecord[], activities: readonly OutlineActivity[], unnamed: string): ProgressRow[] {
  const people = records.map(rosterPerson);
  const names = shownStudentNames(people);
  const steps = lessonSteps(stepActivities(activities));
  return records.map((r, i) => {
    const id = String(people[i]!.id);
    const activityId = idOrNull(r.currentActivityId);
    const at = { activityId: activityId ?? undefined, taskId: idOrNull(r.currentTaskId) };
    const known = activityId !== null && steps.some((s) => s.activityId === at.activityId && s.taskId === at.taskId);
    return {
      id,
      name: names.get(id) || unnamed,
      joined: r.joined === true,
      stepIndex: r.joined === true && known ? stepIndex(steps, at) : null,
      answered: typeof r.answered === 'boolean' ? r.answered : null,
      lastSeen: time(r.lastSeenAt),
    };
  });
}

export interface StepPlace {
  /** 1-based activity number. */
  activity: number;
  /** 1-based task number within the activity; null for the activity's introduction. */
  task: number | null;
  /** The step's own name: the task's, else the activity's. */
  name: string;
}

/** Where a step index is in the plan: "Activity 2 · Task 1" and its name. */
export function stepPlace(activities: readonly OutlineActivity[], index: number): StepPlace | null {
  const step = lessonSteps(stepActivities(activities))[index];
  if (!step) return null;
  const a = activities.findIndex((x) => x.id === step.activityId);
  const activity = activities[a]!;
  if (step.taskId === null) return { activity: a + 1, task: null, name: activity.name };
  const t = activity.tasks.findIndex((x) => x.id === step.taskId);
  return { activity: a + 1, task: t + 1, name: activity.tasks[t]!.name };
}

/** Relative time in the reader's language ("2 minutes ago", "hace 2 minutos"), by Intl. */
export function lastSeenText(at: number, now: number, locale: string): string {
  const seconds = Math.round((at - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const abs = Math.abs(seconds);
  if (abs < 60) return format.format(0, 'second');
  if (abs < 3600) return format.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return format.format(Math.round(seconds / 3600), 'hour');
  return format.format(Math.round(seconds / 86_400), 'day');
}

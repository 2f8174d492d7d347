/**
 * The editor's model of a lesson plan: the plan's fields, its ordered activities and each
 * activity's ordered tasks, as the teacher sees them. Nodes are known by a key that never
 * changes (a new node has no id until the server gives one; planSync.ts keeps the ids). A
 * node's position is its index: re-ordering is moving it in its array.
 */
import type { RaRecord } from 'react-admin';
import { RATING_STYLES, TASK_CHOICES_MIN } from '../../domain/constants';
import type { Prefetched } from '../../dataProvider/types';

export type Values = Record<string, unknown>;

/** The fields each editor writes (app names; `tagsIds` and `contentId` are relationships). */
export const PLAN_FIELDS = ['name', 'planType', 'durationMinutes', 'teacherNotes', 'outline', 'tagsIds'] as const;
export const ACTIVITY_FIELDS = ['name', 'description', 'durationMinutes', 'teacherNotes'] as const;
export const TASK_FIELDS = [
  'name',
  'description',
  'teacherNotes',
  'actionType',
  'taskType',
  'choices',
  'multipleSelection',
  'correctChoices',
  'ratingStyle',
  'minLabel',
  'maxLabel',
  'contentId',
] as const;

export interface TaskNode {
  key: string;
  values: Values;
}

export interface ActivityNode {
  key: string;
  values: Values;
  tasks: TaskNode[];
}

export interface PlanTree {
  values: Values;
  activities: ActivityNode[];
}

/** The plan's own key in the saved map (planSync.ts). */
export const PLAN_KEY = 'plan';

let counter = 0;
/** A key for a node made in this editor; loaded nodes are keyed by their id. */
export function newKey(kind: 'activity' | 'task'): string {
  counter += 1;
  return `new-${kind}-${counter}`;
}

export const activityKey = (id: unknown): string => `activity-${String(id)}`;
export const taskKey = (id: unknown): string => `task-${String(id)}`;

function pick(record: Values, fields: readonly string[]): Values {
  return Object.fromEntries(fields.map((f) => [f, record[f] ?? null]));
}

export const EMPTY_PLAN: Values = {
  name: '',
  planType: 'lesson',
  durationMinutes: null,
  teacherNotes: null,
  outline: null,
  tagsIds: [],
};

export function emptyActivity(): ActivityNode {
  return { key: newKey('activity'), values: { name: '', description: null, durationMinutes: null, teacherNotes: null }, tasks: [] };
}

export function emptyTask(): TaskNode {
  return {
    key: newKey('task'),
    values: {
      name: '',
      description: null,
      teacherNotes: null,
      actionType: 'discuss',
      taskType: 'discussion',
      choices: [],
      multipleSelection: false,
      correctChoices: [],
      ratingStyle: null,
      minLabel: null,
      maxLabel: null,
      contentId: null,
    },
  };
}

/**
 * What a task's values become when its type changes: a multiple-choice task starts with empty
 * choices to fill in, a rating task with the first style (5 stars).
 */
export function withTaskType(values: Values, taskType: string): Values {
  const next: Values = { ...values, taskType };
  const choices = Array.isArray(values.choices) ? (values.choices as string[]) : [];
  if (taskType === 'multiple_choice' && choices.length < TASK_CHOICES_MIN)
    next.choices = [...choices, ...Array<string>(TASK_CHOICES_MIN - choices.length).fill('')];
  if (taskType === 'rating' && !values.ratingStyle) next.ratingStyle = RATING_STYLES[0];
  return next;
}

function byPosition(a: RaRecord, b: RaRecord): number {
  return Number(a.position ?? 0) - Number(b.position ?? 0) || Number(a.id) - Number(b.id);
}

/** The tree of a plan read with `include=activities,activities.tasks` (one request). */
export function treeFromRecords(plan: RaRecord, included: Prefetched = {}): PlanTree {
  const activities = (included.lesson_plan_activities ?? []).filter((a) => String(a.lessonPlanId) === String(plan.id)).sort(byPosition);
  const tasks = (included.lesson_plan_tasks ?? []).slice().sort(byPosition);
  return {
    values: { ...pick(plan, PLAN_FIELDS), tagsIds: Array.isArray(plan.tagsIds) ? plan.tagsIds.map(String) : [] },
    activities: activities.map((a) => ({
      key: activityKey(a.id),
      values: pick(a, ACTIVITY_FIELDS),
      tasks: tasks
        .filter((t) => String(t.activityId) === String(a.id))
        .map((t) => ({
          key: taskKey(t.id),
          values: { ...pick(t, TASK_FIELDS), choices: Array.isArray(t.choices) ? t.choices : [], correctChoices: Array.isArray(t.correctChoices) ? t.correctChoices : [] },
        })),
    })),
  };
}

/** `items` with the item at `from` moved to `to` (both within bounds, else unchanged). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function mapActivity(tree: PlanTree, key: string, change: (a: ActivityNode) => ActivityNode): PlanTree {
  return { ...tree, activities: tree.activities.map((a) => (a.key === key ? change(a) : a)) };
}

export function mapTask(tree: PlanTree, key: string, change: (t: TaskNode) => TaskNode): PlanTree {
  return { ...tree, activities: tree.activities.map((a) => (a.tasks.some((t) => t.key === key) ? { ...a, tasks: a.tasks.map((t) => (t.key === key ? change(t) : t)) } : a)) };
}

export type NodeRef = { kind: 'plan' } | { kind: 'activity' | 'task'; key: string };

export function nodeValues(tree: PlanTree, ref: NodeRef): Values | undefined {
  if (ref.kind === 'plan') return tree.values;
  if (ref.kind === 'activity') return tree.activities.find((a) => a.key === ref.key)?.values;
  for (const a of tree.activities) {
    const task = a.tasks.find((t) => t.key === ref.key);
    if (task) return task.values;
  }
  return undefined;
}

/** The tree with one node's values changed by `change`. */
export function withNodeValues(tree: PlanTree, ref: NodeRef, change: (values: Values) => Values): PlanTree {
  if (ref.kind === 'plan') return { ...tree, values: change(tree.values) };
  if (ref.kind === 'activity') return mapActivity(tree, ref.key, (a) => ({ ...a, values: change(a.values) }));
  return mapTask(tree, ref.key, (t) => ({ ...t, values: change(t.values) }));
}

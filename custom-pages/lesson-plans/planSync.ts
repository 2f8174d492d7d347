/**
 * From the editor's tree to granular writes: the plan, each activity and each task is created,
 * changed (only the fields that differ, positions included after a re-order) or deleted on its
 * own, never the whole plan at once. `saved` is what the server holds as far as the editor knows;
 * `nextOps` answers the writes that can go now (a child waits for its parent's id, a node with
 * problems waits until it is fixed). Running them and asking again converges on the tree.
 */
import { changedFields } from '../../dataProvider/diff';
import { cleanChoices, cleanCorrectChoices, TASK_FIELD_EMPTY, TASK_TYPE_FIELDS, type TaskType } from '../../domain/taskTypes';
import { hasProblems, problemsOf, type NodeKind } from './planProblems';
import { ACTIVITY_FIELDS, PLAN_FIELDS, PLAN_KEY, TASK_FIELDS, type ActivityNode, type PlanTree, type TaskNode, type Values } from './planTree';

export type PlanResource = 'lesson_plans' | 'lesson_plan_activities' | 'lesson_plan_tasks';

export interface SavedNode {
  id: string;
  /** The values last written or read, as sent (`desired*`). */
  values: Values;
  /** The activity a task belongs to (its key), so deleting the activity forgets its tasks. */
  parentKey?: string;
}

export type Saved = Map<string, SavedNode>;

export type Op =
  | { kind: 'create'; resource: PlanResource; key: string; data: Values; parentKey?: string }
  | { kind: 'update'; resource: PlanResource; key: string; id: string; data: Values; previous: Values }
  | { kind: 'delete'; resource: PlanResource; key: string; id: string };

/** Whether a write of these values for this node was refused already (the server said why). */
export type Refused = (key: string, data: Values) => boolean;

const RESOURCE_OF: Readonly<Record<NodeKind, PlanResource>> = { plan: 'lesson_plans', activity: 'lesson_plan_activities', task: 'lesson_plan_tasks' };

function pick(values: Values, fields: readonly string[]): Values {
  return Object.fromEntries(fields.map((f) => [f, values[f] ?? null]));
}

/** Blank optional text is no text; a duration typed as digits is a number (anything else stays, for the validator to name). */
function normalised(values: Values): Values {
  const out: Values = {};
  for (const [field, value] of Object.entries(values)) {
    if (field === 'durationMinutes' && typeof value === 'string') out[field] = value.trim() === '' ? null : /^\d+$/.test(value.trim()) ? Number(value) : value;
    else if (field !== 'name' && typeof value === 'string' && value.trim() === '') out[field] = null;
    else out[field] = value;
  }
  return out;
}

export function desiredPlan(values: Values): Values {
  return normalised(pick(values, PLAN_FIELDS));
}

export function desiredActivity(node: ActivityNode, position: number, lessonPlanId: string): Values {
  return { ...normalised(pick(node.values, ACTIVITY_FIELDS)), position, lessonPlanId };
}

/** A task as stored: the fields its type does not use emptied, blank choices left out (as the server does). */
export function desiredTask(node: TaskNode, position: number, activityId: string): Values {
  const values = normalised(pick(node.values, TASK_FIELDS));
  const used = new Set<string>(TASK_TYPE_FIELDS[values.taskType as TaskType] ?? []);
  for (const [field, empty] of Object.entries(TASK_FIELD_EMPTY)) {
    const key = field === 'content' ? 'contentId' : field;
    if (!used.has(field)) values[key] = empty;
  }
  values.choices = used.has('choices') ? cleanChoices(values.choices as string[] | null) : [];
  values.correctChoices = used.has('correctChoices') ? cleanCorrectChoices(values.correctChoices as string[] | null) : [];
  return { ...values, position, activityId };
}

interface Planner {
  saved: Saved;
  refused: Refused;
  ops: Op[];
}

/** Create or update one node, if it differs from what is saved and has no problems. */
function upsert(p: Planner, kind: NodeKind, key: string, data: Values, parentKey?: string): void {
  if (hasProblems(problemsOf(kind, data)) || p.refused(key, data)) return;
  const resource = RESOURCE_OF[kind];
  const saved = p.saved.get(key);
  if (!saved) {
    p.ops.push({ kind: 'create', resource, key, data, ...(parentKey ? { parentKey } : {}) });
    return;
  }
  const changed = changedFields(data, saved.values);
  if (Object.keys(changed).length > 0) p.ops.push({ kind: 'update', resource, key, id: saved.id, data: changed, previous: saved.values });
}

/** Saved activities and tasks no longer in the tree; a deleted activity takes its tasks along. */
function deletions(tree: PlanTree, saved: Saved): Op[] {
  const live = new Set<string>();
  for (const a of tree.activities) {
    live.add(a.key);
    for (const t of a.tasks) live.add(t.key);
  }
  const ops: Op[] = [];
  for (const [key, node] of saved) {
    if (key === PLAN_KEY || live.has(key)) continue;
    if (node.parentKey !== undefined) {
      // The activity's own deletion removes its tasks on the server (ON DELETE CASCADE).
      if (!live.has(node.parentKey)) continue;
      ops.push({ kind: 'delete', resource: 'lesson_plan_tasks', key, id: node.id });
    } else ops.push({ kind: 'delete', resource: 'lesson_plan_activities', key, id: node.id });
  }
  return ops;
}

export function nextOps(tree: PlanTree, saved: Saved, refused: Refused = () => false): Op[] {
  const p: Planner = { saved, refused, ops: [] };
  const planId = saved.get(PLAN_KEY)?.id;
  upsert(p, 'plan', PLAN_KEY, desiredPlan(tree.values));
  if (planId === undefined) return p.ops;
  p.ops.push(...deletions(tree, saved));
  tree.activities.forEach((activity, index) => {
    upsert(p, 'activity', activity.key, desiredActivity(activity, index, planId));
    const activityId = saved.get(activity.key)?.id;
    if (activityId === undefined) return;
    activity.tasks.forEach((task, i) => upsert(p, 'task', task.key, desiredTask(task, i, activityId), activity.key));
  });
  return p.ops;
}

/** What an op leaves in `saved` once the server accepted it (`id` of a created record). */
export function afterOp(saved: Saved, op: Op, id?: string): void {
  if (op.kind === 'delete') {
    saved.delete(op.key);
    if (op.resource === 'lesson_plan_activities') for (const [key, node] of saved) if (node.parentKey === op.key) saved.delete(key);
    return;
  }
  if (op.kind === 'create') {
    saved.set(op.key, { id: String(id), values: op.data, ...(op.parentKey ? { parentKey: op.parentKey } : {}) });
    return;
  }
  const node = saved.get(op.key);
  if (node) saved.set(op.key, { ...node, values: { ...node.values, ...op.data } });
}

/** What the server holds of a tree just read from it: every node is saved as it stands. */
export function savedFromTree(tree: PlanTree, planId: string): Saved {
  const saved: Saved = new Map();
  const idOf = (key: string): string => key.slice(key.indexOf('-') + 1);
  saved.set(PLAN_KEY, { id: planId, values: desiredPlan(tree.values) });
  tree.activities.forEach((a, index) => {
    saved.set(a.key, { id: idOf(a.key), values: desiredActivity(a, index, planId) });
    a.tasks.forEach((t, i) => saved.set(t.key, { id: idOf(t.key), values: desiredTask(t, i, idOf(a.key)), parentKey: a.key }));
  });
  return saved;
}

export interface PendingState {
  /** Something in the tree is not on the server yet. */
  dirty: boolean;
  /** Every unsaved change could be saved now (none waits for the teacher to fix a field). */
  saveable: boolean;
}

/** Whether the editor holds unsaved changes, and whether saving alone would clear them. */
export function pendingState(tree: PlanTree, saved: Saved): PendingState {
  let dirty = deletions(tree, saved).length > 0;
  let blocked = false;
  const visit = (kind: NodeKind, key: string, data: Values): void => {
    const node = saved.get(key);
    if (node && Object.keys(changedFields(data, node.values)).length === 0) return;
    dirty = true;
    if (hasProblems(problemsOf(kind, data))) blocked = true;
  };
  const planId = saved.get(PLAN_KEY)?.id;
  if (planId !== undefined || !isPristineNew(tree)) visit('plan', PLAN_KEY, desiredPlan(tree.values));
  tree.activities.forEach((a, index) => {
    visit('activity', a.key, desiredActivity(a, index, planId ?? ''));
    const activityId = saved.get(a.key)?.id ?? '';
    a.tasks.forEach((t, i) => visit('task', t.key, desiredTask(t, i, activityId)));
  });
  return { dirty, saveable: !blocked };
}

/** A new plan nobody has typed into yet is nothing to save. */
function isPristineNew(tree: PlanTree): boolean {
  const v = desiredPlan(tree.values);
  return tree.activities.length === 0 && v.name === '' && v.durationMinutes === null && v.teacherNotes === null && v.outline === null;
}

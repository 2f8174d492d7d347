/**
 * A joined lesson as the student app shows it: GET /lessons/{id} with its plan, activities and
 * tasks, turned into the lesson's steps (domain/lessons.ts: each activity's intro, then its tasks).
 */
import { lessonSteps, orderedActivities, type LessonStep } from '../../domain/lessons';
import { toAppRecord } from '../../dataProvider/deserialize';
import type { AppRecord, ResourceObject } from '../../dataProvider/types';
import { lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../resources';
import { send } from './client';

export const LESSON_INCLUDE = 'lessonPlan,lessonPlan.activities,lessonPlan.activities.tasks';

export interface StudentTask {
  id: string;
  activityId: string;
  name: string;
  description: string | null;
  taskType: string;
  choices: string[];
  multipleSelection: boolean;
  /** Quiz mode: the right choices' texts once the teacher has revealed them in this lesson; empty before (the server withholds them). */
  correctChoices: string[];
  ratingStyle: string | null;
  minLabel: string | null;
  maxLabel: string | null;
  /** A content task's library item (its `content` relationship), played with the step. */
  contentId: string | null;
}

export interface StudentActivity {
  id: string;
  name: string;
  description: string | null;
  tasks: StudentTask[];
}

export interface StudentLesson {
  id: string;
  state: string;
  pacing: string;
  lessonPlanName: string | null;
  currentActivityId: string | null;
  currentTaskId: string | null;
  activities: StudentActivity[];
  steps: LessonStep[];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

function task(r: AppRecord): StudentTask {
  return {
    id: r.id,
    activityId: String(r.activityId ?? ''),
    name: str(r.name) ?? '',
    description: str(r.description),
    taskType: str(r.taskType) ?? 'information',
    choices: Array.isArray(r.choices) ? r.choices.map(String) : [],
    multipleSelection: r.multipleSelection === true,
    correctChoices: Array.isArray(r.correctChoices) ? r.correctChoices.map(String) : [],
    ratingStyle: str(r.ratingStyle),
    minLabel: str(r.minLabel),
    maxLabel: str(r.maxLabel),
    contentId: str(r.contentId),
  };
}

export function toStudentLesson(data: ResourceObject, included: readonly ResourceObject[]): StudentLesson {
  const lesson = toAppRecord(data);
  const planId = typeof lesson.lessonPlanId === 'string' ? lesson.lessonPlanId : null;
  const records = (type: string): AppRecord[] => included.filter((o) => o.type === type).map(toAppRecord);
  const planActivities = records(lesson_plan_activities.type).filter((a) => planId === null || a.lessonPlanId === undefined || a.lessonPlanId === planId);
  const activities = orderedActivities(planActivities, records(lesson_plan_tasks.type)).map(({ activity: a, tasks }) => ({
    id: a.id,
    name: str(a.name) ?? '',
    description: str(a.description),
    tasks: tasks.map(task),
  }));
  const plan = included.find((o) => o.type === lesson_plans.type && o.id === planId);
  return {
    id: lesson.id,
    state: str(lesson.state) ?? 'active',
    pacing: str(lesson.pacing) ?? 'teacher',
    lessonPlanName: str(plan?.attributes?.name),
    currentActivityId: str(lesson.currentActivityId),
    currentTaskId: str(lesson.currentTaskId),
    activities,
    steps: lessonSteps(activities.map((a) => ({ id: a.id, taskIds: a.tasks.map((t) => t.id) }))),
  };
}

export async function loadLesson(id: string, signal?: AbortSignal): Promise<StudentLesson> {
  const { doc } = await send({ method: 'GET', path: `/lessons/${encodeURIComponent(id)}?include=${LESSON_INCLUDE}`, signal });
  const data = Array.isArray(doc.data) ? doc.data[0] : doc.data;
  if (!data) throw new Error('lesson: no data in the response');
  return toStudentLesson(data, doc.included ?? []);
}

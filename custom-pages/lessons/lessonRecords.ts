/**
 * A lesson as its page reads it in one request (`GET /lessons/{id}?include=lessonPlan,
 * lessonPlan.activities,lessonPlan.activities.tasks,class,students`): the plan's activities and
 * tasks in teaching order, the class, and who has joined, from the data provider's prefetched
 * records. Pure.
 */
import type { RaRecord } from 'react-admin';
import type { Prefetched } from '../../dataProvider/types';
import { orderedActivities, type StepActivity } from '../../domain/lessons';
import { classes, users } from '../../resources';
import { recordTitle } from '../../resources/kit';

export const LESSON_INCLUDE = ['lessonPlan', 'lessonPlan.activities', 'lessonPlan.activities.tasks', 'class', 'students'] as const;
/** The lessons list names each lesson's plan and class. */
export const LESSON_LIST_INCLUDE = ['lessonPlan', 'class'] as const;

export interface OutlineTask {
  id: string;
  name: string;
  description: string | null;
  teacherNotes: string | null;
  taskType: string;
  choices: string[];
  /** A content task's library item (the task's `content` relationship), taught with the step. */
  contentId?: string | null;
  /** Quiz mode (issue 25): the right choices' texts (the teacher reads them; students only once revealed); none for other tasks. */
  correctChoices?: string[];
}

export interface OutlineActivity {
  id: string;
  name: string;
  description: string | null;
  teacherNotes: string | null;
  durationMinutes: number | null;
  tasks: OutlineTask[];
}

export interface LessonView {
  lesson: RaRecord;
  plan: RaRecord | undefined;
  klass: RaRecord | undefined;
  activities: OutlineActivity[];
  students: RaRecord[];
  /**
   * Everyone the lesson knows (its class's students, whoever joined or answered: the progress
   * read, issue 25), once read: the set shared names are numbered over on every screen.
   */
  roster?: RaRecord[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The record of that id among included ones (`included.classes`, `included.lesson_plans`). */
export const findRecord = (records: readonly RaRecord[] | undefined, id: unknown): RaRecord | undefined =>
  id == null ? undefined : records?.find((r) => String(r.id) === String(id));
const find = findRecord;

export function lessonView(lesson: RaRecord, included: Prefetched): LessonView {
  const plan = find(included.lesson_plans, lesson.lessonPlanId);
  const planActivities = (included.lesson_plan_activities ?? []).filter((a) => String(a.lessonPlanId) === String(lesson.lessonPlanId));
  const activities = orderedActivities(planActivities, included.lesson_plan_tasks ?? []).map(({ activity: a, tasks }) => ({
    id: String(a.id),
    name: String(a.name ?? ''),
    description: text(a.description),
    teacherNotes: text(a.teacherNotes),
    durationMinutes: typeof a.durationMinutes === 'number' ? a.durationMinutes : null,
    tasks: tasks.map((t) => ({
      id: String(t.id),
      name: String(t.name ?? ''),
      description: text(t.description),
      teacherNotes: text(t.teacherNotes),
      taskType: String(t.taskType ?? ''),
      choices: Array.isArray(t.choices) ? t.choices.map(String) : [],
      contentId: t.contentId == null ? null : String(t.contentId),
      correctChoices: Array.isArray(t.correctChoices) ? t.correctChoices.map(String) : [],
    })),
  }));
  const studentIds = Array.isArray(lesson.studentsIds) ? lesson.studentsIds.map(String) : [];
  const students = studentIds.map((id) => find(included.users, id) ?? { id });
  return { lesson, plan, klass: find(included.classes, lesson.classId), activities, students };
}

export const stepActivities = (activities: readonly OutlineActivity[]): StepActivity[] => activities.map((a) => ({ id: a.id, taskIds: a.tasks.map((t) => t.id) }));

/**
 * A class's name as every screen shows it: the classes schema's record title (its `className`,
 * the server's `class_name`), undefined without a class or a name.
 */
export function classDisplayName(klass: RaRecord | undefined): string | undefined {
  return klass ? recordTitle(classes, klass) : undefined;
}

/** A person's name as every list shows it: the users schema's record title. */
export function personName(user: RaRecord | undefined): string | undefined {
  return user ? recordTitle(users, user) : undefined;
}

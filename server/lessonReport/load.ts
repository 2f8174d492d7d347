/**
 * What a lesson's report is made of, in six reads: the plan's name, its answerable tasks in
 * teaching order (activities, then tasks, by position and then id, as domain/lessons.ts
 * `orderedActivities` orders them for the screens), the students who joined (and anyone who
 * answered, should a join row be missing), their answers and the quiz tasks revealed to the class
 * (issue 25: the scores are worked out from these, domain/quiz.ts), and the lesson's roster (its class
 * too, lessonProgress/roster.ts) that shared names are numbered over, as on every screen.
 */
import { and, asc, eq, inArray, isNotNull, sql, type SQLWrapper } from 'drizzle-orm';
import { experiences, lesson_plan_activities, lesson_plan_tasks, lesson_plans, users } from '../../resources';
import { ANSWERABLE_TASK_TYPES } from '../../domain/lessons';
import type { Db } from '../db/client';
import { lessonReveals, lessonStudents, subqueries } from '../db/queries/lessonRows';
import { tableOf } from '../db/tables';
import { rosterIds } from '../lessonProgress/roster';
import type { ReportAnswer, ReportData, ReportStudent, ReportTask } from './rows';

const p = tableOf(lesson_plans);
const a = tableOf(lesson_plan_activities);
const t = tableOf(lesson_plan_tasks);
const u = tableOf(users);
const e = tableOf(experiences);

interface LessonFacts {
  id: string;
  lessonPlanId?: unknown;
}

interface TaskRow {
  id: number;
  name: string;
  taskType: string;
  choices: string[] | null;
  correctChoices: string[] | null;
  activityName: string;
}

interface PersonRow {
  id: number;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
}

interface AnswerRow {
  actorId: number;
  entityId: number;
  choices: string[] | null;
  rating: number | null;
  answerText: string | null;
  answeredAt: string;
}

async function planTasks(db: Db, planId: number): Promise<TaskRow[]> {
  const tc = t.columns;
  return (await db
    .select({ id: tc.id!, name: tc.name!, taskType: tc.taskType!, choices: tc.choices!, correctChoices: tc.correctChoices!, activityName: a.columns.name! })
    .from(t.table)
    .innerJoin(a.table, eq(a.columns.id!, tc.activityId!))
    .where(and(eq(a.columns.lessonPlanId!, planId), inArray(tc.taskType!, [...ANSWERABLE_TASK_TYPES])))
    .orderBy(asc(a.columns.position!), asc(a.columns.id!), asc(tc.position!), asc(tc.id!))) as TaskRow[];
}

async function people(db: Db, ids: SQLWrapper): Promise<PersonRow[]> {
  const uc = u.columns;
  const rows = await db.select({ id: uc.id!, firstName: uc.firstName!, lastName: uc.lastName!, username: uc.username! }).from(u.table).where(inArray(uc.id!, ids));
  return rows as PersonRow[];
}

/** Who joined the lesson, and anyone who answered in it should a join row be missing. */
function joinedOrAnswered(lessonId: number): SQLWrapper {
  const joined = subqueries.select({ id: lessonStudents.studentId }).from(lessonStudents).where(eq(lessonStudents.lessonId, lessonId));
  // sql<number>: a resource column's type is not known to the compiler, and union wants both sides alike.
  const answered = subqueries.select({ id: sql<number>`${e.columns.actorId!}` }).from(e.table).where(eq(e.columns.lessonId!, lessonId));
  return joined.union(answered);
}

async function answersOf(db: Db, lessonId: number): Promise<AnswerRow[]> {
  const ec = e.columns;
  // As ISO text in UTC, to the second: the two drivers hand timestamps over in different shapes.
  const answeredAt = sql<string>`to_char(${ec.updatedAt!} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
  return (await db
    .select({ actorId: ec.actorId!, entityId: ec.entityId!, choices: ec.choices!, rating: ec.rating!, answerText: ec.answerText!, answeredAt })
    .from(e.table)
    .where(and(eq(ec.lessonId!, lessonId), isNotNull(ec.actorId!)))) as AnswerRow[];
}

const student = (s: PersonRow): ReportStudent => ({ id: String(s.id), firstName: s.firstName, lastName: s.lastName, username: s.username });

export async function loadReport(db: Db, lesson: LessonFacts): Promise<ReportData> {
  const lessonId = Number(lesson.id);
  const planId = Number(lesson.lessonPlanId);
  const [plan] = (await db.select({ name: p.columns.name! }).from(p.table).where(eq(p.columns.id!, planId))) as { name: string }[];
  const tasks = await planTasks(db, planId);
  const students = await people(db, joinedOrAnswered(lessonId));
  // Everyone the lesson knows, for numbering shared names as every screen does (issue 25).
  const roster = await people(db, rosterIds(lessonId));
  const answers = await answersOf(db, lessonId);
  const reveals = await db.select({ taskId: lessonReveals.to }).from(lessonReveals.table).where(eq(lessonReveals.from, lessonId));
  return {
    planName: plan?.name ?? '',
    tasks: tasks.map((r): ReportTask => ({ ...r, id: String(r.id), choices: r.choices ?? [], correctChoices: r.correctChoices ?? [] })),
    revealedTaskIds: reveals.map((r) => String(r.taskId)),
    students: students.map(student),
    roster: roster.map(student),
    answers: answers.map(
      (r): ReportAnswer => ({
        actorId: String(r.actorId),
        taskId: String(r.entityId),
        choices: r.choices ?? [],
        rating: r.rating,
        answerText: r.answerText,
        answeredAt: new Date(r.answeredAt),
      }),
    ),
  };
}

/**
 * A classroom for the live-classroom tests (issue 11): school A's class of two students (one of
 * them the world's studentA), a student of another class of school A, one of school B, an empty
 * class, and teacherA's plan of two activities with a multiple-choice, a rating and a discussion
 * task, each part with teacher notes.
 */
import { sql } from 'drizzle-orm';
import { classes, users } from '../../resources';
import { queryRows } from '../../server/db/client';
import { body, insert, MEDIA, type Response, type TestApp, type World } from './testApp';
import { insertPlan } from './libraryFixtures';

export const API = '/api/v1';

export interface Classroom {
  classId: string;
  emptyClassId: string;
  students: string[];
  /** A student of another class of school A, and one of school B, with their tokens. */
  otherClassStudent: { id: string; token: string };
  otherSchoolStudent: { id: string; token: string };
  plan: string;
  activities: string[];
  tasks: { choice: string; rating: string; discussion: string };
}

async function student(t: TestApp, firstName: string, organizationId: string): Promise<{ id: string; token: string }> {
  const id = await insert(t, users, { firstName, lastName: 'Pupil', role: 'student', organizationId: Number(organizationId) });
  return { id, token: (await t.app.tokens.sign(id)).jwt };
}

async function classOf(t: TestApp, organizationId: string, name: string, studentIds: string[]): Promise<string> {
  const id = await insert(t, classes, { className: name, organizationId: Number(organizationId) });
  for (const s of studentIds) await t.database.db.execute(sql`INSERT INTO class_students (class_id, student_id) VALUES (${Number(id)}, ${Number(s)})`);
  return id;
}

/** A class of `size` new students of the school, made in two statements (tests of whole classes). */
export async function classOfStudents(t: TestApp, organizationId: string, name: string, size: number): Promise<{ classId: string; students: string[] }> {
  const db = t.database.db;
  const [klass] = await queryRows<{ id: number }>(db, sql`INSERT INTO classes (class_name, organization_id, state) VALUES (${name}, ${Number(organizationId)}, 'active') RETURNING id`);
  const students = await queryRows<{ id: number }>(
    db,
    sql`WITH made AS (
          INSERT INTO users (first_name, last_name, role, organization_id)
          SELECT 'Pupil' || g, ${name}, 'student', ${Number(organizationId)} FROM generate_series(1, ${size}) AS g RETURNING id)
        INSERT INTO class_students (class_id, student_id) SELECT ${klass!.id}, id FROM made RETURNING student_id AS id`,
  );
  return { classId: String(klass!.id), students: students.map((s) => String(s.id)) };
}

let serial = 0;

export async function buildClassroom(t: TestApp, w: World): Promise<Classroom> {
  serial += 1;
  const second = await student(t, `Ada${serial}`, w.schoolA);
  const classId = await classOf(t, w.schoolA, `Class ${serial}`, [w.ids.studentA, second.id]);
  const emptyClassId = await classOf(t, w.schoolA, `Empty ${serial}`, []);
  const otherClassStudent = await student(t, `Bo${serial}`, w.schoolA);
  await classOf(t, w.schoolA, `Other ${serial}`, [otherClassStudent.id]);
  const otherSchoolStudent = await student(t, `Cy${serial}`, w.schoolB);
  await classOf(t, w.schoolB, `Far ${serial}`, [otherSchoolStudent.id]);
  const fixture = await insertPlan(
    t,
    { authorId: Number(w.ids.teacherA), organizationId: Number(w.schoolA), name: `Live plan ${serial}`, teacherNotes: 'Plan secret' },
    { activities: 2, tasksPer: 2 },
  );
  const [a1, a2] = fixture.activities;
  const [[choice, rating], [discussion]] = fixture.tasks as [[string, string], [string, string]];
  const db = t.database.db;
  await db.execute(sql`UPDATE lesson_plan_activities SET teacher_notes = 'Activity secret' WHERE lesson_plan_id = ${Number(fixture.plan)}`);
  await db.execute(sql`UPDATE lesson_plan_tasks SET teacher_notes = 'Task secret' WHERE lesson_plan_id = ${Number(fixture.plan)}`);
  await db.execute(sql`UPDATE lesson_plan_tasks SET task_type = 'multiple_choice', choices = ARRAY['Yes', 'No', 'Maybe'] WHERE id = ${Number(choice)}`);
  await db.execute(sql`UPDATE lesson_plan_tasks SET task_type = 'rating', rating_style = 'stars' WHERE id = ${Number(rating)}`);
  await db.execute(sql`UPDATE lesson_plan_tasks SET task_type = 'discussion' WHERE id = ${Number(discussion)}`);
  return {
    classId,
    emptyClassId,
    students: [w.ids.studentA, second.id],
    otherClassStudent,
    otherSchoolStudent,
    plan: fixture.plan,
    activities: [a1!, a2!],
    tasks: { choice, rating, discussion },
  };
}

export function startLesson(t: TestApp, token: string, planId: string, classId: string | null, mode = classId ? 'remote' : 'front_no_class'): Promise<Response> {
  return t.request('POST', `${API}/lessons`, {
    token,
    body: body('lessons', { mode, pacing: 'teacher' }, {
      lesson_plan: { data: { type: 'lessonPlans', id: planId } },
      ...(classId ? { class: { data: { type: 'classes', id: classId } } } : {}),
    }),
  });
}

/** A public request from a client address (the passphrase throttle counts per address). */
export interface StartedLesson {
  id: string;
  passphrase: string;
}

/** A new classroom and an active remote lesson of its plan for its class, started by teacher A. */
export async function classroomWithLesson(t: TestApp, w: World): Promise<{ c: Classroom; lesson: StartedLesson }> {
  const c = await buildClassroom(t, w);
  const res = await startLesson(t, w.tokens.teacherA, c.plan, c.classId);
  return { c, lesson: { id: res.doc.data.id, passphrase: res.doc.data.attributes.passphrase } };
}

export async function fromAddress(t: TestApp, method: 'GET' | 'POST', url: string, ip: string, payload?: unknown): Promise<Response> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { accept: MEDIA, ...(payload !== undefined ? { 'content-type': MEDIA } : {}) },
    ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
  });
  const parsed: unknown = res.body ? JSON.parse(res.body) : undefined;
  return { status: res.statusCode, headers: res.headers, body: parsed, doc: (parsed ?? {}) as Response['doc'] };
}

let addresses = 0;
/** A fresh client address, so one test's misses never throttle another's. */
export const nextAddress = (): string => `10.9.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

export function passphraseLogin(t: TestApp, attributes: Record<string, unknown>, ip = nextAddress()): Promise<Response> {
  return fromAddress(t, 'POST', `${API}/user/passphrase_logins`, ip, body('passphraseLogins', attributes));
}

/** Joins the lesson as a student of its class; returns the session token. */
export async function joinAs(t: TestApp, passphrase: string, studentId: string): Promise<string> {
  const res = await passphraseLogin(t, { passphrase, user_token: `device-${studentId}-key`, student_id: studentId });
  if (res.status !== 201) throw new Error(`join failed: ${JSON.stringify(res.body)}`);
  return res.doc.data.attributes.jwt as string;
}

export function answer(t: TestApp, token: string, lessonId: string, taskId: string, attributes: Record<string, unknown>): Promise<Response> {
  return t.request('POST', `${API}/experiences`, {
    token,
    body: body('experiences', attributes, {
      entity: { data: { type: 'lessonPlanTasks', id: taskId } },
      lesson: { data: { type: 'lessons', id: lessonId } },
    }),
  });
}

export async function countRows(t: TestApp, table: 'experiences' | 'lesson_students', lessonId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.database.db, sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE lesson_id = ${Number(lessonId)}`);
  return row!.n;
}

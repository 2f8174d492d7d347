/**
 * The classroom bench's server process (bench/classroom.ts): the demo data, plus a lesson plan of
 * one activity with BENCH_TASKS multiple-choice tasks by the subscribed demo teacher and
 * BENCH_CLASSES classes of Hillcrest students (BENCH_STUDENTS in all, written straight into the
 * tables: a bench measures the classroom, not the seat rules). Prints one JSON line once listening.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed/demo';
import { buildApp } from '../server/app';
import { SUBSCRIBED_TEACHER_EMAIL } from '../server/db/seed/library';

export const BENCH_CLASSES = 30;
export const BENCH_STUDENTS = 1000;
/** Even, so half the answer rounds watch the Students tab and half the Report tab (bench/classroom.ts). */
export const BENCH_TASKS = 6;

const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : {});
await migrate(database);
await seedDemo(database.db, 'bench-password');
const db = database.db;
const app = await buildApp({ db, jwtSecret: 'bench-secret', events: database });

const [teacher] = await queryRows<{ id: number; organization_id: number }>(db, sql`SELECT id, organization_id FROM users WHERE email = ${SUBSCRIBED_TEACHER_EMAIL}`);
const school = teacher!.organization_id;
const run = `bench-${Date.now()}`;
const [plan] = await queryRows<{ id: number }>(db, sql`INSERT INTO lesson_plans (name, author_id, organization_id) VALUES (${run}, ${teacher!.id}, ${school}) RETURNING id`);
const [activity] = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO lesson_plan_activities (name, lesson_plan_id, author_id, position) VALUES ('Bench activity', ${plan!.id}, ${teacher!.id}, 0) RETURNING id`,
);
const tasks = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO lesson_plan_tasks (name, activity_id, lesson_plan_id, author_id, task_type, action_type, choices, position)
      SELECT 'Question ' || n, ${activity!.id}, ${plan!.id}, ${teacher!.id}, 'multiple_choice', 'think', ARRAY['Yes', 'No', 'Maybe'], n
      FROM generate_series(1, ${BENCH_TASKS}) AS n RETURNING id`,
);
const classes = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO classes (class_name, organization_id) SELECT ${run} || ' class ' || n, ${school} FROM generate_series(1, ${BENCH_CLASSES}) AS n RETURNING id`,
);
const students = await queryRows<{ id: number }>(
  db,
  sql`INSERT INTO users (first_name, last_name, role, organization_id) SELECT 'Pupil', ${run} || ' ' || n, 'student', ${school} FROM generate_series(1, ${BENCH_STUDENTS}) AS n RETURNING id`,
);
const roster: number[][] = classes.map(() => []);
students.forEach((s, i) => roster[i % classes.length]!.push(s.id));
for (const [i, c] of classes.entries())
  await db.execute(sql`INSERT INTO class_students (class_id, student_id) SELECT ${c.id}, unnest(${`{${roster[i]!.join(',')}}`}::int[])`);

const token = (await app.tokens.sign(String(teacher!.id))).jwt;
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
console.log(JSON.stringify({ port, token, plan: plan!.id, tasks: tasks.map((t) => t.id), classes: classes.map((c, i) => ({ id: c.id, students: roster[i] })), db: database.kind }));
process.on('SIGTERM', () => process.exit(0));

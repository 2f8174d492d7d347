/**
 * A lesson the subscribed demo teacher taught last week (issue 11), so the demo's Lessons list and
 * a lesson's Report have something to show: their own plan "Light and shadow" (one activity with
 * a multiple-choice, a rating and a discussion task), taught remotely to the classroom demo class,
 * ended, with TAUGHT_JOINED students joined and their answers. Idempotent: the plan is looked up
 * by its author and name, the lesson, joins and answers are written only with the plan.
 */
import { randomInt } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../../resources';
import { newPassphrase } from '../../../domain/lessons';
import { queryRows, type Db } from '../client';
import { tableOf } from '../tables';
import { CLASSROOM_CLASS_NAME } from './classroom';
import { SUBSCRIBED_TEACHER_EMAIL } from './library';

const PLAN_NAME = 'Light and shadow';
const TAUGHT_JOINED = 4;
const CHOICES = ['A torch', 'A window', 'A tree'];
const REASONS = ['The tree blocks the sunlight.', 'Light cannot go through it.', 'It is in the way of the sun.', 'Shadows need something solid.'];

export async function seedTaughtLesson(db: Db): Promise<void> {
  const [teacher] = await queryRows<{ id: number; organization_id: number | null }>(db, sql`SELECT id, organization_id FROM users WHERE email = ${SUBSCRIBED_TEACHER_EMAIL}`);
  if (!teacher || teacher.organization_id === null) return;
  const plans = tableOf(lesson_plans);
  const [known] = await queryRows<{ id: number }>(db, sql`SELECT id FROM lesson_plans WHERE author_id = ${teacher.id} AND name = ${PLAN_NAME}`);
  if (known) return;
  const [klass] = await queryRows<{ id: number }>(db, sql`SELECT id FROM classes WHERE organization_id = ${teacher.organization_id} AND class_name = ${CLASSROOM_CLASS_NAME}`);
  if (!klass) return;
  const author = { authorId: teacher.id };
  const [plan] = (await db.insert(plans.table).values({ name: PLAN_NAME, planType: 'lesson', durationMinutes: 30, ...author, organizationId: teacher.organization_id }).returning({ id: plans.columns.id! })) as { id: number }[];
  const acts = tableOf(lesson_plan_activities);
  const [activity] = (await db.insert(acts.table).values({ name: 'Shadows outside', durationMinutes: 20, position: 0, lessonPlanId: plan!.id, ...author }).returning({ id: acts.columns.id! })) as { id: number }[];
  const tasks = tableOf(lesson_plan_tasks);
  const onActivity = { activityId: activity!.id, lessonPlanId: plan!.id, ...author };
  const [choice, rating, discussion] = (await db
    .insert(tasks.table)
    .values([
      { name: 'Which makes a shadow?', actionType: 'think', taskType: 'multiple_choice', choices: CHOICES, multipleSelection: false, position: 0, ...onActivity },
      { name: 'How sunny was it today?', actionType: 'think', taskType: 'rating', ratingStyle: 'stars', minLabel: 'Cloudy', maxLabel: 'Very sunny', position: 1, ...onActivity },
      { name: 'Why does a tree make a shadow?', actionType: 'discuss', taskType: 'discussion', position: 2, ...onActivity },
    ])
    .returning({ id: tasks.columns.id! })) as { id: number }[];
  const [lesson] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO lessons (lesson_plan_id, class_id, organization_id, teacher_id, state, passphrase, mode, pacing, current_activity_id, start_date, end_date)
        VALUES (${plan!.id}, ${klass.id}, ${teacher.organization_id}, ${teacher.id}, 'ended', ${newPassphrase(randomInt)}, 'remote', 'teacher', ${activity!.id},
                now() - interval '7 days', now() - interval '7 days' + interval '40 minutes')
        RETURNING id`,
  );
  const students = await queryRows<{ student_id: number }>(db, sql`SELECT student_id FROM class_students WHERE class_id = ${klass.id} ORDER BY student_id LIMIT ${TAUGHT_JOINED}`);
  for (const [i, { student_id: student }] of students.entries()) {
    const at = sql`now() - interval '7 days' + ${`${5 + i} minutes`}::interval`;
    await db.execute(sql`INSERT INTO lesson_students (lesson_id, student_id, joined_at) VALUES (${lesson!.id}, ${student}, ${at})`);
    const answer = (task: number, values: SQL): SQL => sql`(${task}, ${student}, ${lesson!.id}, ${teacher.organization_id}, ${values}, ${at}, ${at})`;
    await db.execute(sql`
      INSERT INTO experiences (entity_id, actor_id, lesson_id, organization_id, choices, rating, answer_text, created_at, updated_at) VALUES
      ${answer(choice!.id, sql`${`{${i % 2 === 0 ? 2 : i % CHOICES.length}}`}::text[], NULL, NULL`)},
      ${answer(rating!.id, sql`'{}', ${3 + (i % 3)}, NULL`)},
      ${answer(discussion!.id, sql`'{}', NULL, ${REASONS[i % REASONS.length]!}`)}`);
  }
}

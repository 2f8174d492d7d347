/**
 * A lesson the subscribed demo teacher taught last week (issue 11), so the demo's Lessons list and
 * a lesson's Report have something to show: their own plan "Light and shadow" (one activity with
 * a multiple-choice, a rating and a discussion task), taught remotely to the classroom demo class,
 * ended, with TAUGHT_JOINED students joined and their answers. Idempotent: the plan is looked up
 * by its author and name, the lesson, joins and answers are written only with the plan.
 */
import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { classes, experiences, lesson_plan_activities, lesson_plan_tasks, lesson_plans, lessons } from '../../../resources';
import { newPassphrase } from '../../../domain/lessons';
import type { Db } from '../client';
import { tableOf } from '../tables';
import { CLASSROOM_CLASS_NAME } from './classroom';
import { SUBSCRIBED_TEACHER_EMAIL } from './library';
import { classStudentIds, joinLesson, personByEmail, planNamed } from './seedRows';

const PLAN_NAME = 'Light and shadow';
const TAUGHT_JOINED = 4;
const CHOICES = ['A torch', 'A window', 'A tree'];
const REASONS = ['The tree blocks the sunlight.', 'Light cannot go through it.', 'It is in the way of the sun.', 'Shadows need something solid.'];

export async function seedTaughtLesson(db: Db): Promise<void> {
  const teacher = await personByEmail(db, SUBSCRIBED_TEACHER_EMAIL);
  const school = teacher?.organizationId;
  if (!teacher || school == null) return;
  if ((await planNamed(db, teacher.id, PLAN_NAME)) !== undefined) return;
  const c = tableOf(classes);
  const [klass] = (await db
    .select({ id: c.columns.id! })
    .from(c.table)
    .where(and(eq(c.columns.organizationId!, school), eq(c.columns.className!, CLASSROOM_CLASS_NAME)))) as { id: number }[];
  if (!klass) return;
  const author = { authorId: teacher.id };
  const plans = tableOf(lesson_plans);
  const [plan] = (await db.insert(plans.table).values({ name: PLAN_NAME, planType: 'lesson', durationMinutes: 30, ...author, organizationId: school }).returning({ id: plans.columns.id! })) as { id: number }[];
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
  // Times are the database's own (a week before its now), as the lesson's answers are.
  const weekAgo = (minutes: number) => sql`now() - interval '7 days' + ${`${minutes} minutes`}::interval`;
  const l = tableOf(lessons);
  const [lesson] = (await db
    .insert(l.table)
    .values({
      lessonPlanId: plan!.id,
      classId: klass.id,
      organizationId: school,
      teacherId: teacher.id,
      state: 'ended',
      passphrase: newPassphrase(randomInt),
      mode: 'remote',
      pacing: 'teacher',
      currentActivityId: activity!.id,
      startDate: weekAgo(0),
      endDate: weekAgo(40),
    })
    .returning({ id: l.columns.id! })) as { id: number }[];
  const e = tableOf(experiences);
  for (const [i, student] of (await classStudentIds(db, klass.id, TAUGHT_JOINED)).entries()) {
    const at = weekAgo(5 + i);
    await joinLesson(db, lesson!.id, [student], at);
    const answer = { actorId: student, lessonId: lesson!.id, organizationId: school, choices: [] as string[], rating: null as number | null, answerText: null as string | null, createdAt: at, updatedAt: at };
    await db.insert(e.table).values([
      { ...answer, entityId: choice!.id, choices: [String(i % 2 === 0 ? 2 : i % CHOICES.length)] },
      { ...answer, entityId: rating!.id, rating: 3 + (i % 3) },
      { ...answer, entityId: discussion!.id, answerText: REASONS[i % REASONS.length]! },
    ]);
  }
}

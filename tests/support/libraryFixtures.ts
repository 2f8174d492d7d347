/**
 * Library records made straight in the database for tests of the library's rules: published
 * content items, collections with items, lesson plans with activities and tasks, and the
 * `lessons` row that puts a plan in use, and a live lesson a student has joined (issue 11).
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { collections, contents, lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../resources';
import { joinTableOf } from '../../server/db/tables';
import { queryRows } from '../../server/db/client';
import { insert, type Response, type TestApp, type World } from './testApp';

let serial = 0;

/** A published, available-to-all video. */
export function insertContent(t: TestApp, values: Record<string, unknown> = {}): Promise<string> {
  serial += 1;
  return insert(t, contents, { name: `Item ${serial}`, contentType: 'video', state: 'published', freeAccess: true, ...values });
}

export async function insertContents(t: TestApp, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await insertContent(t));
  return ids;
}

/** A collection with its items in order (a teacher's when `authorId` and `organizationId` are given). */
export async function insertCollection(t: TestApp, values: Record<string, unknown>, itemIds: readonly string[] = []): Promise<string> {
  const id = await insert(t, collections, { name: 'Fixture collection', ...values });
  const through = collections.relationships.items.through!;
  const jt = joinTableOf(through);
  if (itemIds.length > 0)
    await t.database.db.insert(jt.table).values(itemIds.map((to, i) => ({ from: Number(id), to: Number(to), ...(jt.position ? { position: i } : {}) })));
  return id;
}

export interface PlanFixture {
  plan: string;
  activities: string[];
  /** Tasks per activity, in order. */
  tasks: string[][];
}

/** A plan by `authorId` of `organizationId` with activities, each with `tasksPer` tasks. */
export async function insertPlan(
  t: TestApp,
  values: Record<string, unknown>,
  { activities = 0, tasksPer = 0 }: { activities?: number; tasksPer?: number } = {},
): Promise<PlanFixture> {
  const plan = await insert(t, lesson_plans, { name: 'Fixture plan', ...values });
  const out: PlanFixture = { plan, activities: [], tasks: [] };
  for (let a = 0; a < activities; a++) {
    const activity = await insert(t, lesson_plan_activities, {
      lessonPlanId: Number(plan),
      authorId: values.authorId ?? null,
      name: `Activity ${a + 1}`,
      position: a,
    });
    out.activities.push(activity);
    const tasks: string[] = [];
    for (let k = 0; k < tasksPer; k++)
      tasks.push(
        await insert(t, lesson_plan_tasks, {
          activityId: Number(activity),
          lessonPlanId: Number(plan),
          authorId: values.authorId ?? null,
          name: `Task ${a + 1}.${k + 1}`,
          position: k,
        }),
      );
    out.tasks.push(tasks);
  }
  return out;
}

/** Another task in the same activity and plan as `taskId` (a discussion, which takes answers). */
export async function insertSiblingTask(t: TestApp, taskId: string): Promise<string> {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO lesson_plan_tasks (name, activity_id, lesson_plan_id, author_id, task_type, position)
        SELECT 'Sibling task', activity_id, lesson_plan_id, author_id, 'discussion', position + 1 FROM lesson_plan_tasks WHERE id = ${Number(taskId)}
        RETURNING id`,
  );
  return String(rows[0]!.id);
}

/**
 * A lesson taught now from its own plan (one activity, one discussion task) by school A's
 * teacher, with no class, which school A's student has joined: the target of answers
 * (experiences) in generic tests.
 */
async function liveLessonTargets(t: TestApp, world: World): Promise<{ lessons: string; lesson_plan_tasks: string }> {
  const teacher = { authorId: Number(world.ids.teacherA), organizationId: Number(world.schoolA) };
  const plan = await insertPlan(t, { ...teacher, name: 'Taught plan' }, { activities: 1, tasksPer: 1 });
  const task = plan.tasks[0]![0]!;
  await t.database.db.execute(sql`UPDATE lesson_plan_tasks SET task_type = 'discussion' WHERE id = ${Number(task)}`);
  const [lesson] = await queryRows<{ id: number }>(
    t.database.db,
    sql`INSERT INTO lessons (lesson_plan_id, organization_id, teacher_id, mode, state, passphrase, current_activity_id)
        VALUES (${Number(plan.plan)}, ${Number(world.schoolA)}, ${Number(world.ids.teacherA)}, 'front_no_class', 'active', ${`fixture-lesson-${++serial}`}, ${Number(plan.activities[0])})
        RETURNING id`,
  );
  await t.database.db.execute(sql`INSERT INTO lesson_students (lesson_id, student_id) VALUES (${lesson!.id}, ${Number(world.ids.studentA)})`);
  return { lessons: String(lesson!.id), lesson_plan_tasks: task };
}

/** Puts a plan in use: a lesson is taught from it. */
export async function insertLesson(t: TestApp, planId: string, organizationId: string | null = null): Promise<void> {
  await t.database.db.execute(sql`INSERT INTO lessons (lesson_plan_id, organization_id) VALUES (${Number(planId)}, ${organizationId === null ? null : Number(organizationId)})`);
}

/**
 * Targets for the relations of the library's resources in generic tests (the resource contract):
 * a published item, a published collection of school A's teacher, and that teacher's plan with
 * one activity, keyed by resource name.
 */
export async function libraryTargets(t: TestApp, world: World): Promise<Record<string, string>> {
  const items = await insertContents(t, 5);
  const teacher = { authorId: Number(world.ids.teacherA), organizationId: Number(world.schoolA) };
  const collection = await insertCollection(t, { ...teacher, state: 'published', publishedLocales: ['en'] }, items);
  const fixture = await insertPlan(t, teacher, { activities: 1 });
  return {
    ...(await liveLessonTargets(t, world)),
    contents: items[0]!,
    collections: collection,
    lesson_plans: fixture.plan,
    lesson_plan_activities: fixture.activities[0]!,
  };
}

/**
 * A refusal as every API error must look: JSON:API error object with status, code (where the
 * identifier has one), a text detail, the member's pointer and meta.error_identifier.
 */
export function expectApiError(res: Response, status: number, identifier: string, pointer?: string, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  const error = res.doc.errors?.[0];
  expect(error).toMatchObject({ status: String(status), meta: { error_identifier: identifier } });
  // Errors about a field of the document point at it; a refusal of the URL itself has no document to point into.
  if (pointer !== undefined) expect(error?.source?.pointer).toBe(pointer);
  expect(error?.detail).toEqual(expect.any(String));
  expect(error?.detail.length).toBeGreaterThan(0);
  if (code !== undefined) expect(error?.code).toBe(code);
}

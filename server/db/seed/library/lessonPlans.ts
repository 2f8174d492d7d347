/**
 * Seeds lesson plans with their activities and tasks in three statements: the missing plans,
 * then all their activities, then all their tasks. A plan is looked up by name and author (no
 * author for the product's), and its parts are written only when the plan is new. Parts carry
 * their plan's author, and tasks their plan, as the write hooks would set them.
 */
import { inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../../../resources';
import type { Db } from '../../client';
import { tableOf } from '../../tables';
import { COLLEAGUE_PLAN, PRODUCT_PLANS, TEACHER_PLAN, type PlanSeed } from './lessonPlanData';
import type { DemoPeople } from './people';

interface Placed {
  plan: PlanSeed;
  authorId: number | null;
  organizationId: number | null;
  sharedWithSchool: boolean;
}

const keyOf = (name: string, authorId: number | null): string => `${authorId ?? ''}|${name}`;

function placements(people: DemoPeople): Placed[] {
  const out: Placed[] = PRODUCT_PLANS.map((plan) => ({ plan, authorId: null, organizationId: null, sharedWithSchool: false }));
  if (people.teacher) out.push({ plan: TEACHER_PLAN, authorId: people.teacher.id, organizationId: people.teacher.organizationId, sharedWithSchool: false });
  if (people.colleague) out.push({ plan: COLLEAGUE_PLAN, authorId: people.colleague.id, organizationId: people.colleague.organizationId, sharedWithSchool: true });
  return out;
}

async function insertPlans(db: Db, missing: readonly Placed[]): Promise<Map<number, Placed>> {
  const t = tableOf(lesson_plans);
  const rows = missing.map(({ plan: { activities: _a, ...p }, authorId, organizationId, sharedWithSchool }) => ({ ...p, authorId, organizationId, sharedWithSchool }));
  const out = (await db.insert(t.table as PgTable).values(rows).returning({ id: t.columns.id!, name: t.columns.name!, authorId: t.columns.authorId! })) as {
    id: number;
    name: string;
    authorId: number | null;
  }[];
  const byKey = new Map(missing.map((m) => [keyOf(m.plan.name, m.authorId), m]));
  return new Map(out.map((r) => [r.id, byKey.get(keyOf(r.name, r.authorId))!]));
}

async function insertParts(db: Db, plans: ReadonlyMap<number, Placed>, contentIds: ReadonlyMap<string, number>): Promise<void> {
  const at = tableOf(lesson_plan_activities);
  const activityRows = [...plans].flatMap(([lessonPlanId, { plan, authorId }]) =>
    plan.activities.map(({ tasks: _t, ...a }, position) => ({ ...a, lessonPlanId, authorId, position })),
  );
  const activities = (await db
    .insert(at.table as PgTable)
    .values(activityRows)
    .returning({ id: at.columns.id!, lessonPlanId: at.columns.lessonPlanId!, position: at.columns.position! })) as {
    id: number;
    lessonPlanId: number;
    position: number;
  }[];
  const taskRows = activities.flatMap(({ id: activityId, lessonPlanId, position }) => {
    const placed = plans.get(lessonPlanId)!;
    return placed.plan.activities[position]!.tasks.map(({ content, ...task }, taskPosition) => ({
      choices: [],
      multipleSelection: false,
      ...task,
      contentId: content ? (contentIds.get(content) ?? null) : null,
      activityId,
      lessonPlanId,
      authorId: placed.authorId,
      position: taskPosition,
    }));
  });
  if (taskRows.length > 0) await db.insert(tableOf(lesson_plan_tasks).table as PgTable).values(taskRows);
}

export async function seedLessonPlans(db: Db, contentIds: ReadonlyMap<string, number>, people: DemoPeople): Promise<void> {
  const all = placements(people);
  const t = tableOf(lesson_plans);
  const found = (await db
    .select({ name: t.columns.name!, authorId: t.columns.authorId! })
    .from(t.table)
    .where(inArray(t.columns.name!, all.map((p) => p.plan.name)))) as { name: string; authorId: number | null }[];
  const have = new Set(found.map((r) => keyOf(r.name, r.authorId)));
  const missing = all.filter((p) => !have.has(keyOf(p.plan.name, p.authorId)));
  if (missing.length === 0) return;
  await insertParts(db, await insertPlans(db, missing), contentIds);
}

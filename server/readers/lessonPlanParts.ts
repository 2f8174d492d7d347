/**
 * A plan's activities and tasks are read exactly when their plan is: the plan's rule
 * (lessonPlans.ts planVisibleSql) applied through a correlated subquery, so lists, includes
 * (`GET /lesson_plans/{id}?include=activities,activities.tasks`) and write targets agree.
 * A task reaches its plan through its activity, the relation it is written under. A lesson's
 * student reads them without their `teacherNotes`, and a quiz task without its `correctChoices`
 * until the teacher reveals it in their lesson (quizAnswers.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../resources';
import type { Viewer } from '../auth/viewer';
import { tableOf } from '../db/tables';
import { planVisibleSql, withholdTeacherNotes } from './lessonPlans';
import { withholdUnrevealedAnswers } from './quizAnswers';
import type { ResourceReader } from './types';

const plans = tableOf(lesson_plans);
const activities = tableOf(lesson_plan_activities);
const tasks = tableOf(lesson_plan_tasks);

/** The plan `planId` points at is one the viewer may read; undefined when every plan is. */
function inVisiblePlan(planId: PgColumn, viewer: Viewer): SQL | undefined {
  const plan = planVisibleSql(viewer);
  return plan && sql`exists (select 1 from ${plans.table} where ${plans.columns.id!} = ${planId} and ${plan})`;
}

export const lessonPlanActivitiesReader: ResourceReader = {
  visible: (viewer) => inVisiblePlan(activities.columns.lessonPlanId!, viewer),
  present: async (ctx, records) => withholdTeacherNotes(ctx.viewer, records),
};

export const lessonPlanTasksReader: ResourceReader = {
  visible(viewer) {
    const plan = inVisiblePlan(activities.columns.lessonPlanId!, viewer);
    return plan && sql`exists (select 1 from ${activities.table} where ${activities.columns.id!} = ${tasks.columns.activityId!} and ${plan})`;
  },
  async present(ctx, records) {
    withholdTeacherNotes(ctx.viewer, records);
    await withholdUnrevealedAnswers(ctx.db, ctx.viewer, records);
  },
};

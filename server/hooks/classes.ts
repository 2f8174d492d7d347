/**
 * Classes: only active students of the class's own school may be in it. The generic check
 * already refused students the viewer cannot read; this one also refuses, for admins who read
 * every school, a student of another school or a user who is not a student (422 + pointer).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { classes, users } from '../../resources';
import { joinTableOf, tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import type { ResourceHooks, WriteContext } from './types';

async function currentStudents(ctx: WriteContext): Promise<string[]> {
  const through = classes.relationships.students.through;
  if (!ctx.record || !through) return [];
  const jt = joinTableOf(through);
  const rows = (await ctx.db.select({ id: jt.to }).from(jt.table).where(eq(jt.from, Number(ctx.record.id)))) as { id: number }[];
  return rows.map((r) => String(r.id));
}

export const classesHooks: ResourceHooks = {
  async beforeWrite(ctx) {
    if (ctx.op === 'delete' || !('studentsIds' in ctx.values || 'organizationId' in ctx.values)) return;
    const organizationId = ctx.values.organizationId ?? ctx.record?.organizationId;
    const ids = (ctx.values.studentsIds as string[] | undefined) ?? (await currentStudents(ctx));
    if (ids.length === 0 || organizationId == null) return;
    const c = tableOf(users).columns;
    const found = await ctx.db
      .select({ id: c.id! })
      .from(tableOf(users).table)
      .where(
        and(
          inArray(c.id!, ids.map(Number)),
          eq(c.organizationId!, Number(organizationId)),
          // The kinds of user the schema says a class holds (students), as the console offers them.
          ...Object.entries(classes.relationships.students.targets ?? {}).map(([field, value]) => eq(c[field]!, value)),
          isNull(c.archivedAt!),
        ),
      );
    if (found.length !== ids.length)
      throw ApiError.of({ status: 422, identifier: 'studentOfAnotherSchool', pointer: ctx.pointerOf('students') });
  },
};

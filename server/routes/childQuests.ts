/**
 * A child's quests (seed 2.6 "child quests", domain/quests.ts), computed from their own records.
 *
 * | Method | Path               | Result                                                           |
 * |--------|--------------------|------------------------------------------------------------------|
 * | GET    | /users/{id}/quests | 200 `{ data: { type: 'quests', id, attributes: { quests } } }`  |
 *
 * Only the child themself (`self`) and their parent (`children`) read them: the users schema's
 * show grants narrowed to those two, so an organisation admin or a teacher gets 403 and a user
 * outside the viewer's reach, or one who is not a home student, 404.
 */
import type { FastifyInstance } from 'fastify';
import { and, count, countDistinct, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { activities, contents, favourites, users } from '../../resources';
import { grantsFor, type ResourceDef } from '../../resources/kit';
import { QUESTS, questProgress, type QuestMeasure, type QuestProgress } from '../../domain/quests';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { tableOf } from '../db/tables';
import type { Viewer } from '../auth/viewer';
import { combine, scopeCondition, softDeleteCondition } from '../jsonapi/conditions';
import { forbidden, notFound } from '../jsonapi/errors';
import { parseId } from '../jsonapi/recordId';
import { findAll } from '../jsonapi/repository';
import { readContext } from '../jsonapi/routes';
import { VIEWED_VERB } from '../hooks/activities';

const def: ResourceDef = users;
const FAMILY_GRANTS = new Set(['self', 'children']);

/** The child the viewer may read quests of, or 403/404. */
async function questChild(db: Db, viewer: Viewer, id: string): Promise<string> {
  const grants = grantsFor(def.access.show, viewer).filter((g) => FAMILY_GRANTS.has(g));
  if (grants.length === 0) throw forbidden();
  const where = combine(eq(tableOf(def).columns.id!, parseId(id)), scopeCondition(def, grants, viewer), softDeleteCondition(def, []));
  const record = (await findAll(db, def, where))[0];
  if (!record || record.role !== 'home_student') throw notFound();
  return record.id;
}

/** The number a quest counts, as a scalar subquery over the child's records. */
function measureQuery(db: Db, measure: QuestMeasure, childId: number): SQLWrapper {
  if (measure.kind === 'favourites') {
    const f = tableOf(favourites);
    return db.select({ n: count() }).from(f.table).where(eq(f.columns.userId!, childId));
  }
  const a = tableOf(activities).columns;
  const c = tableOf(contents).columns;
  const types = measure.contentTypes ? inArray(c.contentType!, [...measure.contentTypes]) : undefined;
  const where = and(eq(a.actorId!, childId), eq(a.verb!, VIEWED_VERB), eq(a.entityType!, 'contents'), types);
  // entity_id is text (it names items of several kinds); the join compares it as text.
  return db
    .select({ n: countDistinct(a.entityId!) })
    .from(tableOf(activities).table)
    .innerJoin(tableOf(contents).table, sql`${c.id!}::text = ${a.entityId!}`)
    .where(where);
}

export async function childQuests(db: Db, childId: string): Promise<QuestProgress[]> {
  const columns = QUESTS.map((q, i) => sql`${measureQuery(db, q.measure, Number(childId))} as ${sql.raw(`q${i}`)}`);
  // Hand-written: every quest's count in one round trip, a select of scalar subqueries from no table (Drizzle's select needs one).
  const rows = await queryRows<Record<string, string | number>>(db, sql`select ${sql.join(columns, sql`, `)}`);
  return QUESTS.map((q, i) => questProgress(q, Number(rows[0]?.[`q${i}`] ?? 0)));
}

export function registerChildQuestRoutes(app: FastifyInstance): void {
  app.get<{ Params: { id: string } }>('/users/:id/quests', { config: { doc: { tag: 'users', summary: "A child's quests and their progress (the child, their parent)" } } }, async (req) => {
    const ctx = readContext(app, req);
    const id = await questChild(ctx.db, ctx.viewer, req.params.id);
    return { data: { type: 'quests', id, attributes: { quests: await childQuests(ctx.db, id) } } };
  });
}

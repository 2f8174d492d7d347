/**
 * Duplicating a lesson plan (seed 4: "only duplicated", the copy's name gets a copy marker).
 *
 * | Method | Path                           | Result                                                 |
 * |--------|--------------------------------|--------------------------------------------------------|
 * | POST   | /lesson_plans/{id}/duplicates  | 201 the copy (Location header); 404 a plan you cannot see; 403 when you may not create plans (806 `licenceNeeded`: a teacher whose school has no live licence) |
 *
 * Anyone who can open the plan and may create plans copies it, in use or not (that is the point
 * of the in-use rule), with its tags, activities and tasks in their order: one transaction, a
 * fixed number of set-based statements whatever the plan's size. The copy belongs where a plan
 * the viewer creates would: a teacher's is theirs and their school's, a lesson_plan_admin's (or a
 * super user's) is one of the product's own (no author, no school). It is not shared, and
 * remembers its original (`copiedFrom`). Its name is `data.attributes.name` when the client sends one (already
 * translated), else the English copy marker before the original's name; either way within the
 * name's length limit. The body is optional.
 */
import type { FastifyInstance } from 'fastify';
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../resources';
import { defineAction, grantsFor, isUnscoped, text, type ResourceDef } from '../../resources/kit';
import { copyName } from '../../domain/library';
import { libraryResourcesEn } from '../../i18n/en.libraryResources';
import type { Viewer } from '../auth/viewer';
import { queryRows, type Db } from '../db/client';
import { joinTableOf, tableOf } from '../db/tables';
import { forbidden } from '../jsonapi/errors';
import { readAction } from '../jsonapi/actionBody';
import { parseReadQuery, type RawQuery } from '../jsonapi/query';
import { parseId } from '../jsonapi/recordId';
import { readContext, showDocument } from '../jsonapi/routes';
import { requireVisible } from '../hooks/visibleRecord';
import { assertLicensedToTeach } from '../hooks/teachingLicence';

const plans: ResourceDef = lesson_plans;
const activities: ResourceDef = lesson_plan_activities;
const tasks: ResourceDef = lesson_plan_tasks;
const NAME_MAX = lesson_plans.attributes.name.maxLength ?? 150;

/**
 * The columns a copy takes over as they are: the definition's writable attributes and to-one
 * relations, minus those the copy sets itself. Derived, so a field added to the schema is copied too.
 */
function copiedColumns(def: ResourceDef, setByCopy: readonly string[]): string[] {
  const cols = tableOf(def).columns;
  const out: string[] = [];
  for (const [name, field] of Object.entries(def.attributes))
    if (!field.readOnly && !field.computed && !setByCopy.includes(name)) out.push(cols[name]!.name);
  for (const [name, rel] of Object.entries(def.relationships))
    if (rel.kind === 'toOne' && !rel.readOnly && !setByCopy.includes(name)) out.push(cols[`${name}Id`]!.name);
  return out;
}

const list = (names: readonly string[], alias?: string): SQL =>
  sql.join(
    names.map((n) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(n)}` : sql`${sql.identifier(n)}`)),
    sql`, `,
  );
const column = (def: ResourceDef, name: string): SQL => sql`${sql.identifier(tableOf(def).columns[name]!.name)}`;

/** Copies the plan, its to-many sets (tags), activities and tasks; returns the copy's id. */
export async function duplicatePlan(db: Db, viewer: Viewer, originalId: string, name: string): Promise<string> {
  const orig = Number(originalId);
  // As on create: the kit makes a teacher the author of their plan (self grant), never an admin.
  const product = grantsFor(plans.access.create, viewer).some(isUnscoped);
  const me = product ? null : Number(viewer.id);
  const school = product || viewer.organizationId === null ? null : Number(viewer.organizationId);
  return db.transaction(async (tx) => {
    const t: Db = tx;
    const planCols = copiedColumns(plans, ['name', 'sharedWithSchool']);
    const p = (n: string): SQL => column(plans, n);
    // Hand-written: INSERT … SELECT of the derived column list, copied inside the database (Drizzle's
    // insert().select() must name every column, the id too, and a round trip through JS would round timestamps to ms).
    const inserted = await queryRows<{ id: number }>(
      t,
      sql`INSERT INTO ${tableOf(plans).table} (${list(planCols)}, ${p('name')}, ${p('sharedWithSchool')}, ${p('authorId')}, ${p('organizationId')}, ${p('copiedFromId')})
          SELECT ${list(planCols)}, ${name}, false, ${me}, ${school}, id FROM ${tableOf(plans).table} WHERE id = ${orig}
          RETURNING id`,
    );
    const copy = inserted[0]!.id;
    for (const rel of Object.values(plans.relationships)) {
      if (rel.kind !== 'toMany' || !rel.through) continue;
      const jt = joinTableOf(rel.through);
      // The join table's columns in its own order, as insert().select() asks.
      const copied = { from: sql`${copy}`, to: jt.to, ...(jt.position ? { position: jt.position } : {}) };
      await t.insert(jt.table).select(t.select(copied).from(jt.table).where(eq(jt.from, orig)));
    }
    // New activity ids are drawn first, so the tasks can follow their activity in the same statement.
    // Hand-written: one statement of data-modifying CTEs (a materialised id map, two INSERT … SELECT).
    const actCols = copiedColumns(activities, ['lessonPlan']);
    const taskCols = copiedColumns(tasks, ['activity']);
    const a = (n: string): SQL => column(activities, n);
    const k = (n: string): SQL => column(tasks, n);
    await t.execute(
      sql`WITH map AS MATERIALIZED (
            SELECT id AS old_id, nextval(pg_get_serial_sequence(${getTableName(tableOf(activities).table)}, 'id'))::integer AS new_id
            FROM ${tableOf(activities).table} WHERE ${a('lessonPlanId')} = ${orig}
          ), copied AS (
            INSERT INTO ${tableOf(activities).table} (id, ${a('lessonPlanId')}, ${a('authorId')}, ${list(actCols)}) OVERRIDING SYSTEM VALUE
            SELECT map.new_id, ${copy}, ${me}, ${list(actCols, 'a')}
            FROM ${tableOf(activities).table} a JOIN map ON map.old_id = a.id
            RETURNING id
          )
          INSERT INTO ${tableOf(tasks).table} (${k('activityId')}, ${k('lessonPlanId')}, ${k('authorId')}, ${list(taskCols)})
          SELECT map.new_id, ${copy}, ${me}, ${list(taskCols, 'k')}
          FROM ${tableOf(tasks).table} k JOIN map ON map.old_id = k.${k('activityId')}`,
    );
    return String(copy);
  });
}

/** The copy's name, optional as the whole body is. */
const COPY_BODY = defineAction({ type: plans.type, attributesOptional: true, attributes: { name: text() }, notBlank: ['name'] });

/** The copy's name: the client's (already translated), else the English marker and the original's. */
function nameOfCopy(body: unknown, originalName: string): string {
  const sent = body == null ? undefined : readAction(COPY_BODY, body).values.name;
  if (sent == null) return copyName(libraryResourcesEn.lesson_plans.copyMarker, originalName, NAME_MAX);
  return copyName('', sent.trim(), NAME_MAX);
}

export function registerLessonPlanDuplicateRoute(app: FastifyInstance): void {
  app.post<{ Params: { id: string } }>('/lesson_plans/:id/duplicates', { config: { doc: { tag: 'lesson_plans', summary: 'Copies a lesson plan, its activities and tasks, as a plan of your own', status: 201, body: COPY_BODY } } }, async (req, reply) => {
    const ctx = readContext(app, req);
    parseId(req.params.id);
    const original = await requireVisible(ctx.db, ctx.viewer, plans, req.params.id);
    const grants = grantsFor(plans.access.create, ctx.viewer);
    if (grants.length === 0) throw forbidden();
    await assertLicensedToTeach(ctx.db, ctx.viewer, grants, app.now());
    const id = await duplicatePlan(ctx.db, ctx.viewer, original.id, nameOfCopy(req.body, String(original.name)));
    const doc = await showDocument(ctx, plans, id, parseReadQuery(plans, req.query as RawQuery));
    return reply.code(201).header('location', `${app.apiBase}/${plans.name}/${id}`).send(doc);
  });
}

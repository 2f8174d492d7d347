/**
 * Registers list, show, create, update and delete for every resource definition (and its
 * aliases), all derived from the schema. Hand-written endpoints live in server/routes/.
 *
 * | Method | Path              | Result                                   |
 * |--------|-------------------|------------------------------------------|
 * | GET    | /{name}           | 200 page of records, meta.total          |
 * | GET    | /{name}/{id}      | 200 one record (404 outside your reach)  |
 * | POST   | /{name}           | 201 created record                       |
 * | PATCH  | /{name}/{id}      | 200 updated record (partial update)      |
 * | DELETE | /{name}/{id}      | 204 (soft where the schema says so)      |
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { grantsFor, type ResourceDef } from '../../resources/kit';
import { RESOURCES } from '../../resources';
import { tableOf } from '../db/tables';
import { requireViewer } from '../auth/authenticate';
import { combine, filterConditions, scopeCondition, softDeleteCondition } from './conditions';
import { buildDocument, type ReadContext } from './document';
import { forbidden, notFound } from './errors';
import { createRecord, deleteRecord, updateRecord } from './mutate';
import { readPayload } from './payload';
import { parseListQuery, parseReadQuery, type RawQuery, type ReadQuery } from './query';
import { findAll, listPage } from './repository';

type IdParams = { id: string };

export function readContext(app: FastifyInstance, req: FastifyRequest): ReadContext {
  // Links are absolute URLs (the JSON:API schema's link is `format: uri`), from configuration.
  return { db: app.db, viewer: requireViewer(req), apiBase: app.publicApiUrl };
}

/** One record as the viewer may see it, rendered with the query's includes. */
export async function showDocument(ctx: ReadContext, def: ResourceDef, id: string, query: ReadQuery): Promise<unknown> {
  const grants = grantsFor(def.access.show, ctx.viewer);
  if (grants.length === 0) throw forbidden();
  if (!/^\d{1,9}$/.test(id)) throw notFound();
  const where = combine(
    eq(tableOf(def).columns.id!, Number(id)),
    scopeCondition(def, grants, ctx.viewer),
    softDeleteCondition(def, []),
  );
  const record = (await findAll(ctx.db, def, where))[0];
  if (!record) throw notFound();
  const doc = await buildDocument(ctx, def, [record], query, true);
  return { data: doc.data[0], ...(doc.included.length > 0 ? { included: doc.included } : {}) };
}

function registerResource(app: FastifyInstance, def: ResourceDef, path: string): void {
  const base = `/${path}`;

  app.get(base, async (req) => {
    const ctx = readContext(app, req);
    const grants = grantsFor(def.access.list, ctx.viewer);
    if (grants.length === 0) throw forbidden();
    const query = parseListQuery(def, req.query as RawQuery);
    const where = combine(
      scopeCondition(def, grants, ctx.viewer),
      softDeleteCondition(def, query.filters),
      ...filterConditions(def, query.filters),
    );
    const page = await listPage(ctx.db, def, where, query.sort, query.page);
    const doc = await buildDocument(ctx, def, page.records, query, false);
    return { data: doc.data, ...(doc.included.length > 0 ? { included: doc.included } : {}), meta: { total: page.total } };
  });

  app.get<{ Params: IdParams }>(`${base}/:id`, async (req) =>
    showDocument(readContext(app, req), def, req.params.id, parseReadQuery(def, req.query as RawQuery)),
  );

  app.post(base, async (req, reply: FastifyReply) => {
    const ctx = readContext(app, req);
    const id = await createRecord(ctx, def, readPayload(def, req.body));
    const doc = await showDocument(ctx, def, id, parseReadQuery(def, req.query as RawQuery));
    return reply.code(201).header('location', `${app.apiBase}/${path}/${id}`).send(doc);
  });

  app.patch<{ Params: IdParams }>(`${base}/:id`, async (req) => {
    const ctx = readContext(app, req);
    await updateRecord(ctx, def, req.params.id, readPayload(def, req.body, req.params.id));
    return showDocument(ctx, def, req.params.id, parseReadQuery(def, req.query as RawQuery));
  });

  app.delete<{ Params: IdParams }>(`${base}/:id`, async (req, reply) => {
    await deleteRecord(readContext(app, req), def, req.params.id);
    return reply.code(204).send();
  });
}

export function registerResourceRoutes(app: FastifyInstance): void {
  for (const def of RESOURCES) {
    for (const path of [def.name, ...def.aliases]) registerResource(app, def, path);
  }
}

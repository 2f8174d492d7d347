/**
 * Registers list, show, create, update and delete for every resource definition (and its
 * aliases), all derived from the schema. Hand-written endpoints live in server/routes/.
 *
 * | Method | Path              | Result                                   |
 * |--------|-------------------|------------------------------------------|
 * | GET    | /{name}           | 200 page of records, meta.total, links   |
 * | GET    | /{name}/{id}      | 200 one record (404 outside your reach)  |
 * | POST   | /{name}           | 201 created record (200: a replay, hooks) |
 * | PATCH  | /{name}/{id}      | 200 updated record (partial update)      |
 * | DELETE | /{name}/{id}      | 204 (soft where the schema says so)      |
 */
import { requestedLocale } from '../mail/language';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { grantsFor, type ResourceDef } from '../../resources/kit';
import { RESOURCES } from '../../resources';
import { tableOf } from '../db/tables';
import { requireViewer } from '../auth/authenticate';
import { combine, filterConditions, scopeCondition, softDeleteCondition } from './conditions';
import { buildDocument, type ReadContext } from './document';
import { ApiError, forbidden, notFound } from './errors';
import { createOrReplay, deleteRecord, restorableRecord, updateRecord } from './mutate';
import { readPayload, type Payload } from './payload';
import { pageLinks } from './pageLinks';
import { parseId } from './recordId';
import { parseListQuery, parseReadQuery, type Filter, type ListQuery, type RawQuery, type ReadQuery } from './query';
import { findField } from './wire';
import { findAll, listPage, type AppRecord, type OrderTerm } from './repository';
import { READERS } from '../readers';
import type { Viewer } from '../auth/viewer';

type IdParams = { id: string };

export function readContext(app: FastifyInstance, req: FastifyRequest): ReadContext {
  // Links are absolute URLs (the JSON:API schema's link is `format: uri`), from configuration.
  const locale = requestedLocale(req.headers);
  return {
    db: app.db,
    viewer: requireViewer(req),
    apiBase: app.publicApiUrl,
    origin: app.publicOrigin,
    now: app.now(),
    signer: app.linkSigner,
    ...(locale ? { locale } : {}),
  };
}

/**
 * One record as GET /{name}/{id} finds it for the viewer: 403 without a show grant, 404 outside
 * their reach. Whatever is served on the strength of reading a record (a person's photo,
 * routes/uploads.ts) asks this, so it follows the same rule.
 */
export async function readableRecord(ctx: ReadContext, def: ResourceDef, id: string): Promise<AppRecord> {
  const grants = grantsFor(def.access.show, ctx.viewer);
  if (grants.length === 0) throw forbidden();
  const where = combine(
    eq(tableOf(def).columns.id!, parseId(id)),
    scopeCondition(def, grants, ctx.viewer),
    softDeleteCondition(def, []),
  );
  const record = (await findAll(ctx.db, def, where, READERS[def.name]?.computed?.(ctx.viewer)))[0] ?? (await archivedRecord(ctx, def, id));
  if (!record) throw notFound();
  return record;
}

/** One record as the viewer may see it, rendered with the query's includes. */
export async function showDocument(ctx: ReadContext, def: ResourceDef, id: string, query: ReadQuery): Promise<unknown> {
  const record = await readableRecord(ctx, def, id);
  const doc = await buildDocument(ctx, def, [record], query, true);
  return { data: doc.data[0], ...(doc.included.length > 0 ? { included: doc.included } : {}) };
}

/**
 * An archived record opens (read-only, `archived_at` set) for the viewers who may restore it, so
 * an admin can look before restoring; for everyone else it does not exist.
 */
async function archivedRecord(ctx: ReadContext, def: ResourceDef, id: string): Promise<AppRecord | undefined> {
  if (!def.softDelete) return undefined;
  try {
    return (await restorableRecord(ctx, def, id)).record;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return undefined;
    throw error;
  }
}

/**
 * A nested path pins one to-one relation to the parent in the URL, e.g.
 * /meetings/{parentId}/occurrences lists, shows and creates only that meeting's occurrences.
 */
interface Pin {
  relation: string;
}

type Params = { id?: string; parentId?: string };

function pinnedFilter(def: ResourceDef, pin: Pin | undefined, parentId: string | undefined): Filter[] {
  if (!pin || parentId === undefined) return [];
  const parent = String(parseId(parentId));
  const ref = findField(def, pin.relation);
  if (!ref) throw new Error(`${def.name}: no relation ${pin.relation}`);
  return [{ target: 'field', ref, op: 'eq', values: [parent] }];
}

/** 404 unless the record belongs to the parent named in the URL. */
async function assertInParent(ctx: ReadContext, def: ResourceDef, id: string, pin: Pin | undefined, parentId: string | undefined): Promise<void> {
  const filters = pinnedFilter(def, pin, parentId);
  if (filters.length === 0) return;
  const rows = await findAll(ctx.db, def, combine(eq(tableOf(def).columns.id!, parseId(id)), ...filterConditions(def, filters, ctx.viewer)));
  if (rows.length === 0) throw notFound();
}

/** On a nested create the parent comes from the URL; a body naming another parent is a conflict. */
function pinPayload(def: ResourceDef, payload: Payload, pin: Pin | undefined, parentId: string | undefined): Payload {
  if (!pin || parentId === undefined) return payload;
  const key = `${pin.relation}Id`;
  if (payload.sent.has(pin.relation) && payload.values[key] !== parentId)
    throw ApiError.of({ status: 409, identifier: 'conflict', detail: 'The body names another parent than the URL', pointer: payload.pointers.get(pin.relation) ?? '/data' });
  payload.values[key] = parentId;
  if (!payload.sent.has(pin.relation)) payload.fromPath = new Set([...(payload.fromPath ?? []), pin.relation]);
  payload.sent.add(pin.relation);
  return payload;
}

/** ORDER BY terms of a list: columns as parsed, named sorts as the resource's reader builds them. */
function orderTerms(def: ResourceDef, query: ListQuery, viewer: Viewer): OrderTerm[] {
  const search = query.filters.find((f) => f.target === 'search');
  const ctx = { viewer, search: search?.target === 'search' ? search.text : undefined };
  return query.sort.flatMap((s): OrderTerm[] => {
    if (!s.named) return [s];
    const sort = READERS[def.name]?.sort;
    if (!sort) throw new Error(`${def.name} declares named sort ${s.name} but its reader does not sort`);
    return sort(s.name, s.desc, ctx).map((sql) => ({ sql }));
  });
}

/**
 * Paths whose show route answers record ids only: any other segment is a signed join link, which
 * routes/attendeeLinks.ts answers (GET /meeting_attendees/{token}, seed section 7).
 */
const TOKEN_SHOW_PATHS = new Set(['/meeting_attendees']);

const showParam = (base: string): string => (TOKEN_SHOW_PATHS.has(base) ? ':id(^[1-9]\\d{0,9}$)' : ':id');

function registerResource(app: FastifyInstance, def: ResourceDef, base: string, pin?: Pin): void {
  app.get<{ Params: Params }>(base, { config: { doc: { resource: def.name, operation: 'list' } } }, async (req) => {
    const ctx = readContext(app, req);
    const grants = grantsFor(def.access.list, ctx.viewer);
    if (grants.length === 0) throw forbidden();
    const query = parseListQuery(def, req.query as RawQuery);
    const filters = [...query.filters, ...pinnedFilter(def, pin, req.params.parentId)];
    const where = combine(scopeCondition(def, grants, ctx.viewer), softDeleteCondition(def, filters), ...filterConditions(def, filters, ctx.viewer));
    const page = await listPage(ctx.db, def, where, orderTerms(def, query, ctx.viewer), query.page, READERS[def.name]?.computed?.(ctx.viewer));
    const doc = await buildDocument(ctx, def, page.records, query, false);
    return {
      links: pageLinks(app.publicOrigin, req.url, query.page, page.total),
      data: doc.data,
      ...(doc.included.length > 0 ? { included: doc.included } : {}),
      meta: { total: page.total },
    };
  });

  app.get<{ Params: Params & IdParams }>(`${base}/${showParam(base)}`, { config: { doc: { resource: def.name, operation: 'show' } } }, async (req) => {
    const ctx = readContext(app, req);
    await assertInParent(ctx, def, req.params.id, pin, req.params.parentId);
    return showDocument(ctx, def, req.params.id, parseReadQuery(def, req.query as RawQuery));
  });

  app.post<{ Params: Params }>(base, { config: { doc: { resource: def.name, operation: 'create' } } }, async (req, reply: FastifyReply) => {
    const ctx = readContext(app, req);
    const payload = pinPayload(def, readPayload(def, req.body), pin, req.params.parentId);
    const { id, created } = await createOrReplay(ctx, def, payload);
    const doc = await showDocument(ctx, def, id, parseReadQuery(def, req.query as RawQuery));
    // A replayed create (an answer resent with its idempotency key) wrote nothing: 200, not 201.
    if (!created) return reply.code(200).send(doc);
    return reply.code(201).header('location', `${app.apiBase}/${def.name}/${id}`).send(doc);
  });

  app.patch<{ Params: Params & IdParams }>(`${base}/:id`, { config: { doc: { resource: def.name, operation: 'update' } } }, async (req) => {
    const ctx = readContext(app, req);
    await assertInParent(ctx, def, req.params.id, pin, req.params.parentId);
    await updateRecord(ctx, def, req.params.id, readPayload(def, req.body, req.params.id));
    return showDocument(ctx, def, req.params.id, parseReadQuery(def, req.query as RawQuery));
  });

  app.delete<{ Params: Params & IdParams }>(`${base}/:id`, { config: { doc: { resource: def.name, operation: 'delete' } } }, async (req, reply) => {
    const ctx = readContext(app, req);
    await assertInParent(ctx, def, req.params.id, pin, req.params.parentId);
    await deleteRecord(ctx, def, req.params.id);
    return reply.code(204).send();
  });
}

export function registerResourceRoutes(app: FastifyInstance): void {
  for (const def of RESOURCES) {
    for (const path of [def.name, ...def.aliases]) registerResource(app, def, `/${path}`);
    for (const n of def.nested) registerResource(app, def, `/${n.parent}/:parentId/${n.path}`, { relation: n.relation });
  }
}

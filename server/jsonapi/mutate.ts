/**
 * Create, update and delete for any resource, in one transaction each: authorise against the
 * permission table, refuse fields the grant may not write (403 + pointer), keep scoped viewers
 * inside their organisation, validate, run the resource's hooks, then write.
 */
import type { LinkSigner } from '../auth/linkSigner';
import type { MailLocale } from '../../i18n/mail';
import { eq, inArray, sql } from 'drizzle-orm';
import {
  appliesToRecord,
  defaultWithin,
  grantsFor,
  isAllowedValue,
  isUnscoped,
  missingRequired,
  recordInGrant,
  relationSource,
  openOnRecord,
  writableFor,
  writableValuesFor,
  type GrantKind,
  type ResourceDef,
} from '../../resources/kit';
import { HOOKS } from '../hooks';
import { AlreadyCreated, type WriteContext } from '../hooks/types';
import { hashPassword } from '../auth/passwords';
import { assertCurrentPassword } from '../auth/currentPassword';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { joinTableOf, tableOf } from '../db/tables';
import { combine, scopeCondition, softDeleteCondition } from './conditions';
import { ApiError, errorObject, forbidden, notFound } from './errors';
import { translateDbError } from './dbErrors';
import { pointerFor, validatePayload, type Payload } from './payload';
import { parseId } from './recordId';
import { findAll, type AppRecord } from './repository';
import { relatedDef } from './wire';
import { assertTargetsWithin } from './targetsWithin';
import { READERS } from '../readers';

export interface MutationContext {
  db: Db;
  viewer: Viewer;
  /** The product's origin, for links in mails the hooks send (hooks/types.ts WriteContext). */
  origin?: string;
  /** The request's time (app.now(): tests fix it); the system clock when absent. */
  now?: Date;
  /** The language the request asked for: mails the hooks send. */
  locale?: MailLocale;
  /** Signs links the hooks mail (a webinar booking's join link). */
  signer?: LinkSigner;
}

/** Every sent field is one the grants may write, and open on the stored record (writableWhile). */
function assertWritable(def: ResourceDef, grants: readonly GrantKind[], payload: Payload, record?: AppRecord): void {
  const allowed = grants.map((g) => writableFor(g, def.writable));
  for (const name of payload.sent) {
    if (payload.fromPath?.has(name)) continue;
    if (!allowed.some((w) => w === '*' || w.includes(name))) throw forbidden(payload.pointers.get(name));
    if (!openOnRecord(def.writableWhile, name, grants, record)) throw forbidden(payload.pointers.get(name));
  }
}

/**
 * Enum values the grants may write (kit `writableValues`, the rule forms offer too): a value
 * outside them is refused on its field; on create, a default outside them gives way to the first
 * they may write (a parent's new user is a home student).
 */
function assertWritableValues(def: ResourceDef, step: WriteStep, pointerOf: (name: string) => string): void {
  const restricted = new Set(Object.values(def.writableValues).flatMap((fields) => Object.keys(fields ?? {})));
  for (const name of restricted) {
    if (!(name in step.values)) continue;
    const allowed = writableValuesFor(def, step.grants, name);
    if (step.op === 'create' && !step.payload?.sent.has(name)) step.values[name] = defaultWithin(step.values[name], allowed);
    if (!isAllowedValue(step.values[name], allowed)) throw forbidden(pointerOf(name));
  }
}

/**
 * A field that belongs only to some records (kit `appliesTo`: a teacher has no age or parent) is
 * refused on its pointer when a write gives it a value on a record it does not belong to, as the
 * record will be after the write. Sending back what the record already holds, or null, is not a
 * change: older clients echo every field they read.
 */
function assertApplies(def: ResourceDef, step: WriteStep, pointerOf: (name: string) => string): void {
  const after = { ...step.record, ...step.values };
  for (const name of step.payload?.sent ?? []) {
    if (!(name in def.appliesTo) || appliesToRecord(def.appliesTo, name, after)) continue;
    const rel = def.relationships[name];
    const key = rel ? relationSource(name, rel) : name;
    const value = step.values[key];
    // No value at all: null, an empty text or list, or a switch left off.
    const empty = value === null || value === undefined || value === '' || value === false || (Array.isArray(value) && value.length === 0);
    if (empty || sameValue(value, step.record?.[key])) continue;
    throw ApiError.of({ status: 422, identifier: 'fieldNotApplicable', pointer: pointerOf(name) });
  }
}

/**
 * Attributes the record needs as it will be after the write (kit `requiredWhen`: a home student
 * signs in with a username and password), each refused on its own pointer when left blank.
 */
function assertRequired(def: ResourceDef, step: WriteStep, pointerOf: (name: string) => string): void {
  if (step.op === 'delete') return;
  // A blank text is validated to no value at all, so what was written is read off what was sent
  // (a name sent blank is absent from the values); a step without a payload wrote its values.
  const sent = step.payload?.sent;
  const written = sent ? Object.fromEntries([...sent].map((name) => [name, step.values[name]])) : step.values;
  const missing = missingRequired(def, step.op, written, { ...step.record, ...step.values });
  if (missing.length > 0) throw new ApiError(422, missing.map((name) => errorObject({ status: 422, identifier: 'fieldNoBlank', pointer: pointerOf(name) })));
}

/** The same stored value: equal as JSON, or the same scalar written as text or number (an id). */
const sameValue = (a: unknown, b: unknown): boolean =>
  JSON.stringify(a) === JSON.stringify(b ?? null) || (typeof a !== 'object' && typeof b !== 'object' && String(a) === String(b));

/**
 * Scoped viewers write only inside their own organisation (or, for parents, their own children;
 * for records owned by a user, their own).
 */
function keepInScope(def: ResourceDef, grants: readonly GrantKind[], viewer: Viewer, payload: Payload, creating: boolean): void {
  if (grants.some(isUnscoped)) return;
  const { organization, parent, user } = def.ownership;
  const pin = (relation: string, owner: string | null): void => {
    const key = `${relation}Id`;
    if (payload.sent.has(relation) && payload.values[key] !== owner) throw forbidden(payload.pointers.get(relation));
    if (creating) payload.values[key] = owner;
  };
  if (organization && organization !== 'id' && (grants.includes('org') || grants.includes('orgAdmin')))
    pin(organization, viewer.organizationId);
  else if (parent && grants.includes('children')) pin(parent, viewer.id);
  else if (typeof user === 'string' && grants.includes('self')) pin(user, viewer.id);
}

/** Every related id sent must name a record the viewer may read. */
async function assertTargetsReadable(ctx: MutationContext, def: ResourceDef, payload: Payload): Promise<void> {
  for (const name of payload.sent) {
    const rel = def.relationships[name];
    if (!rel) continue;
    const raw = payload.values[relationSource(name, rel)];
    const ids = (Array.isArray(raw) ? raw : raw == null ? [] : [raw]) as string[];
    if (ids.length === 0) continue;
    const target = relatedDef(rel);
    const grants = grantsFor(target.access.show, ctx.viewer);
    const where = combine(
      inArray(tableOf(target).columns.id!, ids.map(Number)),
      scopeCondition(target, grants, ctx.viewer),
      softDeleteCondition(target, []),
    );
    const found = grants.length === 0 ? [] : await findAll(ctx.db, target, where);
    if (found.length !== ids.length) throw ApiError.of({ status: 404, identifier: 'notFound', pointer: pointerFor(def, name) });
  }
}

/** Replaces plain passwords by their digests; done before the transaction, as hashing is slow on purpose. */
async function hashPasswords(def: ResourceDef, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const out = { ...values };
  for (const [name, field] of Object.entries(def.attributes)) {
    if (field.kind === 'password' && typeof out[name] === 'string') out[name] = await hashPassword(out[name]);
  }
  return out;
}

/** Splits validated values into the row's columns and the join-table sets. */
function toRow(def: ResourceDef, values: Record<string, unknown>): { row: Record<string, unknown>; sets: Map<string, string[]> } {
  const row: Record<string, unknown> = {};
  const sets = new Map<string, string[]>();
  for (const [name, field] of Object.entries(def.attributes)) {
    if (!(name in values) || field.computed) continue;
    const v = values[name];
    row[name] = field.kind === 'datetime' && typeof v === 'string' ? new Date(v) : v;
  }
  for (const [name, rel] of Object.entries(def.relationships)) {
    if (rel.kind === 'toOne' && `${name}Id` in values) {
      const id = values[`${name}Id`];
      row[`${name}Id`] = id == null ? null : Number(id);
    }
    if (rel.kind === 'toMany' && rel.through && `${name}Ids` in values) sets.set(name, values[`${name}Ids`] as string[]);
  }
  if ('updatedAt' in tableOf(def).columns && !('updatedAt' in row)) row.updatedAt = new Date();
  return { row, sets };
}

async function replaceSets(db: Db, def: ResourceDef, id: number, sets: Map<string, string[]>): Promise<void> {
  for (const [name, ids] of sets) {
    const rel = def.relationships[name];
    if (rel?.kind !== 'toMany' || !rel.through) continue;
    const jt = joinTableOf(rel.through);
    await db.delete(jt.table).where(eq(jt.from, id));
    if (ids.length > 0)
      await db.insert(jt.table).values(ids.map((to, i) => ({ from: id, to: Number(to), ...(jt.position ? { position: i } : {}) })));
  }
}

interface WriteStep {
  op: WriteContext['op'];
  grants: GrantKind[];
  values: Record<string, unknown>;
  payload?: Payload;
  record?: AppRecord;
}

/**
 * Runs a write in one transaction: related records checked, the resource's hooks, then the
 * write itself. Constraint violations a client can cause become JSON:API errors.
 */
async function inWriteTransaction<T extends string | void>(ctx: MutationContext, def: ResourceDef, step: WriteStep, write: (db: Db) => Promise<T>): Promise<T> {
  const { payload, record } = step;
  return translateDbError(def, payload, () =>
    ctx.db.transaction(async (tx) => {
      const db: Db = tx;
      const hookCtx: WriteContext = {
        db,
        viewer: ctx.viewer,
        def,
        op: step.op,
        grants: step.grants,
        values: step.values,
        ...(record ? { record } : {}),
        ...(ctx.origin !== undefined ? { origin: ctx.origin } : {}),
        ...(ctx.signer !== undefined ? { signer: ctx.signer } : {}),
        ...(ctx.locale !== undefined ? { locale: ctx.locale } : {}),
        now: ctx.now ?? new Date(),
        pointerOf: (name) => payload?.pointers.get(name) ?? pointerFor(def, name),
      };
      await HOOKS[def.name]?.beforeTargets?.(hookCtx);
      if (payload) await assertTargetsReadable({ ...ctx, db }, def, payload);
      await assertTargetsWithin(db, def, step.values, record, hookCtx.pointerOf);
      assertWritableValues(def, step, hookCtx.pointerOf);
      assertApplies(def, step, hookCtx.pointerOf);
      assertRequired(def, step, hookCtx.pointerOf);
      await HOOKS[def.name]?.beforeWrite?.(hookCtx);
      const result = await write(db);
      // Create returns the new id; update and delete act on the stored record.
      await HOOKS[def.name]?.afterWrite?.({ ...hookCtx, id: record ? String(record.id) : String(result) });
      return result;
    }),
  );
}

/**
 * Creates the record and returns its id; `created` is false when a hook found the request to be
 * a replay of one already done (hooks/types.ts AlreadyCreated): then nothing was written.
 */
export async function createOrReplay(ctx: MutationContext, def: ResourceDef, payload: Payload): Promise<{ id: string; created: boolean }> {
  try {
    return { id: await createRecord(ctx, def, payload), created: true };
  } catch (err) {
    if (err instanceof AlreadyCreated) return { id: err.id, created: false };
    throw err;
  }
}

export async function createRecord(ctx: MutationContext, def: ResourceDef, payload: Payload): Promise<string> {
  const grants = grantsFor(def.access.create, ctx.viewer);
  if (grants.length === 0) throw forbidden();
  assertWritable(def, grants, payload);
  keepInScope(def, grants, ctx.viewer, payload, true);
  await HOOKS[def.name]?.completeCreate?.({ db: ctx.db, viewer: ctx.viewer, grants, values: payload.values, sent: payload.sent });
  const values = await hashPasswords(def, await validatePayload(def, payload, 'create'));
  return inWriteTransaction(ctx, def, { op: 'create', grants, values, payload }, async (db) => {
    const { row, sets } = toRow(def, values);
    const t = tableOf(def);
    const inserted = (await db.insert(t.table).values(row).returning({ id: t.columns.id! })) as { id: number }[];
    const id = inserted[0]!.id;
    await replaceSets(db, def, id, sets);
    return String(id);
  });
}

/**
 * The stored record and the grants of `op` that reach it; 404 when the viewer cannot even see it.
 * `includeArchived` also finds soft-deleted records (restoring one).
 */
export async function reachableRecord(
  ctx: MutationContext,
  def: ResourceDef,
  id: string,
  op: 'update' | 'delete',
  { includeArchived = false }: { includeArchived?: boolean } = {},
): Promise<{ record: AppRecord; grants: GrantKind[] }> {
  const byId = eq(tableOf(def).columns.id!, parseId(id));
  // A record the resource's reader hides from this viewer (another teacher's draft) is not found, as when reading it.
  const visible = READERS[def.name]?.visible?.(ctx.viewer, grantsFor(def.access.show, ctx.viewer));
  const rows = await findAll(ctx.db, def, combine(byId, visible, includeArchived ? undefined : softDeleteCondition(def, [])));
  const record = rows[0];
  const inReach = (g: GrantKind): boolean => record !== undefined && recordInGrant(g, def.ownership, ctx.viewer, record);
  if (!record || !grantsFor(def.access.show, ctx.viewer).some(inReach)) throw notFound();
  const grants = grantsFor(def.access[op], ctx.viewer).filter(inReach);
  if (grants.length === 0) throw forbidden();
  return { record, grants };
}

/**
 * Restoring reverses delete, so the viewer's delete grants must reach the record, archived or
 * not. POST /users/{id}/restore and reading an archived record (jsonapi/routes.ts) both ask this.
 */
export function restorableRecord(ctx: MutationContext, def: ResourceDef, id: string): Promise<{ record: AppRecord; grants: GrantKind[] }> {
  return reachableRecord(ctx, def, id, 'delete', { includeArchived: true });
}

export async function updateRecord(ctx: MutationContext, def: ResourceDef, id: string, payload: Payload): Promise<void> {
  const { record, grants } = await reachableRecord(ctx, def, id, 'update');
  assertWritable(def, grants, payload, record);
  keepInScope(def, grants, ctx.viewer, payload, false);
  const validated = await validatePayload(def, payload, 'update');
  await assertCurrentPassword(ctx.db, def, ctx.viewer, record.id, validated);
  const values = await hashPasswords(def, validated);
  await inWriteTransaction(ctx, def, { op: 'update', grants, values, payload, record }, async (db) => {
    const { row, sets } = toRow(def, values);
    const t = tableOf(def);
    if (Object.keys(row).length > 0) await db.update(t.table).set(row).where(eq(t.columns.id!, parseId(id)));
    await replaceSets(db, def, parseId(id), sets);
  });
}

export async function deleteRecord(ctx: MutationContext, def: ResourceDef, id: string): Promise<void> {
  const { record, grants } = await reachableRecord(ctx, def, id, 'delete');
  await inWriteTransaction(ctx, def, { op: 'delete', grants, values: {}, record }, async (db) => {
    const t = tableOf(def);
    const where = eq(t.columns.id!, parseId(id));
    if (def.softDelete) await db.update(t.table).set({ [softDeleteKey(def)]: sql`now()` }).where(where);
    else await db.delete(t.table).where(where);
  });
}

function softDeleteKey(def: ResourceDef): string {
  const entry = Object.entries(tableOf(def).columns).find(([, c]) => c.name === def.softDelete?.column);
  if (!entry) throw new Error(`${def.name}: soft delete column missing`);
  return entry[0];
}

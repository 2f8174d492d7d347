/**
 * The library's write rules ask "may this viewer see that record?" about records that are not a
 * relationship of the write (an activity's `entityId`, the plan a duplicate copies). The answer
 * is the one `GET /{type}/{id}` gives: the resource's show grants and the viewer's reach, so a
 * record the viewer cannot open is refused as if it did not exist (404).
 */
import { eq } from 'drizzle-orm';
import { grantsFor, type ResourceDef } from '../../resources/kit';
import type { Viewer } from '../auth/viewer';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { combine, scopeCondition, softDeleteCondition } from '../jsonapi/conditions';
import { ApiError } from '../jsonapi/errors';
import { isRecordId } from '../jsonapi/recordId';
import { findAll, type AppRecord } from '../jsonapi/repository';

/** The record when the viewer may open it, else undefined (also for an id that names no record). */
export async function visibleRecord(db: Db, viewer: Viewer, def: ResourceDef, id: unknown): Promise<AppRecord | undefined> {
  const rawId = typeof id === 'number' ? String(id) : id;
  if (!isRecordId(rawId)) return undefined;
  const grants = grantsFor(def.access.show, viewer);
  if (grants.length === 0) return undefined;
  const where = combine(eq(tableOf(def).columns.id!, Number(rawId)), scopeCondition(def, grants, viewer), softDeleteCondition(def, []));
  return (await findAll(db, def, where))[0];
}

/** As visibleRecord, or a 404 whose pointer names the member that named the record. */
export async function requireVisible(db: Db, viewer: Viewer, def: ResourceDef, id: unknown, pointer?: string): Promise<AppRecord> {
  const record = await visibleRecord(db, viewer, def, id);
  if (!record) throw ApiError.of({ status: 404, identifier: 'notFound', ...(pointer ? { pointer } : {}) });
  return record;
}

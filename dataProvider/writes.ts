/**
 * The write methods. JSON:API has no bulk PATCH/DELETE, so updateMany and deleteMany send one
 * request per id; the first failure rejects the whole call.
 */
import type { Identifier, UpdateParams } from 'react-admin';
import { changedFields } from './diff';
import { toAppRecord } from './deserialize';
import type { Send } from './http';
import { includePairs, toQueryString } from './query';
import { idSegment, singleRecord } from './records';
import { resolveResource } from './resolve';
import { toResourceObject } from './serialize';
import type { AppRecord } from './types';

export async function create(send: Send, resource: string, data: Record<string, unknown>, meta?: unknown): Promise<{ data: AppRecord }> {
  const resolved = resolveResource(resource);
  const path = `/${resolved.path}${toQueryString(includePairs(resolved.def, meta))}`;
  const body = { data: toResourceObject(resolved, data) };
  const { doc, status } = await send({ method: 'POST', path, body, def: resolved.def });
  return { data: singleRecord(doc, status) };
}

/** One PATCH; undefined when the server answers 204 without a body. */
async function patch(send: Send, resource: string, id: unknown, data: Record<string, unknown>, meta?: unknown): Promise<AppRecord | undefined> {
  const resolved = resolveResource(resource);
  const path = `/${resolved.path}/${idSegment(id)}${toQueryString(includePairs(resolved.def, meta))}`;
  const body = { data: toResourceObject(resolved, data, String(id)) };
  const { doc } = await send({ method: 'PATCH', path, body, def: resolved.def });
  return doc.data && !Array.isArray(doc.data) ? toAppRecord(doc.data) : undefined;
}

/** A partial update: only what differs from previousData, so concurrent edits of other fields survive. */
export async function update(send: Send, resource: string, params: UpdateParams): Promise<{ data: AppRecord }> {
  const data = params.data as Record<string, unknown>;
  const previous = params.previousData as Record<string, unknown> | undefined;
  const changes = previous ? changedFields(data, previous) : data;
  const saved = await patch(send, resource, params.id, changes, params.meta);
  // 204 No Content: the server accepted the change as sent.
  return { data: saved ?? { ...previous, ...data, id: String(params.id) } };
}

export async function updateMany(send: Send, resource: string, ids: Identifier[], data: unknown, meta?: unknown): Promise<{ data: Identifier[] }> {
  await Promise.all(ids.map((id) => patch(send, resource, id, (data ?? {}) as Record<string, unknown>, meta)));
  return { data: ids };
}

export async function remove(send: Send, resource: string, id: unknown): Promise<void> {
  const { def, path } = resolveResource(resource);
  await send({ method: 'DELETE', path: `/${path}/${idSegment(id)}`, def });
}

export async function removeMany(send: Send, resource: string, ids: Identifier[]): Promise<{ data: Identifier[] }> {
  await Promise.all(ids.map((id) => remove(send, resource, id)));
  return { data: ids };
}

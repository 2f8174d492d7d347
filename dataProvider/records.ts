/** Helpers shared by reads and writes: id guarding and turning documents into results. */
import type { Identifier } from 'react-admin';
import { groupIncluded, toAppRecord } from './deserialize';
import { httpError, notFoundError, DEFAULT_MESSAGE } from './errors';
import type { AppRecord, JsonApiDocument, Prefetched } from './types';

export interface ListResult {
  data: AppRecord[];
  total: number;
  meta?: { prefetched: Prefetched };
}

/** Ids that would put `new`, `undefined`, `null` or `NaN` in a path: refused before any request. */
export function isUsableId(id: unknown): id is Identifier {
  if (typeof id === 'number') return Number.isFinite(id);
  return typeof id === 'string' && id !== '' && id !== 'new' && id !== 'undefined' && id !== 'null';
}

/** The id as a path segment, escaped so an id can never change the path. */
export function idSegment(id: unknown): string {
  if (!isUsableId(id)) throw notFoundError();
  return encodeURIComponent(String(id));
}

export function withPrefetched(doc: JsonApiDocument): { meta?: { prefetched: Prefetched } } {
  return doc.included && doc.included.length > 0 ? { meta: { prefetched: groupIncluded(doc.included) } } : {};
}

export function listResult(doc: JsonApiDocument): ListResult {
  const data = Array.isArray(doc.data) ? doc.data.map(toAppRecord) : [];
  const total = typeof doc.meta?.total === 'number' ? doc.meta.total : data.length;
  return { data, total, ...withPrefetched(doc) };
}

export function singleRecord(doc: JsonApiDocument, status: number): AppRecord {
  if (doc.data && !Array.isArray(doc.data)) return toAppRecord(doc.data);
  throw httpError(DEFAULT_MESSAGE, status);
}

export function mergePrefetched(results: readonly ListResult[]): { meta?: { prefetched: Prefetched } } {
  const prefetched: Prefetched = {};
  for (const r of results)
    for (const [name, records] of Object.entries(r.meta?.prefetched ?? {})) (prefetched[name] ??= []).push(...records);
  return Object.keys(prefetched).length > 0 ? { meta: { prefetched } } : {};
}

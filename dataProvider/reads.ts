/** The read methods: getList, getOne, getMany, getManyReference. One GET each (getMany chunks). */
import type { GetListParams, GetManyReferenceParams } from 'react-admin';
import { PAGE_SIZE_MAX } from '../domain/constants';
import type { ResourceDef } from '../resources/kit';
import type { Send } from './http';
import { fieldWireName } from './names';
import { filterPairs, includePairs, paginationPairs, sortPairs, toQueryString, type QueryPair } from './query';
import { idSegment, isUsableId, listResult, mergePrefetched, singleRecord, withPrefetched, type ListResult } from './records';
import { resolveResource } from './resolve';
import type { AppRecord, Prefetched } from './types';

async function list(send: Send, resource: string, pairs: QueryPair[], signal?: AbortSignal): Promise<ListResult> {
  const { def, path } = resolveResource(resource);
  const { doc } = await send({ method: 'GET', path: `/${path}${toQueryString(pairs)}`, def, signal });
  return listResult(doc);
}

export function getList(send: Send, resource: string, params: GetListParams): Promise<ListResult> {
  const { def } = resolveResource(resource);
  const pairs = [
    ...paginationPairs(params.pagination),
    ...sortPairs(def, params.sort),
    ...filterPairs(def, params.filter),
    ...includePairs(def, params.meta),
  ];
  return list(send, resource, pairs, params.signal);
}

/** `organizationId` or `organization_id` → `organization`: the server filters by relationship name. */
function referenceFilterKey(def: ResourceDef | undefined, target: string): string {
  const wire = fieldWireName(def, target);
  return def?.attributes[target] === undefined && wire.endsWith('_id') ? wire.slice(0, -3) : wire;
}

export async function getManyReference(send: Send, resource: string, params: GetManyReferenceParams): Promise<ListResult> {
  // No owner id yet (an unsaved parent): nothing can reference it, so do not ask.
  if (!isUsableId(params.id)) return { data: [], total: 0 };
  const { def } = resolveResource(resource);
  const pairs: QueryPair[] = [
    ...paginationPairs(params.pagination),
    ...sortPairs(def, params.sort),
    [`filter[${referenceFilterKey(def, params.target)}]`, String(params.id)],
    ...filterPairs(def, params.filter),
    ...includePairs(def, params.meta),
  ];
  return list(send, resource, pairs, params.signal);
}

export interface ManyParams {
  ids: readonly unknown[];
  meta?: unknown;
  signal?: AbortSignal;
}

export async function getMany(send: Send, resource: string, params: ManyParams): Promise<{ data: AppRecord[]; meta?: { prefetched: Prefetched } }> {
  const { def } = resolveResource(resource);
  const wanted = [...new Set(params.ids.filter(isUsableId).map(String))];
  // The server caps page[size]; larger reference sets are fetched in chunks.
  const chunks: string[][] = [];
  for (let i = 0; i < wanted.length; i += PAGE_SIZE_MAX) chunks.push(wanted.slice(i, i + PAGE_SIZE_MAX));
  const results = await Promise.all(
    chunks.map((chunk) =>
      list(send, resource, [['filter[id]', chunk.join(',')], ['page[size]', String(chunk.length)], ...includePairs(def, params.meta)], params.signal),
    ),
  );
  return { data: results.flatMap((r) => r.data), ...mergePrefetched(results) };
}

export interface OneParams {
  id: unknown;
  meta?: unknown;
  signal?: AbortSignal;
}

export async function getOne(send: Send, resource: string, params: OneParams): Promise<{ data: AppRecord; meta?: { prefetched: Prefetched } }> {
  const { def, path } = resolveResource(resource);
  const target = `/${path}/${idSegment(params.id)}${toQueryString(includePairs(def, params.meta))}`;
  const { doc, status } = await send({ method: 'GET', path: target, def, signal: params.signal });
  return { data: singleRecord(doc, status), ...withPrefetched(doc) };
}

/**
 * `GET {path}` for documents that are not a resource's records: the dashboards
 * (`/dashboards/teacher`, `/dashboards/school`, `/dashboards/admin`), a user's achievements, the
 * site copy (`/site_documents`). Answers the primary data in app shape (attributes camelCased at
 * the top level only; nested values are data): `data` for one object, `records` for a list.
 */
import type { Send } from './http';
import { toAppRecord } from './deserialize';
import type { AppRecord } from './types';

export interface ReadDocumentParams {
  /** Path under the API root, e.g. `/dashboards/school`. */
  path: string;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ReadDocumentResult {
  data: AppRecord | undefined;
  records: AppRecord[];
  meta: Record<string, unknown> | undefined;
}

export async function readDocument(send: Send, params: ReadDocumentParams): Promise<ReadDocumentResult> {
  const search = new URLSearchParams(params.query ?? {}).toString();
  const { doc } = await send({ method: 'GET', path: `${params.path}${search ? `?${search}` : ''}`, signal: params.signal });
  return {
    data: doc.data && !Array.isArray(doc.data) ? toAppRecord(doc.data) : undefined,
    records: Array.isArray(doc.data) ? doc.data.map(toAppRecord) : [],
    meta: (doc as { meta?: Record<string, unknown> }).meta,
  };
}

/**
 * A resource's named action beyond CRUD: `POST /{res}/{id}/{action}` (licensing actions,
 * a webinar's schedule, restoring an archived user). The body is the record's own JSON:API
 * shape unless the action names another type; query values go on the URL.
 */
import type { Identifier } from 'react-admin';
import { toAppRecord } from './deserialize';
import type { Send } from './http';
import { idSegment } from './records';
import { resolveResource } from './resolve';
import { toResourceObject } from './serialize';
import type { AppRecord, JsonApiDocument } from './types';

export interface MemberActionParams {
  id: Identifier;
  /** The path after the id, e.g. `schedule`, `actions` or `students/7` (each segment encoded). */
  action: string;
  /** App-shaped attributes and relationship ids, converted like a create or update. */
  data?: Record<string, unknown>;
  /** JSON:API type of the body when it is not the resource's own (e.g. licensingActions). */
  type?: string;
  query?: Record<string, string>;
  /** DELETE removes what the action names (a profile photo: `DELETE /users/{id}/photo`), with no body. */
  method?: 'POST' | 'DELETE';
}

export interface MemberActionResult {
  data: AppRecord | undefined;
  meta: Record<string, unknown> | undefined;
}

function resultOf(doc: JsonApiDocument): MemberActionResult {
  return {
    data: doc.data && !Array.isArray(doc.data) ? toAppRecord(doc.data) : undefined,
    meta: (doc as { meta?: Record<string, unknown> }).meta,
  };
}

/** `/{res}{member}/{action}?{query}`, each segment of the action encoded. */
function actionPath(resourcePath: string, member: string, action: string, query: Record<string, string> | undefined): string {
  const search = new URLSearchParams(query ?? {}).toString();
  return `/${resourcePath}${member}/${action.split('/').map(encodeURIComponent).join('/')}${search ? `?${search}` : ''}`;
}

export async function memberAction(send: Send, resource: string, params: MemberActionParams): Promise<MemberActionResult> {
  const resolved = resolveResource(resource);
  const path = actionPath(resolved.path, `/${idSegment(params.id)}`, params.action, params.query);
  if (params.method === 'DELETE') return resultOf((await send({ method: 'DELETE', path, def: resolved.def })).doc);
  const own = toResourceObject(resolved, params.data ?? {}, String(params.id));
  const body = { data: params.type ? { type: params.type, attributes: own.attributes } : own };
  return resultOf((await send({ method: 'POST', path, body, def: resolved.def })).doc);
}

export interface UploadParams {
  /** The record; absent for an upload to the collection (`POST /{res}/{action}`, e.g. users/imports). */
  id?: Identifier;
  /** The path segment after the id (or the resource), e.g. `image` or `imports`. */
  action: string;
  file: Blob;
  filename: string;
  /** Further multipart fields, sent before the file so a streaming server reads them first. */
  fields?: Record<string, string>;
  query?: Record<string, string>;
  /** Called with the fraction of the body sent so far (0..1). */
  onProgress?: (fraction: number) => void;
}

/** `POST /{res}[/{id}]/{action}` with the file as multipart field `file`; answers the record (if any) and meta. */
export async function uploadFile(send: Send, resource: string, params: UploadParams): Promise<MemberActionResult> {
  const resolved = resolveResource(resource);
  const form = new FormData();
  for (const [name, value] of Object.entries(params.fields ?? {})) form.append(name, value);
  form.append('file', params.file, params.filename);
  const path = actionPath(resolved.path, params.id === undefined ? '' : `/${idSegment(params.id)}`, params.action, params.query);
  const { doc } = await send({
    method: 'POST',
    path,
    form,
    def: resolved.def,
    ...(params.onProgress ? { onUploadProgress: params.onProgress } : {}),
  });
  return resultOf(doc);
}

/**
 * Shapes of the JSON:API wire and of the records react-admin holds. Wire data is parsed from
 * `unknown` through the guards below, so a malformed response fails loudly instead of leaking
 * `undefined` fields into screens.
 */

/** A record as react-admin holds it: camelCase keys, `<rel>Id` / `<rel>Ids` for relationships. */
export interface AppRecord {
  id: string;
  [key: string]: unknown;
}

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface RelationshipObject {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  [key: string]: unknown;
}

export interface ResourceObject {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelationshipObject>;
  meta?: Record<string, unknown>;
}

/** Legacy servers sent `detail` as an object; the current one always sends a string. */
export interface LegacyDetail {
  error_identifier?: string;
  message?: string;
}

export interface JsonApiError {
  status?: string;
  code?: string;
  title?: string;
  detail?: string | LegacyDetail | null;
  source?: { pointer?: string; parameter?: string };
  meta?: { error_identifier?: string; [key: string]: unknown };
}

export interface JsonApiDocument {
  data?: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: Record<string, unknown>;
  errors?: JsonApiError[];
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface HttpRequestInit {
  method: HttpMethod;
  headers: Record<string, string>;
  /** JSON text, or a multipart form (file uploads; the browser sets its content type). */
  body?: string | FormData;
  signal?: AbortSignal;
  /** Upload progress (0..1) of a multipart body; fetch cannot report it, so the default client uses XHR then. */
  onUploadProgress?: (fraction: number) => void;
  /** A file to take away (a download): a successful answer's body is read as a Blob, not as JSON. */
  responseType?: 'blob';
}

/** What an injected client returns: it must not throw on 4xx/5xx, only on network failure. */
export interface HttpResponse {
  status: number;
  headers: Headers;
  json: unknown;
  /** A successful download's body (`responseType: 'blob'`); failures still come as `json`. */
  blob?: Blob;
}

export type HttpClient = (url: string, init: HttpRequestInit) => Promise<HttpResponse>;

/** Records of included resources, by react-admin resource name (react-admin's `meta.prefetched`). */
export type Prefetched = Record<string, AppRecord[]>;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIdentifier(value: unknown): value is ResourceIdentifier {
  // JSON:API ids are strings; a number means a server bug worth surfacing, not papering over.
  return isObject(value) && typeof value.type === 'string' && typeof value.id === 'string';
}

export function isResourceObject(value: unknown): value is ResourceObject {
  if (!isIdentifier(value)) return false;
  const attributes = 'attributes' in value ? value.attributes : undefined;
  const relationships = 'relationships' in value ? value.relationships : undefined;
  return (attributes === undefined || isObject(attributes)) && (relationships === undefined || isObject(relationships));
}

/** Narrows a parsed body to a document; anything else (empty 204, HTML error page) is `{}`. */
export function asDocument(json: unknown): JsonApiDocument {
  if (!isObject(json)) return {};
  const doc: JsonApiDocument = {};
  const { data, included, meta, errors } = json;
  if (data === null) doc.data = null;
  else if (Array.isArray(data)) doc.data = data.filter(isResourceObject);
  else if (isResourceObject(data)) doc.data = data;
  if (Array.isArray(included)) doc.included = included.filter(isResourceObject);
  if (isObject(meta)) doc.meta = meta;
  if (Array.isArray(errors)) doc.errors = errors.filter(isObject) as JsonApiError[];
  return doc;
}

export function isResourceIdentifier(value: unknown): value is ResourceIdentifier {
  return isIdentifier(value);
}

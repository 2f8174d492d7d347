/**
 * The request layer every app shares: the headers every call carries (seed section 7) and the
 * guard against `/new` and `/undefined` paths (seed section 5). Which error a failure becomes is
 * the caller's choice: react-admin's HttpError in the shell (http.ts), a plain error class in the
 * registration app, which must not load react-admin.
 */
import { APP_VERSION } from '../domain/constants';
import type { ResourceDef } from '../resources/kit';
import { tokenStore } from './tokenStore';
import { asDocument, type HttpClient, type HttpMethod, type JsonApiDocument } from './types';
import { xhrRequest } from './xhrRequest';
import { deploymentHeaders } from './deployment';

export const MEDIA_TYPE = 'application/vnd.api+json';

export interface TransportOptions {
  httpClient?: HttpClient;
  /** API root without a trailing slash. */
  apiUrl?: string;
  getLocale?: () => string;
  /** Sent as X-Application: which app is calling (shell, registration, student). */
  application?: string;
  getToken?: () => string | null;
}

export interface SendRequest {
  method: HttpMethod;
  /** Path under the API root, with its query string: `/users/3?include=organization`. */
  path: string;
  body?: unknown;
  /** A file upload instead of a JSON:API body (seed section 7: uploads are not JSON:API). */
  form?: FormData;
  /** Called with the fraction of `form` sent so far. */
  onUploadProgress?: (fraction: number) => void;
  signal?: AbortSignal | undefined;
  /** Maps error pointers to app field names. */
  def?: ResourceDef | undefined;
  /** Leave the Authorization header off (sign-in must not carry a stale token). */
  anonymous?: boolean;
  /** A download: asks for this media type and answers the body as `blob` (errors stay JSON:API). */
  download?: { accept: string };
}

export interface SendResult {
  status: number;
  doc: JsonApiDocument;
  /** A download's body and headers (`download`). */
  file?: { blob: Blob; headers: Headers };
}

export type Send = (request: SendRequest) => Promise<SendResult>;

/** The default client: `fetch`, with an empty or non-JSON body read as `null`. */
export const fetchHttpClient: HttpClient = async (url, init) => {
  const response =
    init.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
      ? await xhrRequest(url, init, init.onUploadProgress)
      : await fetch(url, init);
  if (init.responseType === 'blob' && 'blob' in response && response.status < 400)
    return { status: response.status, headers: response.headers, json: null, blob: await response.blob() };
  const text = typeof response.text === 'string' ? response.text : await response.text();
  return { status: response.status, headers: response.headers, json: parseJson(text) };
};

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A path whose id segment is `new`, `undefined` or `null` is a routing bug, never a request. */
export function isSendablePath(path: string): boolean {
  const segments = (path.split('?')[0] ?? '').split('/').slice(1);
  const last = segments[segments.length - 1];
  if (last === undefined || last === '' || last === 'new') return false;
  return !segments.some((s) => s === 'undefined' || s === 'null');
}

/** How a transport turns failures into thrown errors. */
export interface FailureFactory {
  response(status: number, json: unknown, def?: ResourceDef): Error;
  network(): Error;
  notFound(): Error;
}

export function createTransport(options: TransportOptions, failures: FailureFactory): Send {
  const httpClient = options.httpClient ?? fetchHttpClient;
  const apiUrl = (options.apiUrl ?? '/api/v1').replace(/\/+$/, '');
  const getToken = options.getToken ?? tokenStore.get;
  const headers = (withBody: boolean, anonymous: boolean, accept = MEDIA_TYPE): Record<string, string> => {
    const locale = options.getLocale?.() ?? 'en';
    const token = anonymous ? null : getToken();
    return {
      // A download asks for its file's type first; its errors still come as JSON:API.
      Accept: accept === MEDIA_TYPE ? MEDIA_TYPE : `${accept}, ${MEDIA_TYPE}`,
      ...(withBody ? { 'Content-Type': MEDIA_TYPE } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      'Accept-Language': locale,
      'X-User-Locale': locale,
      'X-Application': options.application ?? 'shell',
      'X-Application-Version': APP_VERSION,
      ...deploymentHeaders(),
    };
  };

  return async (request) => {
    if (!isSendablePath(request.path)) throw failures.notFound();
    const withBody = request.body !== undefined;
    let response;
    try {
      response = await httpClient(`${apiUrl}${request.path}`, {
        method: request.method,
        headers: headers(withBody, request.anonymous === true, request.download?.accept),
        ...(withBody ? { body: JSON.stringify(request.body) } : {}),
        ...(request.form ? { body: request.form } : {}),
        ...(request.form && request.onUploadProgress ? { onUploadProgress: request.onUploadProgress } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.download ? { responseType: 'blob' as const } : {}),
      });
    } catch (error) {
      // An abort is a caller cancelling a stale query: let it through untouched.
      if (isAbort(error)) throw error;
      throw failures.network();
    }
    if (response.status >= 400) throw failures.response(response.status, response.json, request.def);
    if (request.download) {
      // An injected client that cannot read files is a wiring mistake, not the server's answer.
      if (!response.blob) throw new Error(`the HTTP client read no file from ${request.path}`);
      return { status: response.status, doc: {}, file: { blob: response.blob, headers: response.headers } };
    }
    const doc = asDocument(response.json);
    // Changing one's own password ends one's other sessions, and the server hands this one a
    // fresh token (meta.token): keep it, or the next request would be signed out.
    const fresh = (doc.meta?.token as { jwt?: unknown } | undefined)?.jwt;
    if (typeof fresh === 'string' && options.getToken === undefined) tokenStore.set(fresh);
    return { status: response.status, doc };
  };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

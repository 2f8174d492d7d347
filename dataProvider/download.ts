/**
 * A file the API serves beyond JSON:API (a lesson's report as CSV): `GET {path}` with the bearer
 * token and the usual headers, asking for the file's media type; the body as a Blob and the name
 * the server gives it (Content-Disposition: `filename*` first, RFC 8187, then `filename`).
 * A plain link cannot carry the token, so screens fetch through this and save the Blob.
 * Refusals are the server's JSON:API errors, thrown as every other call's.
 */
import type { Send } from './http';

export interface DownloadParams {
  /** Path under the API root, e.g. `/lessons/7/report.csv`. */
  path: string;
  /** The file's media type, e.g. `text/csv`. */
  accept: string;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export interface DownloadResult {
  blob: Blob;
  /** The server's name for the file, when it gave one. */
  filename: string | undefined;
}

/** The file name of a Content-Disposition header, or undefined. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A broken encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

export async function download(send: Send, params: DownloadParams): Promise<DownloadResult> {
  const search = new URLSearchParams(params.query ?? {}).toString();
  const { file } = await send({ method: 'GET', path: `${params.path}${search ? `?${search}` : ''}`, download: { accept: params.accept }, signal: params.signal });
  if (!file) throw new Error(`no file from ${params.path}`);
  return { blob: file.blob, filename: fileNameOf(file.headers.get('content-disposition')) };
}

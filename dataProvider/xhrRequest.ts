/**
 * The default client's path for uploads that want progress: fetch cannot report how much of a
 * request body has been sent, XMLHttpRequest can (`upload.onprogress`). Like fetch: resolves for every HTTP status, rejects only on network failure or abort.
 */
import type { HttpRequestInit } from './types';

export interface RawResponse {
  status: number;
  headers: Headers;
  text: string;
}

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

export function xhrRequest(url: string, init: HttpRequestInit, onProgress: (fraction: number) => void): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, headers: responseHeaders(xhr.getAllResponseHeaders()), text: xhr.responseText });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(init.body ?? null);
  });
}

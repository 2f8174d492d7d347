/** The default client's upload path: XHR progress reaches the caller, and the answer reads like fetch's. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchHttpClient } from './transport';

class FakeXhr {
  static last: FakeXhr | undefined;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  opened: [string, string] | undefined;
  headers: Record<string, string> = {};
  body: unknown;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string): void {
    this.opened = [method, url];
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  getAllResponseHeaders(): string {
    return 'content-type: application/vnd.api+json\r\n';
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.onabort?.();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchHttpClient with upload progress', () => {
  it('sends through XHR, reports the fraction sent, and parses the JSON answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const seen: number[] = [];
    const form = new FormData();
    const pending = fetchHttpClient('/api/v1/users/imports', { method: 'POST', headers: { Authorization: 'Bearer t' }, body: form, onUploadProgress: (f) => seen.push(f) });
    const xhr = FakeXhr.last!;
    expect(xhr.opened).toEqual(['POST', '/api/v1/users/imports']);
    expect(xhr.headers.Authorization).toBe('Bearer t');
    expect(xhr.body).toBe(form);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.status = 201;
    xhr.responseText = '{"meta":{"created":3}}';
    xhr.onload?.();
    const response = await pending;
    expect(seen).toEqual([0.25, 1]);
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ meta: { created: 3 } });
    expect(response.headers.get('content-type')).toBe('application/vnd.api+json');
  });

  it('rejects on a network failure, as fetch does', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = fetchHttpClient('/api/v1/users/imports', { method: 'POST', headers: {}, body: new FormData(), onUploadProgress: () => undefined });
    FakeXhr.last!.onerror?.();
    await expect(pending).rejects.toBeInstanceOf(TypeError);
  });
});

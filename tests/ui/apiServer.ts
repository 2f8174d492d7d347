/**
 * MSW for registration component tests: `useApiServer(...handlers)` starts an MSW node server
 * for the test file, resets handlers and storage between tests. Handlers use `api('/path')`.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';

export const api = (path: string): string => `http://localhost:3000/api/v1${path}`;

export function useApiServer(...handlers: RequestHandler[]): ReturnType<typeof setupServer> {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
  return server;
}

/** A JSON:API response with the right media type. */
export function jsonApi(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/vnd.api+json' } });
}

export interface RecordedRequest {
  method: string;
  /** Path under the API root with its query string: `/users/sign_up`, `/places/autocomplete?input=…`. */
  path: string;
  body: unknown;
}

/** Collects what a screen sent; a handler calls `record(request)` and answers from the body. */
export function recorder(): { requests: RecordedRequest[]; record(request: Request): Promise<unknown> } {
  const requests: RecordedRequest[] = [];
  return {
    requests,
    async record(request) {
      const body: unknown = request.method === 'GET' ? undefined : await request.clone().json();
      const url = new URL(request.url);
      requests.push({ method: request.method, path: url.pathname.replace('/api/v1', '') + url.search, body });
      return body;
    },
  };
}

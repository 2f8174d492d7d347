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
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
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

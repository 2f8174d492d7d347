/**
 * The console's query client. A read the server answers with a client error (404 for a record
 * that does not exist for the viewer, 403, 401) is its answer: retrying it only delayed the
 * not-found page by the default three retries' 7 s of back-off. Other failures (offline, 5xx)
 * are retried as react-query does by default.
 */
import { QueryClient } from '@tanstack/react-query';

const RETRIES = 3;

const clientErrorStatus = (error: unknown): boolean => {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export function createShellQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: (failures, error) => !clientErrorStatus(error) && failures < RETRIES } } });
}

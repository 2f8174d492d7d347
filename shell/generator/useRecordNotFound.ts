import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBasename, useNotify } from 'react-admin';

/** The console's not-found page (shell/pages/NotFoundPage.tsx renders it). */
export const NOT_FOUND_PATH = '/404';

/** Statuses the server answers for a record that does not exist or is outside the viewer's reach. */
const NOT_FOUND_STATUSES: ReadonlySet<number> = new Set([403, 404]);

function statusOf(error: unknown): number | undefined {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

/** Whether a failed read means the record does not exist for this viewer (not an outage). */
export function isNotFoundError(error: unknown): boolean {
  const status = statusOf(error);
  return status !== undefined && NOT_FOUND_STATUSES.has(status);
}

/**
 * The `onError` of a record screen's fetch: an unknown or foreign id shows the not-found page
 * (seed 2.6), instead of react-admin's "element does not exist" toast and a move to the list,
 * which looked as if the record had vanished. Other failures (offline, server error) say so
 * and leave the address alone, so the page can be reloaded.
 */
export function useRecordNotFound(): (error: unknown) => void {
  const navigate = useNavigate();
  const basename = useBasename();
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (isNotFoundError(error)) navigate(`${basename}${NOT_FOUND_PATH}`, { replace: true });
      else notify(error instanceof Error ? error.message : 'errors.api.default', { type: 'error' });
    },
    [navigate, basename, notify],
  );
}

/**
 * A page action's "working…" flag: `guarded(work)` sets `busy` while the work runs, whatever its
 * outcome, so buttons can be disabled and a second click cannot start the same write twice.
 */
import { useCallback, useState } from 'react';

export function useBusy(): { busy: boolean; guarded: <T>(work: () => Promise<T>) => Promise<T> } {
  const [busy, setBusy] = useState(false);
  const guarded = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, guarded };
}

/**
 * Type-ahead suggestions fetched after the user stops typing for `delayMs` (seed section 7:
 * address suggestions debounced 300 ms, no caching). A newer query aborts the older request so
 * a slow answer never overwrites a fresher one. A null query means "do not search".
 */
import { useEffect, useRef, useState } from 'react';

export interface SearchState<T> {
  options: T[];
  loading: boolean;
}

export function useDebouncedSearch<T>(query: string | null, search: (query: string, signal: AbortSignal) => Promise<T[]>, delayMs: number): SearchState<T> {
  const [state, setState] = useState<SearchState<T>>({ options: [], loading: false });
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (query === null) {
      setState({ options: [], loading: false });
      return undefined;
    }
    const controller = new AbortController();
    setState((prev) => ({ ...prev, loading: true }));
    const timer = setTimeout(() => {
      searchRef
        .current(query, controller.signal)
        .then((options) => !controller.signal.aborted && setState({ options, loading: false }))
        .catch(() => !controller.signal.aborted && setState({ options: [], loading: false }));
    }, delayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, delayMs]);

  return state;
}

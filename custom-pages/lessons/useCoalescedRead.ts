import { useEffect, useRef } from 'react';
import { coalescedRead, type CoalescedRead } from './coalescedRead';

/**
 * A tab's read, coalesced: made when `enabled` turns on and again whenever `refresh` changes
 * while it is; begun afresh when `source` (the lesson) changes. `read` is told whether its
 * answer is still wanted (`live()`: false once the tab is gone or the source changed).
 */
export function useCoalescedRead(source: string, read: (live: () => boolean) => Promise<unknown>, refresh: unknown, enabled = true): void {
  const latest = useRef(read);
  latest.current = read;
  const reads = useRef<CoalescedRead | null>(null);
  useEffect(() => {
    let live = true;
    const current = coalescedRead(() => latest.current(() => live));
    reads.current = current;
    return () => {
      live = false;
      current.stop();
    };
  }, [source]);
  useEffect(() => {
    if (enabled) reads.current?.request();
  }, [source, refresh, enabled]);
}

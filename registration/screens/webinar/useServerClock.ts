/**
 * The server's clock, ticking (issue 13): join phases turn at exact minutes, and a browser's clock
 * may be minutes off, so pages add the offset measured at load (server `meta.now` − `Date.now()`)
 * to the browser's time, re-read every `intervalMs`. The interval stops on unmount.
 */
import { useEffect, useState } from 'react';

/** The offset to add to `Date.now()` to get the server's time, measured when its `now` arrived. */
export function clockOffset(serverNow: string, receivedAt: number = Date.now()): number {
  const server = Date.parse(serverNow);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

export function useServerClock(offsetMs: number, intervalMs = 1000): Date {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return new Date(now + offsetMs);
}

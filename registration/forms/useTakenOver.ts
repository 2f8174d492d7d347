/**
 * Whether the browser's script runs this screen yet: false while the server draws it and while
 * React takes the drawn page over (registration/main.tsx), true from then on and at once for a
 * screen drawn in the browser. A drawn page has no handlers until then, so a form sent from it
 * would be sent by the browser itself, its fields (a password) in the address (issue 27).
 */
import { useSyncExternalStore } from 'react';

const nothingToWatch = (): (() => void) => () => undefined;

export function useTakenOver(): boolean {
  // The server's answer is used while the drawn page is taken over, then the browser's.
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}

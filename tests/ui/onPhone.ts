/** Component tests at a phone's width: the layouts below the tablet width (cards, the collapsed header). */
import { vi } from 'vitest';

const phoneQuery = (query: string): MediaQueryList =>
  ({ matches: query.includes('max-width'), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList;

/** Every max-width media query matches from now (MUI's useMediaQuery reads matchMedia); `vi.unstubAllGlobals()` undoes it. */
export function onPhone(): void {
  vi.stubGlobal('matchMedia', phoneQuery);
}

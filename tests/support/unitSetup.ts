/**
 * Runs before every file of the unit project, which shares its workers between files
 * (`isolate: false` in vitest.config.ts: React, react-admin and MUI load once per worker instead
 * of once per file). Each file still starts from a clean slate: our own modules are evaluated
 * afresh (so a file's `vi.mock` applies), and the browser state a previous file left is cleared.
 */
import { afterEach, vi } from 'vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';

// findBy… and waitFor wait this long (the library's 1 s is a tight timeout): a screen loaded
// lazily on a busy machine (CI's two cores, a build alongside) can take seconds to appear.
configure({ asyncUtilTimeout: 10_000 });

vi.resetModules();
vi.useRealTimers();

interface EmotionCache {
  sheet: { flush(): void };
  inserted: Record<string, unknown>;
}

/**
 * Drops the CSS rules emotion inserted for screens no longer on the page. The page's document
 * lives as long as the worker, and emotion never removes a rule, so without this every file
 * inherits every earlier file's rules (1,600 after a dozen files), and jsdom's getComputedStyle,
 * which every `*ByRole` query calls for each element it names, walks them all: most of a
 * component test's time. A screen rendered afterwards inserts its rules again.
 */
function forgetUnmountedStyles(): void {
  // MUI styles through @emotion/react's default cache (the app sets no other): the context's default value.
  const cache = (CacheProvider as unknown as { _currentValue: EmotionCache | null })._currentValue;
  if (!cache) return;
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
  // A module graph evaluated afresh may bring its own emotion cache: no file's rules outlive it.
  for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  forgetUnmountedStyles();
  // Registered before any file's own hooks, so it runs after them (vitest runs afterEach hooks last-registered first).
  afterEach(() => {
    cleanup();
    forgetUnmountedStyles();
  });
}

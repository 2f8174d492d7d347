/**
 * Runs before every file of the unit project, which shares its workers between files
 * (`isolate: false` in vitest.config.ts: React, react-admin and MUI load once per worker instead
 * of once per file). Each file still starts from a clean slate: our own modules are evaluated
 * afresh (so a file's `vi.mock` applies), and the browser state a previous file left is cleared.
 */
import { vi } from 'vitest';
import { configure } from '@testing-library/dom';

// findBy… and waitFor wait this long (the library's 1 s is a tight timeout): a screen loaded
// lazily on a busy machine (CI's two cores, a build alongside) can take seconds to appear.
configure({ asyncUtilTimeout: 10_000 });

vi.resetModules();
vi.useRealTimers();

if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.title = '';
  window.history.replaceState(null, '', '/');
}

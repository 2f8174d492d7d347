/**
 * Runs before every file of the integration project, which shares its workers between files
 * (`isolate: false` in vitest.config.ts: the server's modules load once per worker instead of
 * once per file). What a file may leave behind in the worker is put back here: timers and the
 * clock, spies and stubbed globals and environment variables. The server keeps its caches per
 * app (keyed by the app's token service or database), and each file builds its own app; the
 * databases a file disposes are emptied before the next file gets them (testDatabase.ts).
 *
 * Modules are not evaluated afresh (that would import the server again for every file), so
 * `vi.mock` cannot replace a module the worker already loaded: mock in the unit project instead.
 */
import { vi } from 'vitest';

vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

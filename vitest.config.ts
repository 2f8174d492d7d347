import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { SuiteOrder } from './tests/support/fileOrder';

/**
 * Three projects:
 * - `unit`: no database and no server process — kit, domain, providers, component tests (jsdom
 *   by a `// @vitest-environment jsdom` comment), server code tested on its own. Fast.
 * - `integration`: the real app over a real database (PGlite, and PostgreSQL when reachable, in the files where they can differ):
 *   tests/contract, tests/security, tests/scale (several server processes on one PostgreSQL) and
 *   the server tests listed in SERVER_DATABASE_TESTS.
 *   A test in `unit` that opens a database fails, saying where it belongs.
 * - `e2e`: headless Chromium against the real server; needs `npm run build` first.
 */
const SERVER_DATABASE_TESTS = ['server/demoBanner.test.ts', 'server/jobs/**/*.test.ts'];
/** Browser-test files run at once; `E2E_WORKERS=1` runs them one after another. */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);
export const INTEGRATION_TESTS = ['tests/contract/**/*.test.{ts,tsx}', 'tests/security/**/*.test.{ts,tsx}', 'tests/scale/**/*.test.ts', ...SERVER_DATABASE_TESTS];

export default defineConfig({
  plugins: [react()],
  test: {
    // Which files start first in each project: tests/support/fileOrder.ts.
    sequence: { sequencer: SuiteOrder },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['**/*.test.{ts,tsx}'],
          // Every node_modules, not only the root's: bench/lighthouse/ installs its own packages, and their tests are not ours.
          exclude: ['**/node_modules/**', 'dist/**', 'tests/e2e/**', ...INTEGRATION_TESTS],
          env: { TEST_PROJECT: 'unit' },
          // Workers are shared between files; tests/support/unitSetup.ts gives each file a clean slate.
          isolate: false,
          // Every core: these tests wait on nothing but the CPU (vitest's default leaves one idle).
          maxWorkers: '100%',
          setupFiles: ['tests/support/unitSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          include: INTEGRATION_TESTS,
          // Workers are shared between files, so the server's modules load once per worker, not once
          // per file; tests/support/integrationSetup.ts puts back what a file may leave behind, and a
          // disposed test database is emptied for the next file (tests/support/testDatabase.ts).
          isolate: false,
          // Two workers even on two cores: files wait on PostgreSQL, child processes and sockets.
          maxWorkers: 2,
          setupFiles: ['tests/support/integrationSetup.ts'],
          // Names this run's PostgreSQL databases and drops them when the run ends.
          globalSetup: ['tests/support/integrationGlobalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // Builds if dist/ is stale, then seeds the demo data once for every file's server to copy.
          globalSetup: ['tests/e2e/support/globalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // expect.poll(() => locator.inputValue()) waits for the element inside each call. Since
          // vitest 5 the poll's timeout also ends a call still waiting (vitest 4 let it finish, up to
          // Playwright's 30 s): 1 s by default, too short for a reload on a busy machine.
          expect: { poll: { timeout: 30_000 } },
          // Files side by side, each with its own server and browser: one file alone leaves the two
          // cores partly idle while its screens settle. Measured here: 867 s one at a time, 697 s
          // two at a time, 655 s three at a time (the console walks first, see tests/support/fileOrder.ts).
          maxWorkers: E2E_WORKERS,
        },
      },
    ],
  },
});

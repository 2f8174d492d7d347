/**
 * Once per browser-test run (vitest `globalSetup` of the e2e project): makes sure the build in
 * dist/ is current, then lets the compiled server seed the demo data once into a data directory
 * that every file's server starts on a copy of (`useProduct`, support/product.ts). Seeding is most of a
 * first start (about 19 s from sources here, 2 s for the compiled server on a seeded copy), and
 * every journey reads the same demo world, so one seed serves them all.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildInputsHash, recordedInputsHash } from '../../../server/build/buildInputs';
import { PROJECT_ROOT } from '../../../server/projectRoot';
import { startProductServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with the demo data seeded, never started on itself: servers start on a copy (ServerOptions.copyOf). */
    seededDataDir: string;
  }
}

/** `npm test` builds just before; a run of the e2e project alone after an edit builds here, never tests a stale dist/. */
function ensureCurrentBuild(): void {
  if (recordedInputsHash() === buildInputsHash()) return;
  console.log('e2e: the build in dist/ is not current; building...');
  // Not vitest's NODE_ENV=test: Vite would build React's development runtime, slower and not what ships.
  const { NODE_ENV: _test, ...env } = process.env;
  const result = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`npm run build failed (${result.status ?? result.signal})`);
}

export default async function setup(project: TestProject): Promise<() => void> {
  ensureCurrentBuild();
  const started = Date.now();
  // A first start on an empty directory seeds the demo data; SIGTERM then closes PGlite cleanly.
  const seeding = await startProductServer({ compiled: true, keepDataDir: true });
  await seeding.stop();
  console.log(`e2e: demo data seeded once in ${((Date.now() - started) / 1000).toFixed(1)} s (${seeding.dataDir})`);
  // Says which Node the product servers of this run use (their start line names it).
  const startLine = seeding.output().split('\n').find((line) => line.includes('The platform is running'));
  console.log(`e2e: ${startLine?.trim() ?? 'the server printed no start line'}`);
  project.provide('seededDataDir', seeding.dataDir);
  return () => rmSync(seeding.dataDir, { recursive: true, force: true });
}

/**
 * Lighthouse runs only in `npm run bench`, so it has its own install in bench/lighthouse/ (about
 * 140 MB that `npm ci` and CI no longer pay for). The first bench run installs it from its own
 * lock file; later runs find it there.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fromRoot } from '../server/projectRoot';

const LIGHTHOUSE_DIR = fromRoot('bench', 'lighthouse');

interface LighthouseBench {
  runLighthouseBench(): Promise<string[]>;
}

export async function runLighthouseBench(): Promise<string[]> {
  if (!existsSync(fromRoot('bench', 'lighthouse', 'node_modules', 'lighthouse'))) {
    console.log('Installing Lighthouse for the bench (bench/lighthouse, once)...');
    const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', LIGHTHOUSE_DIR], { stdio: 'inherit' });
    if (installed.status !== 0) throw new Error(`installing bench/lighthouse failed (${installed.status ?? installed.signal})`);
  }
  // A specifier the type checker does not follow: bench/lighthouse has its own packages and types.
  const entry = './lighthouse/lighthouse.ts';
  const bench = (await import(entry)) as LighthouseBench;
  return bench.runLighthouseBench();
}

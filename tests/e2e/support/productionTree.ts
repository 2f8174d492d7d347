/**
 * A production install of the built product, as README's "Production and scale-out" makes one
 * (`npm ci --omit=dev` and the build): the built `dist/` with the folders the server reads at
 * run time, and a node_modules holding only the packages package-lock.json installs without
 * dev dependencies (linked from this checkout's). The compiled server started from it proves
 * that production needs no dev tool: an import of one would not resolve.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fromRoot } from '../../../server/projectRoot';

/** What the server reads from the project root besides dist/ (server/projectRoot.ts `fromRoot` callers). */
const RUN_TIME_FOLDERS = ['media', join('server', 'db', 'migrations'), join('server', 'siteCopy', 'documents')];

interface LockEntry {
  dev?: boolean;
}

/** Top-level packages `npm ci --omit=dev` installs, by their node_modules path. */
export function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(fromRoot('package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !path.slice('node_modules/'.length).includes('node_modules/') && entry.dev !== true)
    .map(([path]) => path)
    .filter((path) => existsSync(fromRoot(path)));
}

/** Makes the tree in a new temporary folder and returns it. */
export function productionTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'production-'));
  cpSync(fromRoot('package.json'), join(root, 'package.json'));
  // Copied, not linked: the server finds its root from its own file's real place.
  cpSync(fromRoot('dist'), join(root, 'dist'), { recursive: true });
  for (const folder of RUN_TIME_FOLDERS) {
    mkdirSync(dirname(join(root, folder)), { recursive: true });
    symlinkSync(fromRoot(folder), join(root, folder));
  }
  for (const path of productionPackages()) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    symlinkSync(fromRoot(path), join(root, path));
  }
  return root;
}

/**
 * What a build is made from, as one hash: every file under the folders the browser apps and the
 * server bundle are built from, plus the build's own settings and the lockfile. `npm start`
 * compares it with the hash the last build recorded (dist/build.json) and rebuilds only when
 * they differ; a content hash, not modification times, so a fresh clone or a checkout of the
 * same commit is recognised as current.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromRoot, PROJECT_ROOT } from '../projectRoot';

export const INPUT_DIRS = ['shell', 'registration', 'student', 'custom-pages', 'ui', 'i18n', 'domain', 'resources', 'dataProvider', 'authProvider', 'server'];
const INPUT_FILES = ['package-lock.json', 'tsconfig.json', 'vite.config.ts'];
/** Tests and docs never change what is built. */
const IGNORED = /(\.test\.tsx?|\.md)$/;

export const BUILD_RECORD = fromRoot('dist', 'build.json');

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile() && !IGNORED.test(entry.name)) yield path;
  }
}

export function buildInputsHash(): string {
  const hash = createHash('sha256');
  const paths = [...INPUT_DIRS.flatMap((d) => [...filesUnder(fromRoot(d))]), ...INPUT_FILES.map((f) => fromRoot(f))];
  for (const path of paths) {
    hash.update(relative(PROJECT_ROOT, path)).update('\0').update(readFileSync(path)).update('\0');
  }
  return hash.digest('hex');
}

/** The hash dist/build.json records, if a complete build wrote one. */
export function recordedInputsHash(): string | undefined {
  if (!existsSync(BUILD_RECORD)) return undefined;
  try {
    return (JSON.parse(readFileSync(BUILD_RECORD, 'utf8')) as { inputs?: string }).inputs;
  } catch {
    return undefined;
  }
}

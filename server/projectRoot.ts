/**
 * The repository's root (the folder with package.json), found from this module's own place, so
 * files the server reads (migrations, media, site copy, the built apps) are found the same way
 * whether it runs from source with tsx or as the compiled bundle in dist/server/, and whatever
 * folder the process was started from.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function rootAbove(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const PROJECT_ROOT = rootAbove(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, e.g. `fromRoot('server', 'db', 'migrations')`. */
export const fromRoot = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);

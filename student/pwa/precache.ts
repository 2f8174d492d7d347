/**
 * What the student app's service worker keeps (issue 25): the built app shell and every file
 * beside it in dist/student, so a second visit (and a class's 30 devices after their first)
 * downloads no script again, and the app opens with no network at all. Pure, so the build
 * plugin (swPlugin.ts) and its tests share it.
 */
import { createHash } from 'node:crypto';

/** A built file: its path under the app's folder (forward slashes) and its bytes. */
export interface BuiltFile {
  path: string;
  bytes: Uint8Array;
}

/** The worker itself, compressed siblings (the browser asks for the plain name) and source maps (only developer tools fetch them). */
const NOT_PRECACHED = /(^|\/)sw\.js$|\.(br|gz|map)$/;

/** Every name the cache of one build starts with: activate deletes the others that start with it. */
export const CACHE_PREFIX = 'student-app-';

/** The addresses to precache, sorted, under `base` (`/student/`); index.html first, it is the shell every page is served from. */
export function precacheUrls(paths: readonly string[], base: string): string[] {
  const kept = paths.filter((p) => !NOT_PRECACHED.test(p)).map((p) => `${base}${p.replace(/^\/+/, '')}`);
  const shell = `${base}index.html`;
  if (!kept.includes(shell)) throw new Error(`precache: no index.html among the built files under ${base}`);
  return [shell, ...kept.filter((u) => u !== shell).sort()];
}

/**
 * The cache's name: a hash of what is precached and of its bytes. A new build that changes any
 * file (index.html names every hashed script, so a changed script changes it) gives a new name,
 * hence a changed sw.js, which browsers install in place of the old worker.
 */
export function cacheName(files: readonly BuiltFile[]): string {
  const hash = createHash('sha256');
  for (const file of [...files].filter((f) => !NOT_PRECACHED.test(f.path)).sort((a, b) => (a.path < b.path ? -1 : 1))) {
    hash.update(file.path).update('\0').update(createHash('sha256').update(file.bytes).digest('hex')).update('\0');
  }
  return `${CACHE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

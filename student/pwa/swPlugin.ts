/**
 * Writes dist/student/sw.js at the end of the student app's Vite build (issue 25): the hand-written
 * worker (serviceWorker.ts) compiled with esbuild, given this build's cache name and the list of
 * every file in the output folder (precache.ts). It reads the folder rather than Vite's bundle so
 * the files copied from public/ (manifest, icons) are precached too.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { CACHE_PREFIX, cacheName, precacheUrls, type BuiltFile } from './precache';

export const SERVICE_WORKER_FILE = 'sw.js';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

export function builtFiles(outDir: string): BuiltFile[] {
  return [...filesUnder(outDir)].map((path) => ({ path: relative(outDir, path).split(sep).join('/'), bytes: readFileSync(path) }));
}

/** The worker's source for the files in `outDir`, served at `${base}sw.js`. */
export async function serviceWorkerSource(outDir: string, base: string): Promise<string> {
  const files = builtFiles(outDir);
  const worker = {
    cacheName: cacheName(files),
    cachePrefix: CACHE_PREFIX,
    urls: precacheUrls(files.map((f) => f.path), base),
    appPath: base.replace(/\/$/, ''),
  };
  const entry = fileURLToPath(new URL('./serviceWorker.ts', import.meta.url));
  const result = await build({
    stdin: {
      contents: `import { serviceWorker } from ${JSON.stringify(entry)};\nserviceWorker(self, ${JSON.stringify(worker)});\n`,
      resolveDir: fileURLToPath(new URL('.', import.meta.url)),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.text;
  if (code === undefined) throw new Error('sw.js: esbuild wrote nothing');
  return code;
}

export function serviceWorkerPlugin(): Plugin {
  let outDir = '';
  let base = '/';
  return {
    name: 'student-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        writeFileSync(join(outDir, SERVICE_WORKER_FILE), await serviceWorkerSource(outDir, base));
      },
    },
  };
}

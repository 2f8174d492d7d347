/**
 * The last step of `npm run build`, after the three Vite builds: precompress the apps' text
 * files, compile the server into one JavaScript module (dist/server/main.js, which production
 * runs with plain `node`: no TypeScript compiler at run time), and record the inputs' hash so
 * `npm start` knows the build is current.
 */
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { fromRoot } from '../projectRoot';
import { BUILD_RECORD, buildInputsHash } from './buildInputs';
import { precompressDir } from './precompress';

export const SERVER_BUNDLE = fromRoot('dist', 'server', 'main.js');

const kib = (n: number): string => `${Math.round(n / 1024)} KiB`;

for (const app of ['app', 'registration', 'student']) {
  const r = precompressDir(fromRoot('dist', app));
  console.log(`dist/${app}: ${r.files} files precompressed, ${kib(r.raw)} -> brotli ${kib(r.brotli)}, gzip ${kib(r.gzip)}`);
}

// Packages stay imports of node_modules (native and WASM parts such as argon2 and PGlite must
// load from their own folders); only the project's own TypeScript is bundled.
await build({
  entryPoints: [fromRoot('server', 'main.ts')],
  outfile: SERVER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`dist/server/main.js: the server, compiled`);

writeFileSync(BUILD_RECORD, `${JSON.stringify({ inputs: buildInputsHash(), builtAt: new Date().toISOString() }, null, 2)}\n`);

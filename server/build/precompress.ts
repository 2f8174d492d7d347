/**
 * Precompresses the built apps (issue 15): every text asset in dist/ gets a brotli (`.br`) and a
 * gzip (`.gz`) sibling at build time, at the strongest settings, so the server sends compressed
 * bytes without spending CPU per request (@fastify/static `preCompressed` picks the variant the
 * browser accepts). Run by `npm run build` after the Vite builds: `tsx server/precompress.ts dist`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Types worth compressing; pictures, fonts (woff2 is compressed already) and films are not, nor
 * source maps, which only developer tools fetch.
 */
const TEXT_EXTENSIONS: ReadonlySet<string> = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.ico']);
/** Below this a response fits in one packet either way; the variants would only take disk. */
export const PRECOMPRESS_MIN_BYTES = 1024;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

export interface PrecompressResult {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

export function precompressDir(dir: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, raw: 0, brotli: 0, gzip: 0 };
  for (const path of files(dir)) {
    if (!TEXT_EXTENSIONS.has(extname(path)) || statSync(path).size < PRECOMPRESS_MIN_BYTES) continue;
    const bytes = readFileSync(path);
    const br = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    const gz = gzipSync(bytes, { level: 9 });
    writeFileSync(`${path}.br`, br);
    writeFileSync(`${path}.gz`, gz);
    result.files += 1;
    result.raw += bytes.length;
    result.brotli += br.length;
    result.gzip += gz.length;
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const r = precompressDir(dir);
  const kib = (n: number): string => `${Math.round(n / 1024)} KiB`;
  console.log(`precompressed ${r.files} files in ${dir}: ${kib(r.raw)} -> brotli ${kib(r.brotli)}, gzip ${kib(r.gzip)}`);
}

/**
 * The built apps' addresses: the student app answers /student and everything below it (never
 * the registration app's fallback), the registration app everything else that is not the
 * server's own. And how they travel (issue 15): the build's compressed variants in the encoding
 * the browser accepts, hashed assets cached for a year, pages always revalidated.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_ASSET_CACHE, PAGE_CACHE, STUDENT_WORKER_SCOPE, registerStatic } from './static';
import { precompressDir } from './build/precompress';

let dist: string;
const BIG_SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word number ${i}`))};`;
let app: FastifyInstance;

function page(dir: string, name: string): void {
  mkdirSync(join(dist, dir, 'assets'), { recursive: true });
  writeFileSync(join(dist, dir, 'index.html'), `<html>${name}</html>`);
  writeFileSync(join(dist, dir, 'assets', `${name}.js`), `console.log('${name}')`);
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'static-'));
  page('app', 'shell');
  page('registration', 'registration');
  page('student', 'student');
  // A script big enough to be worth compressing, and a photo outside assets/ (not hashed).
  writeFileSync(join(dist, 'app', 'assets', 'index-abc123.js'), BIG_SCRIPT);
  mkdirSync(join(dist, 'registration', 'photos'));
  writeFileSync(join(dist, 'registration', 'photos', '01.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The student app's service worker (big enough to be precompressed), manifest and icon (issue 25).
  writeFileSync(join(dist, 'student', 'sw.js'), BIG_SCRIPT);
  writeFileSync(join(dist, 'student', 'manifest.webmanifest'), '{"name":"Join a lesson"}');
  mkdirSync(join(dist, 'student', 'icons'));
  writeFileSync(join(dist, 'student', 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  precompressDir(dist);
  app = Fastify({ logger: false });
  await registerStatic(app, dist, 'test');
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = async (url: string): Promise<{ status: number; body: string }> => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.body };
};

describe('registerStatic', () => {
  it('serves the student app at /student and below, its assets included', async () => {
    for (const url of ['/student', '/student/', '/student/lesson/7', '/student?jwt=x.y.z']) {
      expect(await get(url), url).toEqual({ status: 200, body: '<html>student</html>' });
    }
    expect((await get('/student/assets/student.js')).body).toBe("console.log('student')");
  });

  it('leaves every other page to the registration app, and the shell at /app', async () => {
    expect((await get('/welcome')).body).toBe('<html>registration</html>');
    expect((await get('/students')).body).toBe('<html>registration</html>');
    expect((await get('/app/lessons')).body).toBe('<html>shell</html>');
    expect((await get('/api/v1/nothing')).status).toBe(404);
  });
});

describe('compression and caching', () => {
  const fetch = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends a built script as brotli or gzip, whichever the browser accepts, and plain otherwise', async () => {
    const br = await fetch('/app/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(BIG_SCRIPT.length / 3);

    const gzip = await fetch('/app/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await fetch('/app/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('caches hashed assets for a year as immutable, other files for a day, and revalidates pages', async () => {
    expect((await fetch('/app/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect((await fetch('/student/assets/student.js')).headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect((await fetch('/photos/01.svg')).headers['cache-control']).toBe('public, max-age=86400');
    for (const url of ['/app/lessons', '/welcome', '/student']) {
      const response = await fetch(url, 'br');
      expect(response.headers['cache-control'], url).toBe(PAGE_CACHE);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toContain('Accept-Encoding');
    }
  });

  it('sends a page as gzip when brotli is refused, and plain when nothing is accepted', async () => {
    const gzip = await fetch('/welcome', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe('<html>registration</html>');
    const plain = await fetch('/welcome');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<html>registration</html>');
  });

  it("revalidates the student app's service worker and manifest, sends them with their types, and lets the worker control /student", async () => {
    for (const encoding of ['br', undefined]) {
      const worker = await fetch('/student/sw.js', encoding);
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe(PAGE_CACHE);
      expect(worker.headers['service-worker-allowed']).toBe(STUDENT_WORKER_SCOPE);
      expect(worker.headers['content-encoding']).toBe(encoding);
    }
    const manifest = await fetch('/student/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe(PAGE_CACHE);
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
    const icon = await fetch('/student/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe("each app's page names the server's environment (X-Environment)", () => {
  it('writes it into the shell, the registration app and the student app alike', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'static-env-'));
    for (const name of ['app', 'registration', 'student']) {
      mkdirSync(join(dir, name), { recursive: true });
      writeFileSync(join(dir, name, 'index.html'), `<html><meta name="app-environment" content="__APP_ENVIRONMENT__">${name}</html>`);
    }
    precompressDir(dir);
    const dev = Fastify({ logger: false });
    await registerStatic(dev, dir, 'development');
    try {
      for (const [url, name] of [['/app/', 'app'], ['/welcome', 'registration'], ['/student/', 'student']] as const) {
        const response = await dev.inject({ method: 'GET', url });
        expect(response.body, url).toBe(`<html><meta name="app-environment" content="development">${name}</html>`);
      }
    } finally {
      await dev.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

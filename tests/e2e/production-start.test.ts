/**
 * The production start (issues 15 and 24): the compiled server (`dist/server/main.js`, written by
 * `npm run build`) runs in production mode from a production install (only the packages
 * `npm ci --omit=dev` installs: support/productionTree.ts), on the Node 24 that `npm install`
 * brings (the registry's `node` package), not the machine's own Node; finds its migrations, media
 * and the built apps from wherever it is started, and serves them compressed and cached as a
 * school's network needs: hashed assets immutable, pages revalidated.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionTree } from './support/productionTree';
import { startProductServer, type RunningServer } from './support/server';

let server: RunningServer;
let root: string;

beforeAll(async () => {
  root = productionTree();
  // Production never seeds demo data, so the start is quick; it refuses to start without a secret.
  server = await startProductServer({ root, env: { NODE_ENV: 'production', JWT_SECRET: 'production-start-test-secret' } });
});
afterAll(async () => {
  await server?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the compiled server in production mode', () => {
  it('runs from an install without dev dependencies', () => {
    for (const dev of ['vitest', 'typescript', 'eslint', 'playwright-core']) expect(existsSync(join(root, 'node_modules', dev)), dev).toBe(false);
    for (const used of ['fastify', 'sharp', 'esbuild']) expect(existsSync(join(root, 'node_modules', used)), used).toBe(true);
  });

  it('runs on the Node line package.json pins (the one npm install brings), and says which in its start line', () => {
    const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
    const major = /^\^(\d+)\./.exec(engines.node)?.[1];
    expect(major, 'engines.node is a caret range on one major').toBeDefined();
    expect(process.versions.node.split('.')[0], 'the Node these tests (and the servers they spawn) run on').toBe(major);
    // A JSON log line in production: the server reports its own version, not the test runner's.
    expect(server.output()).toMatch(new RegExp(`"msg":"The platform is running at [^"]* on Node v${major}\\.\\d+\\.\\d+"`));
  });

  it('serves the apps compressed, with hashed assets cached for a year and pages revalidated', async () => {
    const page = await fetch(`${server.url}/welcome`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const html = await page.text();
    // The welcome page is drawn on the server and names its scripts for start-after-paint.js (server/prerender.ts).
    const script = /(\/assets\/[\w-]+\.js)/.exec(html)?.[1];
    expect(script, 'the page names its hashed script').toBeDefined();
    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(readFileSync(`dist/registration${script}`, 'utf8'));
  });

  it('answers the API from the migrated database, and serves the media folder', async () => {
    const res = await fetch(`${server.url}/api/v1/user`, { headers: { accept: 'application/vnd.api+json' } });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { errors: unknown[] }).errors).toHaveLength(1);
    // media/ is found at the repository's root although the server runs from dist/server/.
    const thumbnail = await fetch(`${server.url}/media/thumbnails/450-years.svg`);
    expect(thumbnail.status).toBe(200);
    expect(await thumbnail.text()).toBe(readFileSync('media/thumbnails/450-years.svg', 'utf8'));
  });

  it('answers a load balancer’s health and readiness checks in JSON, not with an app’s page', async () => {
    for (const [path, status] of [['/healthz', 'alive'], ['/readyz', 'ready']] as const) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await res.json(), path).toEqual({ status });
    }
  });
});

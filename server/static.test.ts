/**
 * The built apps' addresses: the student app answers /student and everything below it (never
 * the registration app's fallback), the registration app everything else that is not the
 * server's own.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static';

let dist: string;
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

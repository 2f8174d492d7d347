/**
 * Serves the built browser apps: the shell under /app (client-side routes fall back to its
 * index.html, into which the server writes its environment's name for the header label).
 * Until the registration app exists, the site root leads to the shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';

const ENVIRONMENT_PLACEHOLDER = '__APP_ENVIRONMENT__';

export async function registerStatic(app: FastifyInstance, distDir: string, environment: string): Promise<void> {
  const shellDir = join(distDir, 'app');
  const indexFile = join(shellDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built shell in ${shellDir}; run npm run build`);
    return;
  }
  const page = readFileSync(indexFile, 'utf8').replace(ENVIRONMENT_PLACEHOLDER, environment.replace(/[^a-z0-9-]/gi, ''));
  await app.register(fastifyStatic, { root: shellDir, prefix: '/app/', wildcard: false, index: false });
  const sendShell = (_req: unknown, reply: FastifyReply): FastifyReply => reply.type('text/html; charset=utf-8').send(page);
  app.get('/app', sendShell);
  app.get('/app/', sendShell);
  app.get('/app/*', sendShell);
  app.get('/', async (_req, reply) => reply.redirect('/app/'));
}

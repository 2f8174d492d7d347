/**
 * Serves the built browser apps: the shell under /app (client-side routes fall back to its
 * index.html). Until the registration app exists, the site root leads to the shell.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerStatic(app: FastifyInstance, distDir: string): Promise<void> {
  const shellDir = join(distDir, 'app');
  if (!existsSync(join(shellDir, 'index.html'))) {
    app.log.warn(`no built shell in ${shellDir}; run npm run build`);
    return;
  }
  await app.register(fastifyStatic, { root: shellDir, prefix: '/app/', wildcard: false, index: ['index.html'] });
  const sendShell = (_req: unknown, reply: { sendFile: (f: string, root: string) => unknown }): unknown =>
    reply.sendFile('index.html', shellDir);
  app.get('/app', sendShell as never);
  app.get('/app/*', sendShell as never);
  app.get('/', async (_req, reply) => reply.redirect('/app/'));
}

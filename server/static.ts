/**
 * Serves the built browser apps: the shell under /app (client-side routes fall back to its
 * index.html, into which the server writes its environment's name for the header label), and
 * the registration app at the site root, where every other page address (/welcome, /sign-up/…,
 * /sign-in, meeting routes) falls back to its index.html.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ENVIRONMENT_PLACEHOLDER } from '../dataProvider/deployment';

/** Paths that belong to the server itself: never answered with an app page. */
const SERVER_PATHS = /^\/(api|uploads|mailbox)(\/|$)/;

function readPage(dir: string, log: FastifyInstance['log']): string | undefined {
  const file = join(dir, 'index.html');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  log.warn(`no built app in ${dir}; run npm run build`);
  return undefined;
}

const html = (reply: FastifyReply, page: string): FastifyReply => reply.type('text/html; charset=utf-8').send(page);

export async function registerStatic(app: FastifyInstance, distDir: string, environment: string): Promise<void> {
  const shellDir = join(distDir, 'app');
  const shellPage = readPage(shellDir, app.log)?.replace(ENVIRONMENT_PLACEHOLDER, environment.replace(/[^a-z0-9-]/gi, ''));
  if (shellPage !== undefined) {
    await app.register(fastifyStatic, { root: shellDir, prefix: '/app/', wildcard: false, index: false });
    const sendShell = (_req: unknown, reply: FastifyReply): FastifyReply => html(reply, shellPage);
    app.get('/app', sendShell);
    app.get('/app/', sendShell);
    app.get('/app/*', sendShell);
  }

  const registrationDir = join(distDir, 'registration');
  const registrationPage = readPage(registrationDir, app.log);
  if (registrationPage === undefined) return;
  await app.register(fastifyStatic, { root: registrationDir, prefix: '/', wildcard: false, index: false, decorateReply: false });
  const sendRegistration = (req: FastifyRequest, reply: FastifyReply): FastifyReply | void => {
    if (SERVER_PATHS.test(req.url)) return reply.callNotFound();
    return html(reply, registrationPage);
  };
  app.get('/', sendRegistration);
  app.get('/*', sendRegistration);
}

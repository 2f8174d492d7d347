/**
 * Serves the built browser apps: the shell under /app (client-side routes fall back to its
 * index.html, into which the server writes its environment's name for the header label), and
 * the student app under /student (its own index.html for /student and everything below), and
 * the registration app at the site root, where every other page address (/welcome, /sign-up/…,
 * /sign-in, meeting routes) falls back to its index.html. The product's own media (demo library
 * thumbnails, films, sounds and captions, committed in media/) are served at /media whether or
 * not the apps are built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ENVIRONMENT_PLACEHOLDER } from '../dataProvider/deployment';
import { MEDIA_CACHE_SECONDS } from '../domain/constants';

/** Paths that belong to the server itself: never answered with an app page. */
const SERVER_PATHS = /^\/(api|uploads|media|mailbox)(\/|$)/;
/** The student app's addresses: never the registration app's fallback. */
const STUDENT_PATHS = /^\/student(\/|\?|$)/;

export const MEDIA_PREFIX = '/media';
/** media/ at the repository root, wherever the process was started from. */
export const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'media');
/** What /media serves: pictures, films, sounds and captions (not the folder's README). */
const MEDIA_EXTENSIONS: ReadonlySet<string> = new Set(['.svg', '.png', '.jpg', '.webm', '.mp4', '.mp3', '.ogg', '.wav', '.vtt']);

/**
 * /media: byte ranges (players seek and Safari asks for ranges before it plays), ETag and
 * Last-Modified for revalidation, and a day of caching: the names carry no content hash, so
 * not `immutable`.
 */
export async function registerMedia(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: MEDIA_DIR,
    prefix: `${MEDIA_PREFIX}/`,
    decorateReply: false,
    index: false,
    acceptRanges: true,
    maxAge: MEDIA_CACHE_SECONDS * 1000,
    allowedPath: (path) => MEDIA_EXTENSIONS.has(extname(path).toLowerCase()),
  });
}

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

  const studentDir = join(distDir, 'student');
  const studentPage = readPage(studentDir, app.log);
  if (studentPage !== undefined) {
    await app.register(fastifyStatic, { root: studentDir, prefix: '/student/', wildcard: false, index: false, decorateReply: false });
    const sendStudent = (_req: unknown, reply: FastifyReply): FastifyReply => html(reply, studentPage);
    app.get('/student', sendStudent);
    app.get('/student/', sendStudent);
    app.get('/student/*', sendStudent);
  }

  const registrationDir = join(distDir, 'registration');
  const registrationPage = readPage(registrationDir, app.log);
  if (registrationPage === undefined) return;
  await app.register(fastifyStatic, { root: registrationDir, prefix: '/', wildcard: false, index: false, decorateReply: false });
  const sendRegistration = (req: FastifyRequest, reply: FastifyReply): FastifyReply | void => {
    if (SERVER_PATHS.test(req.url) || STUDENT_PATHS.test(req.url)) return reply.callNotFound();
    return html(reply, registrationPage);
  };
  app.get('/', sendRegistration);
  app.get('/*', sendRegistration);
}

/**
 * Serves the built browser apps: the shell under /app (client-side routes fall back to its
 * index.html, into which the server writes its environment's name for the header label), and
 * the student app under /student (its own index.html for /student and everything below), and
 * the registration app at the site root, where every other page address (/welcome, /sign-up/…,
 * /sign-in, meeting routes) falls back to its index.html. The product's own media (demo library
 * thumbnails, films, sounds and captions, committed in media/) are served at /media whether or
 * not the apps are built.
 *
 * Caching and compression (issue 15): Vite names every built script and style by its content
 * hash under assets/, so those are `immutable` for a year; the pages themselves are `no-cache`
 * (revalidated on every visit, so a new build is picked up at once); other files (the login
 * photos) are cached for a day. Text files are sent as the brotli or gzip variant written at
 * build time (server/precompress.ts), whichever the browser accepts, with `Vary: Accept-Encoding`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { extname, join } from 'node:path';
import { fromRoot } from './projectRoot';
import { weightedValues } from './acceptHeader';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { ENVIRONMENT_PLACEHOLDER } from '../dataProvider/deployment';
import { MEDIA_CACHE_SECONDS } from '../domain/constants';
import { DRAWN_PATHS, DRAWN_VARY, registrationDrawing } from './prerender';
import type { SiteCopyConfig } from './siteCopy/adapter';

/** Paths that belong to the server itself: never answered with an app page. */
const SERVER_PATHS = /^\/(api|uploads|media|mailbox)(\/|$)/;
/** The student app's addresses: never the registration app's fallback. */
const STUDENT_PATHS = /^\/student(\/|\?|$)/;

export const MEDIA_PREFIX = '/media';
/** media/ at the repository root, wherever the process was started from. */
export const MEDIA_DIR = fromRoot('media');
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

/** Hashed build output: the name changes with the content, so a year without revalidation. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** The apps' pages: always revalidated, so a deployment reaches every browser at once. */
export const PAGE_CACHE = 'no-cache';
const HASHED_ASSET_PATH = /[\\/]assets[\\/]/;
/**
 * The student app's service worker and web app manifest (issue 25, student/pwa/): names without a
 * hash, so revalidated on every check, or a new build's worker would wait a day to be seen.
 */
const REVALIDATED_FILE = /[\\/](sw\.js|manifest\.webmanifest)(\.br|\.gz)?$/;
const SERVICE_WORKER_FILE = /[\\/]sw\.js(\.br|\.gz)?$/;
/** The worker at /student/sw.js controls /student itself, one level above its folder (student/pwa/register.ts). */
export const STUDENT_WORKER_SCOPE = '/student';

function cacheControl(path: string): string {
  if (HASHED_ASSET_PATH.test(path)) return HASHED_ASSET_CACHE;
  if (REVALIDATED_FILE.test(path)) return PAGE_CACHE;
  return `public, max-age=${MEDIA_CACHE_SECONDS}`;
}

/** Options shared by the three apps' static folders. */
function builtFiles(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => {
      // The same address answers in several encodings: caches must key on what was accepted.
      void reply.header('Vary', 'Accept-Encoding').header('Cache-Control', cacheControl(path));
      if (SERVICE_WORKER_FILE.test(path)) void reply.header('Service-Worker-Allowed', STUDENT_WORKER_SCOPE);
    },
  };
}

/** A page kept in memory with its compressed forms, sent in the one the request accepts. */
interface Page {
  plain: string;
  br: Buffer;
  gzip: Buffer;
}

const compressedPage = (plain: string): Page => ({ plain, br: brotliCompressSync(plain), gzip: gzipSync(plain, { level: 9 }) });

function readPage(dir: string, log: FastifyInstance['log']): string | undefined {
  const file = join(dir, 'index.html');
  if (existsSync(file)) return readFileSync(file, 'utf8');
  log.warn(`no built app in ${dir}; run npm run build`);
  return undefined;
}

/** Whether the request's Accept-Encoding allows `coding` (a q of 0 refuses it). */
function accepts(req: FastifyRequest, coding: string): boolean {
  return weightedValues(req.headers['accept-encoding']).some((v) => v.value.toLowerCase() === coding && v.q > 0);
}

/** Sends a page; `vary` names the request headers besides Accept-Encoding that choose it. */
function html(req: FastifyRequest, reply: FastifyReply, page: Page, vary: readonly string[] = []): FastifyReply {
  void reply
    .type('text/html; charset=utf-8')
    .header('Cache-Control', PAGE_CACHE)
    .header('Vary', ['Accept-Encoding', ...vary].join(', '));
  if (accepts(req, 'br')) return reply.header('Content-Encoding', 'br').send(page.br);
  if (accepts(req, 'gzip')) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.plain);
}

export async function registerStatic(app: FastifyInstance, distDir: string, environment: string, siteCopy?: SiteCopyConfig): Promise<void> {
  // Each app's page names the server's environment, which its calls send (X-Environment,
  // dataProvider/deployment.ts): one build runs in every environment.
  const named = environment.replace(/[^a-z0-9-]/gi, '');
  const pageOf = (dir: string): string | undefined => readPage(dir, app.log)?.replace(ENVIRONMENT_PLACEHOLDER, named);
  const shellDir = join(distDir, 'app');
  const shellHtml = pageOf(shellDir);
  if (shellHtml !== undefined) {
    const shellPage = compressedPage(shellHtml);
    await app.register(fastifyStatic, builtFiles(shellDir, '/app/'));
    const sendShell = (req: FastifyRequest, reply: FastifyReply): FastifyReply => html(req, reply, shellPage);
    app.get('/app', sendShell);
    app.get('/app/', sendShell);
    app.get('/app/*', sendShell);
  }

  const studentDir = join(distDir, 'student');
  const studentHtml = pageOf(studentDir);
  if (studentHtml !== undefined) {
    const studentPage = compressedPage(studentHtml);
    await app.register(fastifyStatic, { ...builtFiles(studentDir, '/student/'), decorateReply: false });
    const sendStudent = (req: FastifyRequest, reply: FastifyReply): FastifyReply => html(req, reply, studentPage);
    app.get('/student', sendStudent);
    app.get('/student/', sendStudent);
    app.get('/student/*', sendStudent);
  }

  const registrationDir = join(distDir, 'registration');
  const registrationHtml = pageOf(registrationDir);
  if (registrationHtml === undefined) return;
  const registrationPage = compressedPage(registrationHtml);
  await app.register(fastifyStatic, { ...builtFiles(registrationDir, '/'), decorateReply: false });
  const sendRegistration = (req: FastifyRequest, reply: FastifyReply): FastifyReply | void => {
    if (SERVER_PATHS.test(req.url) || STUDENT_PATHS.test(req.url)) return reply.callNotFound();
    return html(req, reply, registrationPage);
  };
  app.get('/', sendRegistration);
  app.get('/*', sendRegistration);
  // The first screens arrive drawn (server/prerender.ts), each drawing compressed once and kept.
  const draw = registrationDrawing(distDir, registrationHtml, siteCopy, app.log, compressedPage);
  for (const path of DRAWN_PATHS) app.get(path, async (req, reply) => html(req, reply, (await draw(req, path)) ?? registrationPage, DRAWN_VARY));
}

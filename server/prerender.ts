/**
 * The registration app's first screens, drawn on the server (issue 27): `/welcome` and `/sign-in`
 * are what a school's buyer opens first, and on a phone over a slow line they stayed blank until
 * the app's first script (180 KiB) had arrived and run, then the welcome page waited for its copy
 * too. Now the page arrives drawn: its HTML, its styles and its title, with the copy it was
 * drawn with written beside it (registration/initialPage.ts), and the
 * browser's script takes that HTML over (registration/main.tsx) instead of drawing it again.
 *
 * Drawn for a visitor the server can tell apart as the browser would: English (from the address's
 * `lng`, the language cookie, Accept-Language), and an address with nothing but the parameters
 * that leave the first screen as it is. Any other visit gets the plain page, drawn in the
 * browser as before. A page is drawn once per version of its copy and kept (`DRAWN_PAGES_KEPT`).
 * Drawing that fails sends the plain page too, so a visitor never sees an error for it.
 *
 * The drawing is the build's (`npm run build`: registration/drawOnServer.tsx built for the
 * server as production, dist/registration-server), so it draws the page the built browser script
 * draws; without it every page is drawn in the browser.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { detectLocale } from '../i18n/detectLocale';
import { initialPageScript, type InitialPage } from '../registration/initialPage';
import type { drawOnServer } from '../registration/drawOnServer';
import { recordsOf } from '../registration/api/client';
import { REGISTRATION_LOCALE_CODES } from '../registration/locales';
import { rankedLanguages } from './acceptHeader';
import { siteCopyAdapter, resolveLang, type SiteCopyConfig } from './siteCopy/adapter';
import { siteDocumentsDocument } from './routes/siteDocuments';

/** The addresses drawn on the server. */
export const DRAWN_PATHS = ['/welcome', '/sign-in'] as const;
type DrawnPath = (typeof DRAWN_PATHS)[number];

/**
 * The languages a page is drawn in: the ones whose catalogue is in the app's first script, so the
 * browser's first render is in it at once (the others arrive in a chunk, after the first render).
 */
export const DRAWN_LOCALES: readonly string[] = ['en'];

/** Address parameters that change nothing on the first screen (they are read on a later step). */
const NEUTRAL_PARAMETERS: ReadonlySet<string> = new Set(['source', 'redirect', 'lng']);

/** The request headers that choose between the drawn page and the plain one (a cache keys on them). */
export const DRAWN_VARY: readonly string[] = ['Accept-Language', 'Cookie'];

/** Drawn pages kept in memory (one per address, language and version of the copy). */
export const DRAWN_PAGES_KEPT = 16;

/** The locale the page is drawn in for this request, or undefined when it is drawn in the browser only. */
export function drawnLocale(req: FastifyRequest): string | undefined {
  const url = new URL(req.url, 'http://host');
  for (const name of url.searchParams.keys()) if (!NEUTRAL_PARAMETERS.has(name)) return undefined;
  const cookie = req.headers.cookie;
  const locale = detectLocale({ search: url.search, ...(cookie ? { cookie } : {}), browser: rankedLanguages(req.headers['accept-language']) }, REGISTRATION_LOCALE_CODES);
  return DRAWN_LOCALES.includes(locale) ? locale : undefined;
}

/** The script a drawn page starts the app with (registration/public/start-after-paint.js). */
export const START_AFTER_PAINT = '/start-after-paint.js';

/**
 * The page is already drawn: its scripts take it over but draw nothing first, so they are fetched
 * once it has painted (START_AFTER_PAINT), not beside the page's own bytes. The page's entry
 * script and its preloaded chunks are named for it instead of loaded.
 */
export function startingAfterPaint(page: string): string {
  const scripts: string[] = [];
  const named = page
    .replace(/<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g, (_tag, src: string) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      scripts.push(href);
      return '';
    });
  if (scripts.length === 0) return page;
  return named.replace('</head>', `<meta name="app-scripts" content="${scripts.join(' ')}" />\n    <script type="module" src="${START_AFTER_PAINT}"></script>\n  </head>`);
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The build's drawing of the registration app (see above). */
export const drawingIn = (distDir: string): string => join(distDir, 'registration-server', 'drawOnServer.js');

/**
 * `draw(req, path)`: the drawn page for a drawn path's request, made ready to send by `finish`
 * (compressed), or undefined: send the plain one. `template` is the built registration index.html.
 */
export function registrationDrawing<Page>(
  distDir: string,
  template: string,
  siteCopy: SiteCopyConfig | undefined,
  log: FastifyBaseLogger,
  finish: (html: string) => Page,
): (req: FastifyRequest, path: DrawnPath) => Promise<Page | undefined> {
  const copy = siteCopyAdapter(siteCopy ?? {});
  const kept = new Map<string, Promise<Page>>();
  const bundle = drawingIn(distDir);
  if (!existsSync(bundle)) {
    log.warn(`no ${bundle}: /welcome and /sign-in are drawn in the browser only; run npm run build`);
    return () => Promise.resolve(undefined);
  }
  // Loaded at the first drawn request: React, MUI and the app stay out of the server's start.
  let drawing: Promise<{ drawOnServer: typeof drawOnServer }> | undefined;

  async function welcomeCopy(locale: string): Promise<InitialPage['welcome']> {
    const lang = resolveLang(locale);
    const [home, faq] = await Promise.all(
      ['home_page', 'faq'].map((type) =>
        copy.documents(type, lang).then(
          (docs) => recordsOf(siteDocumentsDocument(docs)),
          () => null,
        ),
      ),
    );
    return { home: home ?? null, faq: faq ?? null };
  }

  async function drawn(path: DrawnPath, initialPage: InitialPage): Promise<Page> {
    drawing ??= import(pathToFileURL(bundle).href) as Promise<{ drawOnServer: typeof drawOnServer }>;
    const { html, title, styles } = await (await drawing).drawOnServer(path, initialPage);
    let page = template.replace('</head>', `${styles}</head>`).replace('<div id="root"></div>', `<div id="root">${html}</div>${initialPageScript(initialPage)}`);
    if (title !== undefined) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
    return finish(startingAfterPaint(page));
  }

  return async (req, path) => {
    const locale = drawnLocale(req);
    if (locale === undefined) return undefined;
    try {
      const initialPage: InitialPage = path === '/welcome' ? { locale, welcome: await welcomeCopy(locale) } : { locale };
      const key = `${path}|${JSON.stringify(initialPage)}`;
      let page = kept.get(key);
      if (!page) {
        page = drawn(path, initialPage);
        if (kept.size >= DRAWN_PAGES_KEPT) kept.delete(kept.keys().next().value!);
        kept.set(key, page);
        page.catch(() => kept.delete(key));
      }
      return await page;
    } catch (error) {
      log.error({ err: error, path }, 'drawing the page on the server failed; sent the page drawn in the browser');
      return undefined;
    }
  };
}

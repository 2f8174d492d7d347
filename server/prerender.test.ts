/**
 * The first screens drawn on the server (issue 27): which visits get the drawn page, and what
 * the drawn page holds. The drawing here is a stand-in module in the build's place, so these
 * tests check the server's part; tests/e2e/first-screens.test.ts checks the real drawing in a browser.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRAWN_PAGES_KEPT, START_AFTER_PAINT, drawingIn, drawnLocale, registrationDrawing } from './prerender';
import { INITIAL_PAGE_ELEMENT_ID } from '../registration/initialPage';

const request = (url: string, headers: Record<string, string> = {}): FastifyRequest => ({ url, headers }) as unknown as FastifyRequest;

describe('drawnLocale', () => {
  it('draws in English for an English or unnamed visitor, whatever neutral parameters the address has', () => {
    expect(drawnLocale(request('/welcome'))).toBe('en');
    expect(drawnLocale(request('/welcome', { 'accept-language': 'en-GB,en;q=0.9,fi;q=0.5' }))).toBe('en');
    expect(drawnLocale(request('/sign-in?source=newsletter&redirect=1'))).toBe('en');
    expect(drawnLocale(request('/sign-in?lng=en', { 'accept-language': 'fi' }))).toBe('en');
  });

  it('leaves the page to the browser for another language, from the address, the cookie or Accept-Language', () => {
    expect(drawnLocale(request('/welcome', { 'accept-language': 'fi' }))).toBeUndefined();
    expect(drawnLocale(request('/welcome', { 'accept-language': 'de;q=0.2,fi-FI;q=0.8' }))).toBeUndefined();
    expect(drawnLocale(request('/welcome', { cookie: 'a=b; i18next=fi' }))).toBeUndefined();
    expect(drawnLocale(request('/welcome?lng=fi'))).toBeUndefined();
  });

  it('leaves the page to the browser when the address carries something the first screen shows', () => {
    expect(drawnLocale(request('/sign-in?email=ann%40school.test'))).toBeUndefined();
    expect(drawnLocale(request('/welcome?source=x&token=abc'))).toBeUndefined();
  });
});

describe('registrationDrawing', () => {
  const TEMPLATE = '<html><head><title>Registration</title><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js"></head><body><div id="root"></div></body></html>';
  let dist: string;
  const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn>; error: ReturnType<typeof vi.fn> };

  /** Writes the stand-in drawing: it counts its calls (globalThis.drawings) and fails when told to. */
  function writeDrawing(dir: string): void {
    const file = drawingIn(dir);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      `export async function drawOnServer(path, page) {
         globalThis.drawings = (globalThis.drawings ?? 0) + 1;
         if (globalThis.failDrawing) throw new Error('drawing failed');
         return { html: '<main><h1>' + path + '</h1></main>', title: 'Registration - <' + page.locale + '>', styles: '<style data-emotion="css a1">.css-a1{color:red}</style>' };
       }`,
    );
  }

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'prerender-'));
    writeDrawing(dist);
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  const draw = () => registrationDrawing(dist, TEMPLATE, undefined, log, (html) => html);
  const drawings = (): number => (globalThis as { drawings?: number }).drawings ?? 0;

  it('sends the drawn page: its HTML in the root, its title and styles, what it was drawn with, its scripts started once it has painted', async () => {
    const page = await draw()(request('/sign-in'), '/sign-in');
    expect(page).toContain('<div id="root"><main><h1>/sign-in</h1></main></div>');
    expect(page).toContain('<title>Registration - &lt;en&gt;</title>');
    expect(page?.indexOf('<style data-emotion="css a1">.css-a1{color:red}</style>')).toBeLessThan(page?.indexOf('</head>') ?? -1);
    expect(page).toContain('<style data-emotion="css a1">');
    expect(page).toContain(`<script type="application/json" id="${INITIAL_PAGE_ELEMENT_ID}">{"locale":"en"}</script>`);
    expect(page).toContain('<meta name="app-scripts" content="/assets/index.js /assets/vendor.js" />');
    expect(page).toContain(`<script type="module" src="${START_AFTER_PAINT}"></script>`);
    expect(page).not.toContain('src="/assets/index.js"');
    expect(page).not.toContain('modulepreload');
  });

  it('draws the welcome page with its copy, and draws each page once', async () => {
    const drawing = draw();
    const first = await drawing(request('/welcome'), '/welcome');
    const again = await drawing(request('/welcome?source=ad'), '/welcome');
    expect(again).toBe(first);
    expect(first).toMatch(/"welcome":\{"home":/);
    const before = drawings();
    await drawing(request('/welcome'), '/welcome');
    expect(drawings()).toBe(before);
    // Each address and language is one kept page; the copy's versions need room beside them.
    expect(DRAWN_PAGES_KEPT).toBeGreaterThanOrEqual(4);
  });

  it('sends the plain page for a visitor it does not draw for, and when drawing fails (logged, never an error to the visitor)', async () => {
    const drawing = draw();
    expect(await drawing(request('/sign-in', { 'accept-language': 'fi' }), '/sign-in')).toBeUndefined();
    (globalThis as { failDrawing?: boolean }).failDrawing = true;
    try {
      expect(await drawing(request('/sign-in'), '/sign-in')).toBeUndefined();
      expect(log.error).toHaveBeenCalled();
    } finally {
      delete (globalThis as { failDrawing?: boolean }).failDrawing;
    }
    // A failure is not kept: the next visit draws again.
    expect(await drawing(request('/sign-in'), '/sign-in')).toContain('<h1>/sign-in</h1>');
  });

  it('draws nothing, and says so once, when the build has no drawing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'prerender-none-'));
    try {
      log.warn.mockClear();
      const drawing = registrationDrawing(empty, TEMPLATE, undefined, log, (html) => html);
      expect(await drawing(request('/welcome'), '/welcome')).toBeUndefined();
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

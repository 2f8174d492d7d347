/**
 * Every console screen of every demo role, in one walk (seed: schools must meet WCAG 2.2 AA;
 * section 9 sizes; issue 14 languages). Each role signs in and opens every screen it can reach
 * (derived from the resource definitions and the route table, see support/consoleRoutes.ts) in
 * two windows at once:
 * - at 1280 px in one of the console's other languages (fi, pt, es; the screens dealt out over
 *   the three, see `languageOf`): axe-core finds no critical or serious violation, the screen is
 *   not wider than the window, and it shows no raw catalogue key and no English left over
 *   (support/languages.ts);
 * - at the seed's 420 px phone width in English: not wider than the window, no raw key, and axe
 *   on the first screen of each kind (the phone layouts: cards, collapsed header).
 * Screenshots land in test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { axeFindings, describeFindings, type AxeFinding } from './support/axe';
import { screenshot, visibleRawKeys } from './support/browser';
import { openRoute, settled, tracked, type ConsolePage } from './support/consoleNavigation';
import { consoleRoutes, type ConsoleRoute } from './support/consoleRoutes';
import { contextIn, englishOnly, problems, type EnglishOnly } from './support/languages';
import { useProduct } from './support/product';
import { appEn, raEn } from '../../i18n/en';
import { es } from '../../i18n/es';
import { fi } from '../../i18n/fi';
import { pt } from '../../i18n/pt';

const product = useProduct();

/**
 * One account per kind of viewer. `teacher0020` is a generated teacher at Hillcrest, the
 * subscribed school (seed: every tenth generated user teaches, school = number mod 3).
 */
const ACCOUNTS = [
  { login: 'admin@demo.test', who: 'super user' },
  { login: 'licensing@demo.test', who: 'licensing admin' },
  { login: 'orgadmin@demo.test', who: 'organisation admin' },
  { login: 'teacher@demo.test', who: 'trial teacher' },
  { login: 'teacher0020@demo.test', who: 'subscribed teacher' },
  { login: 'parent@demo.test', who: 'parent' },
  { login: 'demochild', who: 'child (home student)' },
] as const;

/** A role's walk takes about a second a screen, and the super user has over a hundred: minutes, not seconds. */
const WALK_TIMEOUT_MS = 600_000;
const WIDE = { width: 1280, height: 900 } as const;
const NARROW = { width: 420, height: 860 } as const;

/** The console's languages besides English, each with what would be English left over in it. */
const LANGUAGES = (Object.entries({ fi, pt, es }) as [string, unknown][]).map(([language, catalogue]) => ({
  language,
  english: englishOnly({ ...raEn, ...appEn }, catalogue, language),
}));

/**
 * Screen k of the role at position a is read in language (k + a) mod 3: each language gets a
 * third of every role's screens, and a kind of screen several roles share (a list, an edit form)
 * is read in more than one language.
 */
const languageOf = (screen: number, role: number): number => (screen + role) % LANGUAGES.length;

interface RouteResult {
  route: ConsoleRoute;
  language: string;
  findings: AxeFinding[];
  /** Raw keys and English leftovers. */
  words: string[];
  wideWidth: number;
  narrowWidth: number;
  /** How long the screen took to open in both windows and be read, so a slow walk says where. */
  ms: number;
}

interface Window {
  context: BrowserContext;
  target: ConsolePage;
}

/** A window of `viewport` size in `language`, signed in with `jwt`, on the console's home. */
async function windowIn(language: string, jwt: string, viewport: { width: number; height: number }): Promise<Window> {
  // The console's CSP (script-src 'self') would refuse the injected axe script.
  const context = await contextIn(product.browser, language, jwt, { viewport, bypassCSP: true });
  const target = tracked(await context.newPage());
  await target.page.goto(`${product.url}/app/`);
  await target.page.locator('header').first().waitFor();
  return { context, target };
}

/** A signed-in English page of `viewport` size (axe allowed past the CSP), for the journeys below the walk. */
async function signedInPage(login: string, viewport: { width: number; height: number }): Promise<ConsolePage> {
  const page = await product.browser.newPage({ viewport, bypassCSP: true });
  const target = tracked(page);
  await product.signIn(page, login);
  return target;
}

const open = openRoute;

const rules = (r: RouteResult, impact: AxeFinding['impact']): number => r.findings.filter((f) => f.impact === impact).length;
const total = (results: readonly RouteResult[], impact: AxeFinding['impact']): number => results.reduce((n, r) => n + rules(r, impact), 0);

/** One line per route (language, critical/serious rules, width at 1280/420), for the log and the issue's figures. */
function report(who: string, results: readonly RouteResult[]): string {
  const lines = results.map((r) => `  ${r.route.path} [${r.route.kind}, ${r.language}] critical ${rules(r, 'critical')} serious ${rules(r, 'serious')} width ${r.wideWidth}/${r.narrowWidth} ${r.ms} ms`);
  return `${who}: ${results.length} routes, ${total(results, 'critical')} critical and ${total(results, 'serious')} serious violations\n${lines.join('\n')}`;
}

/** Screenshots of the first list and first edit form, and the header, at both widths. */
async function shoot(target: ConsolePage, name: string, routes: readonly ConsoleRoute[], label: string): Promise<void> {
  for (const kind of ['list', 'edit'] as const) {
    const route = routes.find((r) => r.kind === kind && !r.path.includes('?'));
    if (!route) continue;
    await open(target, route.path);
    await screenshot(target.page, `a11y-${name}-${kind}-${label}`);
  }
  await open(target, '/');
  const { page } = target;
  await page.screenshot({ path: `test-results/screenshots/a11y-${name}-header-${label}.png`, clip: { x: 0, y: 0, width: page.viewportSize()?.width ?? 420, height: 120 } });
}

/** Opens one screen in its language's wide window and in the narrow one, and reads both. */
async function check(route: ConsoleRoute, wide: Window, english: EnglishOnly, language: string, narrow: Window, phone: boolean): Promise<RouteResult> {
  const started = performance.now();
  const [wideWidth, narrowWidth] = await Promise.all([open(wide.target, route.path), open(narrow.target, route.path)]);
  let findings = await axeFindings(wide.target.page);
  // A colour read mid-transition (a button enabling as its data arrives on a busy machine) or a
  // spinner is not what stays on screen: a finding counts when it is still there once the screen
  // has settled again.
  if (findings.length > 0) {
    await settled(wide.target);
    findings = await axeFindings(wide.target.page);
  }
  if (phone) findings.push(...(await axeFindings(narrow.target.page)).map((f) => ({ ...f, id: `${f.id} at 420 px` })));
  const words = [
    ...(await problems(wide.target.page, `${language} ${route.path}`, english)),
    ...(await visibleRawKeys(narrow.target.page)).map((k) => `en ${route.path} at 420 px: raw key ${k}`),
  ];
  return { route, language, findings, words, wideWidth, narrowWidth, ms: Math.round(performance.now() - started) };
}

describe('every console screen of every role: axe-core (WCAG 2.2 AA), 1280 and 420 px, and its words in fi, pt or es', () => {
  for (const [a, { login, who }] of ACCOUNTS.entries()) {
    it(`${who} (${login}): every reachable screen passes axe, fits 1280 and 420 px, and is said in the chosen language`, async () => {
      const jwt = await product.token(login);
      const routes = await consoleRoutes(product.url, jwt);
      const wide = await Promise.all(LANGUAGES.map(({ language }) => windowIn(language, jwt, WIDE)));
      const narrow = await windowIn('en', jwt, NARROW);
      const results: RouteResult[] = [];
      // The phone layouts (cards, collapsed header) are checked by axe on the first screen of each kind.
      const phoneSample = new Set(['page', 'list', 'create', 'edit', 'show'].map((kind) => routes.find((r) => r.kind === kind)));
      for (const [k, route] of routes.entries()) {
        const l = languageOf(k, a);
        const { language, english } = LANGUAGES[l]!;
        results.push(await check(route, wide[l]!, english, language, narrow, phoneSample.has(route)));
      }
      console.info(report(who, results));
      if (login === 'admin@demo.test' || login === 'orgadmin@demo.test') {
        const name = login.split('@')[0] ?? login;
        await shoot(wide[0]!.target, name, routes, `wide-${LANGUAGES[0]!.language}`);
        await shoot(narrow.target, name, routes, 'narrow');
      }
      await Promise.all([...wide, narrow].map((w) => w.context.close()));

      const violations = results.filter((r) => r.findings.length > 0);
      expect(violations.length, `axe violations as ${who}:\n${violations.map((r) => `${r.route.path}\n${describeFindings(r.findings)}`).join('\n')}`).toBe(0);
      const tooWide = results.filter((r) => r.wideWidth > WIDE.width || r.narrowWidth > NARROW.width);
      expect(tooWide.map((r) => `${r.route.path}: ${r.wideWidth} px at 1280 (${r.language}), ${r.narrowWidth} px at 420`)).toEqual([]);
      expect(results.flatMap((r) => r.words)).toEqual([]);
    }, WALK_TIMEOUT_MS);
  }

  // The route walk opens /import without a file (no preview) and checks 420 px on one screen per
  // kind only; axe's empty-heading rule is minor, below what axeFindings reports. So this state
  // is checked on its own.
  it('CSV import with a preview at 420 px: no axe violation, the preview scrolls from the keyboard, no empty heading', async () => {
    const target = await signedInPage('orgadmin@demo.test', NARROW);
    const { page } = target;
    await open(target, '/import?role=student');
    const file = ['first_name,last_name,class_name', 'Amy,Adams,Year 7 Oak', ',Brown,Year 7 Oak', 'Cara,Cole,Year 7 Ash'].join('\n');
    await page.locator('input[type=file]').setInputFiles({ name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByRole('table', { name: 'Preview of the rows' }).waitFor();
    expect(describeFindings(await axeFindings(page))).toBe('');
    const region = page.getByRole('region', { name: 'Preview of the rows' });
    await region.focus();
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    const headings = await page.locator('h1, h2, h3, h4, h5, h6').allTextContents();
    expect(headings.filter((h) => h.trim() === ''), `headings: ${JSON.stringify(headings)}`).toEqual([]);
    expect(headings).toContain('Import users from a CSV file');
    await screenshot(page, 'a11y-csv-import-preview-narrow');
    await page.close();
  });

  it('keyboard alone: Tab reaches a sidebar entry and a list row, and Enter opens each', async () => {
    const { page } = await signedInPage('admin@demo.test', WIDE);
    await page.waitForURL(/\/app\/?$/);
    /** Presses Tab until the focused element matches, at most `limit` times; answers whether it did. */
    const tabTo = async (role: string, text: RegExp, limit = 80): Promise<boolean> => {
      for (let press = 0; press < limit; press++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const el = document.activeElement;
          return { role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '', text: el?.textContent?.trim() ?? '' };
        });
        if (focused.role === role && text.test(focused.text)) return true;
      }
      return false;
    };
    expect(await tabTo('menuitem', /^Licensings$/), 'Tab never reached the Licensings menu entry').toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/licensings$/);
    expect(await tabTo('tr', /Riverside Academy/), 'Tab never reached the Riverside Academy row').toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/app\/licensings\/\d+\/edit$/);
    await page.close();
  });

  it('at 420 px the header menu and the language menu open from the keyboard and pass axe', async () => {
    const target = await signedInPage('teacher@demo.test', NARROW);
    const { page } = target;
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Help centre' }).count()).toBe(1);
    expect(await menu.getByText('teacher@demo.test').count()).toBe(1);
    expect(describeFindings(await axeFindings(page))).toBe('');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Language: English');
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Suomi' }).click();
    await page.getByRole('button', { name: /^Kieli|^Language/ }).waitFor();
    await screenshot(page, 'a11y-teacher-header-narrow-finnish');
    await page.close();
  });
});

/**
 * The walk through every console screen of a demo role (seed: schools must meet WCAG 2.2 AA;
 * section 9 sizes; issue 14 languages). The role signs in and opens every screen it can reach
 * (derived from the resource definitions and the route table, see consoleRoutes.ts) in two
 * windows at once:
 * - at 1280 px in one of the console's other languages (fi, pt, es; the screens dealt out over
 *   the three, see `languageOf`): axe-core finds no critical or serious violation, the screen is
 *   not wider than the window, and it shows no raw catalogue key and no English left over
 *   (languages.ts);
 * - at the seed's 420 px phone width in English: not wider than the window, no raw key, the page
 *   title not cut off, and axe on the first screen of each kind (the phone layouts: cards,
 *   collapsed header);
 * - in both, the page throws no uncaught error.
 * axe reads each part of a screen (chrome, content) once per shape the file's walks meet
 * (axeShapes.ts): a screen identical in kind to one already checked, by this role or the
 * file's other, is not checked again.
 *
 * The roles are walked by three files (console-walk-*.test.ts), so the browser-test workers walk
 * them side by side, each file on its own server. Screenshots land in test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { describeFindings, type AxeFinding } from './axe';
import { AxeLedger } from './axeShapes';
import { screenshot, visibleRawKeys } from './browser';
import { openRoute, settled, tracked, type ConsolePage } from './consoleNavigation';
import { consoleRoutes, type ConsoleRoute } from './consoleRoutes';
import { contextIn, englishOnly, problems, type EnglishOnly } from './languages';
import { useProduct, type Product } from './product';
import { appEn, raEn } from '../../../i18n/en';
import { es } from '../../../i18n/es';
import { fi } from '../../../i18n/fi';
import { pt } from '../../../i18n/pt';

/**
 * One account per kind of viewer, in a fixed order (its position deals out the languages, see
 * `languageOf`). `teacher0020` is a generated teacher at Hillcrest, the subscribed school (seed:
 * every tenth generated user teaches, school = number mod 3).
 */
export const WALKERS = [
  { login: 'admin@demo.test', who: 'super user' },
  { login: 'licensing@demo.test', who: 'licensing admin' },
  { login: 'orgadmin@demo.test', who: 'organisation admin' },
  { login: 'teacher@demo.test', who: 'trial teacher' },
  { login: 'teacher0020@demo.test', who: 'subscribed teacher' },
  { login: 'parent@demo.test', who: 'parent' },
  { login: 'demochild', who: 'child (home student)' },
] as const;
export type WalkerLogin = (typeof WALKERS)[number]['login'];

/** The accounts whose first list, first edit form and header are kept as screenshots at both widths. */
const PHOTOGRAPHED: readonly string[] = ['admin@demo.test', 'orgadmin@demo.test'];

/** A role's walk takes about a second a screen, and the super user has eighty: minutes, not seconds. */
const WALK_TIMEOUT_MS = 600_000;
export const WIDE = { width: 1280, height: 900 } as const;
export const NARROW = { width: 420, height: 860 } as const;

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
async function windowIn(product: Product, language: string, jwt: string, viewport: { width: number; height: number }): Promise<Window> {
  // The console's CSP (script-src 'self') would refuse the injected axe script.
  const context = await contextIn(product.browser, language, jwt, { viewport, bypassCSP: true });
  const target = tracked(await context.newPage());
  await target.page.goto(`${product.url}/app/`);
  await target.page.locator('header').first().waitFor();
  return { context, target };
}

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
    await openRoute(target, route.path);
    await screenshot(target.page, `a11y-${name}-${kind}-${label}`);
  }
  await openRoute(target, '/');
  const { page } = target;
  await screenshot(page, `a11y-${name}-header-${label}`, { clip: { x: 0, y: 0, width: page.viewportSize()?.width ?? 420, height: 120 } });
}

/** Whether the header's page title shows less than its text (clipped, or ended by an ellipsis). */
const titleCutOff = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const title = document.getElementById('react-admin-title');
    return title !== null && title.scrollWidth > title.clientWidth + 1;
  });

/** How one screen is checked by axe: on the parts of it the file's walks have not checked yet. */
interface AxeChecks {
  ledger: AxeLedger;
  /** The role's first screen: checked whole in both windows (the document-wide rules). */
  first: boolean;
  /** Also checked at 420 px (the phone layouts). */
  phone: boolean;
}

/** Opens one screen in its language's wide window and in the narrow one, and reads both. */
async function check(route: ConsoleRoute, wide: Window, english: EnglishOnly, language: string, narrow: Window, axe: AxeChecks): Promise<RouteResult> {
  const started = performance.now();
  const [wideWidth, narrowWidth] = await Promise.all([openRoute(wide.target, route.path), openRoute(narrow.target, route.path)]);
  let findings = await axe.ledger.findings(wide.target.page, 'wide', axe.first);
  // A colour read mid-transition (a button enabling as its data arrives on a busy machine) or a
  // spinner is not what stays on screen: a finding counts when it is still there once the screen
  // has settled again.
  if (findings.length > 0) {
    await settled(wide.target);
    findings = await axe.ledger.findings(wide.target.page, 'wide', axe.first);
  }
  if (axe.phone) findings.push(...(await axe.ledger.findings(narrow.target.page, 'narrow', axe.first)).map((f) => ({ ...f, id: `${f.id} at 420 px` })));
  const words = [
    ...(await problems(wide.target.page, `${language} ${route.path}`, english)),
    ...(await visibleRawKeys(narrow.target.page)).map((k) => `en ${route.path} at 420 px: raw key ${k}`),
    ...((await titleCutOff(narrow.target.page)) ? [`en ${route.path} at 420 px: the page title is cut off`] : []),
    ...[...wide.target.takeErrors(), ...narrow.target.takeErrors()].map((e) => `${route.path}: the page threw ${e}`),
  ];
  return { route, language, findings, words, wideWidth, narrowWidth, ms: Math.round(performance.now() - started) };
}

/** Walks every screen `login` can reach and fails on any violation, overflow, raw key or English leftover. */
async function walk(product: Product, login: WalkerLogin, ledger: AxeLedger): Promise<void> {
  const a = WALKERS.findIndex((w) => w.login === login);
  const { who } = WALKERS[a]!;
  const jwt = await product.token(login);
  const routes = await consoleRoutes(product.url, jwt);
  const wide = await Promise.all(LANGUAGES.map(({ language }) => windowIn(product, language, jwt, WIDE)));
  const narrow = await windowIn(product, 'en', jwt, NARROW);
  const results: RouteResult[] = [];
  // The phone layouts (cards, collapsed header) are checked by axe on the first screen of each kind.
  const phoneSample = new Set(['page', 'list', 'create', 'edit', 'show'].map((kind) => routes.find((r) => r.kind === kind)));
  for (const [k, route] of routes.entries()) {
    const l = languageOf(k, a);
    const { language, english } = LANGUAGES[l]!;
    results.push(await check(route, wide[l]!, english, language, narrow, { ledger, first: k === 0, phone: phoneSample.has(route) }));
  }
  console.info(`${report(who, results)}\naxe ran ${ledger.runs} times for ${ledger.asked} screen windows in this file so far`);
  if (PHOTOGRAPHED.includes(login)) {
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
}

/** A test file's walks: one test per account, on the file's own server. */
export function describeWalks(logins: readonly WalkerLogin[]): void {
  const product = useProduct();
  // One ledger for the file: its roles' walks run one after another on one server.
  const ledger = new AxeLedger();
  describe('every console screen: axe-core (WCAG 2.2 AA), 1280 and 420 px, and its words in fi, pt or es', () => {
    for (const login of logins) {
      const { who } = WALKERS.find((w) => w.login === login)!;
      it(`${who} (${login}): every reachable screen passes axe, fits 1280 and 420 px, and is said in the chosen language`, () => walk(product, login, ledger), WALK_TIMEOUT_MS);
    }
  });
}

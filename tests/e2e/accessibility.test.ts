/**
 * Accessibility and small screens of the console (seed: schools must meet WCAG 2.2 AA; section 9
 * sizes). Each demo role signs in once and visits every screen it can reach (derived from the
 * resource definitions and the route table, see support/consoleRoutes.ts): axe-core must find no
 * critical or serious violation at 1280 px, and no screen may be wider than the window at 1280 px
 * or at the seed's 420 px phone width. Screenshots land in test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import { axeFindings, describeFindings, type AxeFinding } from './support/axe';
import { screenshot } from './support/browser';
import { openRoute, tracked, type ConsolePage } from './support/consoleNavigation';
import { consoleRoutes, type ConsoleRoute } from './support/consoleRoutes';
import { useProduct } from './support/product';

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

const WIDE = { width: 1280, height: 900 } as const;
const NARROW = { width: 420, height: 860 } as const;

interface RouteResult {
  route: ConsoleRoute;
  findings: AxeFinding[];
  wideWidth: number;
  narrowWidth: number;
}

async function signedInPage(login: string, viewport: { width: number; height: number }): Promise<ConsolePage> {
  // The console's CSP (script-src 'self') would refuse the injected axe script.
  const page = await product.browser.newPage({ viewport, bypassCSP: true });
  const target = tracked(page);
  await product.signIn(page, login);
  return target;
}

const open = openRoute;

const rules = (r: RouteResult, impact: AxeFinding['impact']): number => r.findings.filter((f) => f.impact === impact).length;
const total = (results: readonly RouteResult[], impact: AxeFinding['impact']): number => results.reduce((n, r) => n + rules(r, impact), 0);

/** One line per route (critical/serious rules, width at 1280/420), for the log and the issue's figures. */
function report(who: string, results: readonly RouteResult[]): string {
  const lines = results.map((r) => `  ${r.route.path} [${r.route.kind}] critical ${rules(r, 'critical')} serious ${rules(r, 'serious')} width ${r.wideWidth}/${r.narrowWidth}`);
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

describe('console accessibility (axe-core, WCAG 2.2 AA) and screen widths, for every role', () => {
  for (const { login, who } of ACCOUNTS) {
    it(`${who} (${login}): every reachable screen has no critical or serious violation and fits 1280 and 420 px`, async () => {
      const wide = await signedInPage(login, WIDE);
      const narrow = await signedInPage(login, NARROW);
      const token = await wide.page.evaluate(() => localStorage.getItem('jwt'));
      if (!token) throw new Error(`${login}: no token after sign-in`);
      const routes = await consoleRoutes(product.url, token);
      const results: RouteResult[] = [];
      // The phone layouts (cards, collapsed header) are checked on the first screen of each kind.
      const phoneSample = new Set(['page', 'list', 'create', 'edit', 'show'].map((kind) => routes.find((r) => r.kind === kind)));
      for (const route of routes) {
        const [wideWidth, narrowWidth] = await Promise.all([open(wide, route.path), open(narrow, route.path)]);
        const findings = await axeFindings(wide.page);
        if (phoneSample.has(route)) findings.push(...(await axeFindings(narrow.page)).map((f) => ({ ...f, id: `${f.id} at 420 px` })));
        results.push({ route, findings, wideWidth, narrowWidth });
      }
      console.info(report(who, results));
      if (login === 'admin@demo.test' || login === 'orgadmin@demo.test') {
        const name = login.split('@')[0] ?? login;
        await shoot(wide, name, routes, 'wide');
        await shoot(narrow, name, routes, 'narrow');
      }
      await wide.page.close();
      await narrow.page.close();

      const violations = results.filter((r) => r.findings.length > 0);
      expect(violations.length, `axe violations as ${who}:\n${violations.map((r) => `${r.route.path}\n${describeFindings(r.findings)}`).join('\n')}`).toBe(0);
      const tooWide = results.filter((r) => r.wideWidth > WIDE.width || r.narrowWidth > NARROW.width);
      expect(tooWide.map((r) => `${r.route.path}: ${r.wideWidth} px at 1280, ${r.narrowWidth} px at 420`)).toEqual([]);
    });
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

/**
 * Accessibility in the states the console walk (console-walk-*.test.ts) does not reach: a CSV
 * preview at 420 px, the keyboard alone, and the phone header's menus. Screenshots land in
 * test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import { axeFindings, describeFindings } from './support/axe';
import { AxeLedger, shapeOf, type ScreenShape } from './support/axeShapes';
import { screenshot, visibleRawKeys } from './support/browser';
import { openRoute, tracked, type ConsolePage } from './support/consoleNavigation';
import { NARROW, WIDE } from './support/consoleWalk';
import { useProduct } from './support/product';

const product = useProduct();

/** A signed-in English page of `viewport` size (axe allowed past the CSP), watched from its first load (`tracked`). */
async function signedInPage(login: string, viewport: { width: number; height: number }): Promise<ConsolePage> {
  const page = await product.browser.newPage({ viewport, bypassCSP: true });
  const target = tracked(page);
  await product.signIn(page, login);
  return target;
}

describe('accessibility beyond the walk', () => {
  // Every screen's checks pass, so this shows they can fail: on the browser the suite runs
  // (support/browser.ts), axe loaded by axeFindings, again after the page navigates.
  it('the checks find what they look for: axe a missing label and alt text, visibleRawKeys a raw key', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.url}/api/v1/reference`);
    for (const round of ['first page', 'after navigating']) {
      await page.setContent('<!doctype html><html lang="en"><title>t</title><main><img src="x.png"><input type="text"><p>resources.users.name</p></main></html>');
      const findings = (await axeFindings(page)).map((f) => f.id);
      expect(findings, round).toEqual(expect.arrayContaining(['image-alt', 'label']));
      expect(await visibleRawKeys(page), round).toEqual(['resources.users.name']);
    }
    await page.close();
  });

  // The walks run axe once per shape (support/axeShapes.ts): the same kind of screen with other
  // words or more rows is not checked again, and anything axe could judge differently is.
  it('the walks check a screen again when its shape changes, not when only its words or row count do', async () => {
    const page = await product.browser.newPage();
    await page.goto(`${product.url}/api/v1/reference`);
    const screen = (rows: string[], extra = ''): string =>
      `<!doctype html><html lang="en"><title>t</title><header><a href="/">Home</a></header><main id="main-content"><h1>List</h1><ul>${rows.map((r) => `<li><button>${r}</button></li>`).join('')}</ul>${extra}</main></html>`;
    const ledger = new AxeLedger();
    const shapes = async (html: string): Promise<ScreenShape> => {
      await page.setContent(html);
      return shapeOf(page);
    };
    const base = await shapes(screen(['Amy', 'Ben']));
    expect(await shapes(screen(['Cara', 'Dan', 'Eve', 'Finn']))).toEqual(base);
    expect((await shapes(screen(['Amy', '']))).content).not.toBe(base.content);
    const dark = await shapes(screen(['Amy'], '<p style="color:#000">dark</p>'));
    expect(await shapes(screen(['Amy'], '<p style="color:#000">other words</p>'))).toEqual(dark);
    expect((await shapes(screen(['Amy'], '<p style="color:#bbb">dark</p>'))).content).not.toBe(dark.content);
    expect((await shapes(screen(['Amy'], '<input type="text">'))).content).not.toBe(base.content);
    expect((await shapes(screen(['Amy']).replace('lang="en"', 'lang="fi"'))).chrome).not.toBe(base.chrome);
    // Checked once, the shape is skipped; a new content is checked, and its findings are found.
    await page.setContent(screen(['Amy']));
    expect(await ledger.findings(page, 'wide')).toEqual([]);
    await page.setContent(screen(['Ben', 'Cara']));
    expect(await ledger.findings(page, 'wide')).toEqual([]);
    expect([ledger.runs, ledger.asked]).toEqual([1, 2]);
    await page.setContent(screen(['Ben'], '<img src="x.png">'));
    expect((await ledger.findings(page, 'wide')).map((f) => f.id)).toEqual(['image-alt']);
    await page.close();
  });

  // The route walk opens /import without a file (no preview) and checks 420 px on one screen per
  // kind only; axe's empty-heading rule is minor, below what axeFindings reports. So this state
  // is checked on its own.
  it('CSV import with a preview at 420 px: no axe violation, the preview scrolls from the keyboard, no empty heading', async () => {
    const target = await signedInPage('orgadmin@demo.test', NARROW);
    const { page } = target;
    await openRoute(target, '/import?role=student');
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

  it("the API's reference page (issue 26) at 1280 and 420 px: readable, within the window, no axe finding, its contents reach each section", async () => {
    for (const viewport of [WIDE, NARROW]) {
      const page = await product.browser.newPage({ viewport, bypassCSP: true });
      await page.goto(`${product.url}/api/v1/reference`);
      await page.getByRole('heading', { level: 1, name: /API/ }).waitFor();
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'lesson plans', exact: true }).click();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#tag-lesson_plans');
      // The whole API on one page is too tall for a full-page picture: the window's view is kept.
      await screenshot(page, `api-reference-${viewport.width}`, { fullPage: false });
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(scrollWidth, `wider than the ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
      expect(describeFindings(await axeFindings(page))).toBe('');
      await page.close();
    }
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
    // The header in Finnish ('Language: English' was the screen before the pick), its menu closed.
    await page.getByRole('button', { name: /^Kieli: / }).waitFor();
    await page.getByRole('menu').waitFor({ state: 'hidden' });
    await screenshot(page, 'a11y-teacher-header-narrow-finnish');
    await page.close();
  });
});

/**
 * Issue 27, first screens: `/welcome` and `/sign-in` arrive drawn by the server, so they paint
 * before any script has run (Lighthouse's figures: `npm run bench`), and the browser's script
 * takes the drawn page over instead of drawing it again. Checked as a visitor would notice: the
 * page reads right with JavaScript off, the drawn elements are the ones that then work (no
 * second drawing, no hydration error in the console), and a visitor the server cannot draw for
 * (another language, signed in here) gets their own page without an error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct, DEMO_PASSWORD } from './support/product';
import { looksRight, ownedByReact, VIEWPORTS } from './support/journeys';
import { INITIAL_PAGE_ELEMENT_ID } from '../../registration/initialPage';

const product = useProduct();

const HERO = 'Stories that bring every lesson to life';
const HERO_FI = 'Tarinat, jotka herättävät jokaisen oppitunnin eloon';
const [DESKTOP, MOBILE] = VIEWPORTS;

const pageHtml = async (path: string, headers: Record<string, string> = {}): Promise<string> => {
  const response = await fetch(`${product.url}${path}`, { headers });
  expect(response.status).toBe(200);
  // The language and the cookie choose the page: a shared cache must not hand one visitor's to another.
  expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language, Cookie');
  return response.text();
};

/** Every script on the page is either the app's own file or data: nothing inline runs. */
const inlineScripts = (html: string): string[] => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bsrc=/.test(tag) && !/type="application\/json"/.test(tag));

/** The emotion classes on the page whose styles are not among those the server sent in the head. */
function classesWithoutDrawnStyles(): string[] {
  const drawn = new Set(document.querySelector('style[data-emotion^="css "]')?.getAttribute('data-emotion')?.split(' ').slice(1) ?? []);
  const classes = [...document.querySelectorAll('#root [class]')].flatMap((element) => [...element.classList]).filter((name) => name.startsWith('css-'));
  return [...new Set(classes)].filter((name) => !drawn.has(name.slice('css-'.length)));
}

/** Console errors and uncaught errors of a page (a hydration mismatch is reported as one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Holds a script of the app (its first by default) back until `release()`: the page stays as the server drew it. */
async function holdAppScript(page: Page, script = /\/assets\/index-[\w-]+\.js$/): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(script, async (route) => {
    await held;
    await route.continue();
  });
  return { release };
}

const opened: Page[] = [];
async function visitorPage(viewport: (typeof VIEWPORTS)[number] = DESKTOP, options: { javaScriptEnabled?: boolean; locale?: string } = {}): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, ...options });
  const page = await context.newPage();
  opened.push(page);
  return page;
}
afterEach(async () => {
  for (const page of opened.splice(0)) await page.context().close();
});

describe('the first screens, drawn on the server', () => {
  it('sends /welcome and /sign-in drawn in English, with their titles and what they were drawn with, and nothing inline that runs', async () => {
    const welcome = await pageHtml('/welcome?source=newsletter', { 'accept-language': 'en-GB,en;q=0.8' });
    expect(welcome).toContain(`>${HERO}</h1>`);
    expect(welcome).toContain('<title>Registration - Welcome</title>');
    expect(welcome).toContain(`id="${INITIAL_PAGE_ELEMENT_ID}">{"locale":"en","welcome":{"home":[`);
    expect(inlineScripts(welcome)).toEqual([]);
    const signIn = await pageHtml('/sign-in');
    expect(signIn).toContain('<title>Registration - Sign in</title>');
    expect(signIn).toMatch(/<input[^>]*type="password"/);
    expect(inlineScripts(signIn)).toEqual([]);
  });

  it('sends the plain page to a visitor in another language, and for an address that fills the screen', async () => {
    for (const [path, headers] of [
      ['/welcome', { 'accept-language': 'fi-FI,fi;q=0.9' }],
      ['/welcome', { cookie: 'i18next=fi' }],
      ['/sign-in?email=ann%40school.test', {}],
    ] as const) {
      const html = await pageHtml(path, headers);
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain(INITIAL_PAGE_ELEMENT_ID);
    }
  });

  it.each([DESKTOP, MOBILE])('reads right with JavaScript off at $name', async (viewport) => {
    const page = await visitorPage(viewport, { javaScriptEnabled: false });
    await page.goto(`${product.url}/welcome`);
    await page.getByRole('heading', { level: 1, name: HERO }).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
    // An empty field shows its label alone, its placeholder hidden until it is focused, as MUI
    // draws it in the browser (the drawn styles are in the head, not between label and field).
    const placeholder = await page.getByLabel('Work email').first().evaluate((input) => getComputedStyle(input, '::placeholder').opacity);
    expect(placeholder).toBe('0');
    await looksRight(page, 'welcome-drawn-without-script', viewport);
    await page.goto(`${product.url}/sign-in`);
    await page.getByLabel('Email or username').waitFor();
    await page.getByLabel('Password', { exact: true }).waitFor();
    await looksRight(page, 'sign-in-drawn-without-script', viewport);
  });

  it('takes the drawn welcome page over without drawing it again, then works: the language menu, the copy', async () => {
    const page = await visitorPage();
    const errors = errorsOf(page);
    // The app's script is held back until the drawn heading is marked, so the check below can
    // tell the drawn element from one drawn again in the browser.
    const held = await holdAppScript(page);
    // A module script holds DOMContentLoaded back, so the page is taken as it arrives.
    await page.goto(`${product.url}/welcome`, { waitUntil: 'commit' });
    const hero = page.getByRole('heading', { level: 1, name: HERO });
    await hero.waitFor();
    await hero.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
    held.release();
    // A tap before the script has taken the page over does nothing (the drawn page has no
    // handlers yet): wait until React owns the drawn heading (it marks each element it owns).
    await expect.poll(() => hero.evaluate(ownedByReact)).toBe(true);
    // The browser draws with the styles the server sent (the same class names): none written again.
    await page.getByRole('button', { name: 'Start free trial' }).first().waitFor({ state: 'visible' });
    expect(await page.evaluate(classesWithoutDrawnStyles)).toEqual([]);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Suomi' }).click();
    await page.getByRole('heading', { level: 1, name: HERO_FI }).waitFor();
    await page.getByRole('combobox', { name: 'Kieli' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await hero.waitFor();
    expect(await hero.getAttribute('data-drawn-by')).toBe('server');
    expect(errors).toEqual([]);
  });

  it('keeps what was typed before the script took the sign-in page over, never sends it in the address, and signs in', async () => {
    const page = await visitorPage(MOBILE);
    const errors = errorsOf(page);
    const addresses: string[] = [];
    page.on('request', (request) => addresses.push(request.url()));
    const held = await holdAppScript(page);
    await page.goto(`${product.url}/sign-in`, { waitUntil: 'commit' });
    await page.getByLabel('Email or username').fill('teacher@demo.test');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    // The drawn button waits for the script: Enter in a field sends nothing yet.
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    held.release();
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app'));
    expect(addresses.filter((address) => address.includes(DEMO_PASSWORD))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the drawn sign-in form in place while its screen\'s code arrives: nothing shifts, the photo comes after', async () => {
    const page = await visitorPage(DESKTOP);
    const errors = errorsOf(page);
    // Each shift is kept with what moved (tag, id or class, and its box before and after), so a
    // failure names the element, not only a number.
    await page.addInitScript(() => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      const shifts: { value: number; moved: string[] }[] = [];
      const box = (rect: DOMRectReadOnly) => `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
      const name = (node?: Node | null) => {
        if (!(node instanceof Element)) return node?.nodeName ?? 'gone';
        return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].slice(0, 3).join('.')} "${(node.textContent ?? '').trim().slice(0, 30)}"`;
      };
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as PerformanceEntry & { value: number; sources?: Source[] };
          shifts.push({ value: shift.value, moved: (shift.sources ?? []).map((source) => `${name(source.node)}: ${box(source.previousRect)} -> ${box(source.currentRect)}`) });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The screen's own chunk arrives after the layout around it is taken over, as on a slow phone.
    const held = await holdAppScript(page, /\/assets\/authScreens-[\w-]+\.js$/);
    await page.goto(`${product.url}/sign-in`, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'Sign in' });
    await heading.evaluate((element) => element.setAttribute('data-drawn-by', 'server'));
    await expect.poll(() => page.getByRole('combobox', { name: 'Language' }).evaluate(ownedByReact)).toBe(true);
    await expect.poll(() => page.getByTestId('login-photo').evaluate((pane) => getComputedStyle(pane).backgroundImage)).toMatch(/^url\(/);
    held.release();
    await expect.poll(() => heading.evaluate(ownedByReact)).toBe(true);
    expect(await heading.getAttribute('data-drawn-by')).toBe('server');
    expect(await page.evaluate(() => (window as unknown as { shifts: unknown[] }).shifts)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('draws the page again for a visitor whose browser says Finnish, or who is signed in here', async () => {
    const finnish = await visitorPage(DESKTOP);
    const finnishErrors = errorsOf(finnish);
    await finnish.addInitScript(() => localStorage.setItem('i18nextLng', 'fi'));
    await finnish.goto(`${product.url}/welcome`);
    await finnish.getByRole('heading', { level: 1, name: HERO_FI }).waitFor();
    await finnish.goto(`${product.url}/sign-in`);
    await finnish.getByRole('button', { name: 'Kirjaudu sisään', exact: true }).waitFor();
    expect(finnishErrors).toEqual([]);

    const token = await product.token('teacher@demo.test');
    const signedIn = await visitorPage(MOBILE);
    const signedInErrors = errorsOf(signedIn);
    await signedIn.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    await signedIn.goto(`${product.url}/welcome`);
    await signedIn.getByRole('button', { name: 'Log out' }).first().waitFor();
    expect(signedInErrors).toEqual([]);
  });
});

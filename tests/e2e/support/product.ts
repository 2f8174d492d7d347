/**
 * One real product server and one Chromium per browser-test file, started before its tests and
 * stopped after them, with the sign-in every journey begins with.
 *
 * The server is the compiled one `npm run build` produced (as `npm start` runs it) on a copy of
 * the data directory the e2e set-up seeded once (globalSetup.ts), so a file's server is up in
 * about two seconds with the whole demo world, and no file sees another's changes.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { tokenFor } from './api';
import { launchBrowser } from './browser';
import { DEMO_PASSWORD, startProductServer, type RunningServer, type ServerOptions } from './server';

export { DEMO_PASSWORD };

export interface Product {
  readonly url: string;
  readonly dataDir: string;
  readonly browser: Browser;
  /**
   * Signs `page` in as a demo account (email, or a child's username) and opens the console at
   * `path` (its home by default): the token from the API, handed over in the address as the seed's
   * `?jwt=` links do. Journeys that test signing in itself use `signInWithForm`.
   */
  signIn(page: Page, login: string, path?: string): Promise<void>;
  /** Signs in as a person does: the console's sign-in screen, its form and its button. */
  signInWithForm(page: Page, login: string): Promise<void>;
  /** The account's token (asked once per server; tokens last hours). */
  token(login: string): Promise<string>;
}

export function useProduct(opts: ServerOptions = {}): Product {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const tokens = new Map<string, Promise<string>>();
  beforeAll(async () => {
    [server, browser] = await Promise.all([startProductServer({ compiled: true, copyOf: inject('seededDataDir'), ...opts }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the product is not started yet');
    return value;
  };
  const product: Product = {
    get url() {
      return started(server).url;
    },
    get dataDir() {
      return started(server).dataDir;
    },
    get browser() {
      return started(browser);
    },
    token(login) {
      let token = tokens.get(login);
      if (!token) {
        token = tokenFor(product.url, login);
        tokens.set(login, token);
        token.catch(() => tokens.delete(login));
      }
      return token;
    },
    async signIn(page, login, path = '/') {
      const address = new URL(`${product.url}/app${path}`);
      address.searchParams.set('jwt', await product.token(login));
      await page.goto(address.toString());
      // The console takes the token and drops it from the address, then loads lazily: signed in
      // once its header (the app bar, in every language and for every role) is drawn.
      await page.waitForURL((u) => !u.searchParams.has('jwt') && !u.pathname.endsWith('/login'));
      await page.locator('header').first().waitFor();
    },
    async signInWithForm(page, login) {
      await page.goto(`${product.url}/app/login`);
      await page.getByLabel(/^Email or username/).fill(login);
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    },
  };
  return product;
}

/**
 * One real product server and one Chromium per browser-test file, started before its tests and
 * stopped after them, with the sign-in every journey begins with.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startProductServer, type RunningServer, type ServerOptions } from './server';

export const DEMO_PASSWORD = 'demo1234';

export interface Product {
  readonly url: string;
  readonly dataDir: string;
  readonly browser: Browser;
  signIn(page: Page, email: string): Promise<void>;
}

export function useProduct(opts: ServerOptions = {}): Product {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startProductServer(opts);
    browser = await launchBrowser();
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
    async signIn(page, email) {
      await page.goto(`${product.url}/app/login`);
      await page.getByLabel(/^Email or username/).fill(email);
      await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => !u.pathname.endsWith('/login'));
    },
  };
  return product;
}

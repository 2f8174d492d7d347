/**
 * Headless Debian Chromium driven by playwright-core, with the flags this machine needs
 * (no sandbox as root, no background network). Screenshots go to test-results/ to be looked at.
 */
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = 'test-results/screenshots';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

/**
 * Waits for the page's finite animations and transitions to end (a dialog fading in, a button
 * changing colour as it becomes enabled), so what is measured is what stays on screen.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
  );
}

/** Fails the test when the page shows an untranslated i18n key such as `resources.users.name`. */
export async function visibleRawKeys(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return [...text.matchAll(/\b(?:ra|resources|errors|auth|shell|menu|common|welcome|wizard|family|webinar|dashboards|school|adminHome|profile|homes|whatsNew)\.[a-zA-Z_]+(?:\.[a-zA-Z_]+)+\b/g)].map((m) => m[0]);
}

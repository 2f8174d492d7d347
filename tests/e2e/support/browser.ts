/**
 * Headless Debian Chromium driven by playwright-core, with the flags this machine needs
 * (no sandbox as root, no background network). Screenshots go to test-results/ to be looked at.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const SCREENSHOT_DIR = 'test-results/screenshots';

/**
 * Debian's `chromium-headless-shell` (the same Chromium build without the browser's own UI, which
 * Playwright itself uses for headless runs) when installed, else Debian's `chromium`. Measured on
 * a console walk: the shell's browser process used 4.6 s of CPU where the full browser's used
 * 12.3 s (it draws its own hidden window UI too), with the same pages and the same findings.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
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

/**
 * A picture of the page for a person to look at (test-results/screenshots, PNG: what the team's
 * file viewer shows): the whole page, or only the window or a `clip` of it. Taking none made the
 * browser tests no faster here (627 s against 610 s), so every run takes them.
 */
export async function screenshot(page: Page, name: string, shape: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {}): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const { fullPage = !shape.clip, clip } = shape;
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage, ...(clip ? { clip } : {}) });
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

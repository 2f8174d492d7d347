/**
 * What the registration journeys share: the two screen sizes every journey runs at (desktop and
 * the seed's 420 px mobile width), fresh addresses per run, and the check every screen gets
 * (no raw i18n keys, nothing wider than the screen), with a screenshot to look at.
 */
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshot, visibleRawKeys } from './browser';

export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 420, height: 860 },
] as const;
export type Viewport = (typeof VIEWPORTS)[number];

let serial = 0;
/** An address no earlier run used: `ada.desktop.3.1732.…@oakfield.sch.uk`. */
export function freshEmail(local: string, viewport: Viewport, domain = 'oakfield.sch.uk'): string {
  serial += 1;
  return `${local}.${viewport.name}.${serial}.${Date.now()}@${domain}`;
}

export async function openPage(browser: Browser, viewport: Viewport): Promise<Page> {
  return browser.newPage({ viewport: { width: viewport.width, height: viewport.height } });
}

/**
 * Opens a page, and when the server drew it (/welcome and /sign-in, server/prerender.ts) waits
 * until the app has taken it over: until then the drawn page shows, but its buttons and menus
 * do nothing and what is typed is not checked yet (issue 27). A page drawn in the browser is ready at once.
 */
export async function openTakenOver(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.locator('#root > *').first().evaluate(ownedByReact)).toBe(true);
}

/** Whether React owns the element yet (it marks each element it has drawn or taken over). */
export const ownedByReact = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Screenshot plus the checks a person would make looking at it. */
export async function looksRight(page: Page, name: string, viewport: Viewport): Promise<void> {
  await page.waitForLoadState('networkidle');
  await screenshot(page, `registration-${name}-${viewport.name}`);
  expect(await visibleRawKeys(page), `raw i18n keys on ${name}`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${name} is wider than the ${viewport.width} px screen`).toBeLessThanOrEqual(0);
}

/** Ticks every consent box of the create-account step (the terms, the privacy policy and, for a teacher, the free-trial terms). */
export async function tickConsents(page: Page): Promise<void> {
  for (const box of await page.getByLabel(/^I agree to the/).all()) await box.check();
}

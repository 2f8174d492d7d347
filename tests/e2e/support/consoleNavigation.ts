/**
 * Moving the console from screen to screen as a link would, without reloading the bundle, and
 * waiting until the screen's data has arrived: shared by the journeys that visit every route.
 */
import type { Page } from 'playwright-core';
import { animationsDone } from './browser';

export interface ConsolePage {
  page: Page;
  /** Requests still in flight, so a screen is read only once its data has arrived. */
  inFlight(): number;
}

/** Counts the page's requests in flight from now on. */
export function tracked(page: Page): ConsolePage {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return { page, inFlight: () => pending };
}

/** Whether a transition or finite animation is running (a dialog fading in after its lazy chunk arrived). */
const animating = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity));

/**
 * Quiet = nothing in flight and nothing animating at two looks 100 ms apart (a reference fetch
 * may start a tick after render; a lazily loaded screen renders, then fades in, after its chunk).
 */
export async function settled({ page, inFlight }: ConsolePage): Promise<void> {
  let quietLooks = 0;
  for (let look = 0; look < 200 && quietLooks < 2; look++) {
    await page.waitForTimeout(100);
    quietLooks = inFlight() === 0 && !(await animating(page)) ? quietLooks + 1 : 0;
  }
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  // A button turning from disabled to enabled as its data arrives is measured once its colours have settled.
  await animationsDone(page);
}

/**
 * Moves the single-page app to `path` (under `base`: the console's /app by default) as a link
 * would (history + popstate, which react-router listens to); answers the document's width.
 */
export async function openRoute(target: ConsolePage, path: string, base = '/app'): Promise<number> {
  await target.page.evaluate((url) => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `${base}${path}`);
  await settled(target);
  return target.page.evaluate(() => document.documentElement.scrollWidth);
}

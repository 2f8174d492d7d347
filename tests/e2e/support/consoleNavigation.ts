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

/** Records, in every document the page loads, when its DOM last changed (see `settled`). */
const WATCH_MUTATIONS = (): void => {
  const w = window as unknown as { __lastMutation: number };
  w.__lastMutation = performance.now();
  new MutationObserver(() => (w.__lastMutation = performance.now())).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

/** Counts the page's requests in flight from now on, and watches its DOM from its next load. */
export function tracked(page: Page): ConsolePage {
  void page.addInitScript(WATCH_MUTATIONS);
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return { page, inFlight: () => pending };
}

/**
 * Whether the screen is still changing: a transition or finite animation running (a dialog fading
 * in), or the DOM changed in the last 100 ms (a lazily loaded screen rendering after its chunk).
 */
const changing = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const since = performance.now() - ((window as unknown as { __lastMutation?: number }).__lastMutation ?? 0);
    return since < 100 || document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  });

/**
 * Quiet = nothing in flight and nothing changing at two looks 100 ms apart (a reference fetch
 * may start a tick after render; a lazily loaded screen renders, then fades in, after its chunk).
 */
export async function settled({ page, inFlight }: ConsolePage): Promise<void> {
  let quietLooks = 0;
  for (let look = 0; look < 200 && quietLooks < 2; look++) {
    await page.waitForTimeout(100);
    quietLooks = inFlight() === 0 && !(await changing(page)) ? quietLooks + 1 : 0;
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

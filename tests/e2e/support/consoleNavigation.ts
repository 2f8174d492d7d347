/**
 * Moving the console from screen to screen as a link would, without reloading the bundle, and
 * waiting until the screen's data has arrived: shared by the journeys that visit every route.
 */
import type { Page, Request } from 'playwright-core';
import { animationsDone } from './browser';

export interface ConsolePage {
  page: Page;
  /** Requests still in flight, so a screen is read only once its data has arrived. */
  inFlight(): number;
  /** Resolves when no request is in flight (at once if none is). */
  idle(): Promise<void>;
  /** The uncaught errors the page has thrown since last asked (a screen that renders without end throws React's #185). */
  takeErrors(): string[];
}

/** Records, in every document the page loads, when its DOM last changed (see `settled`). */
const WATCH_MUTATIONS = (): void => {
  const w = window as unknown as { __lastMutation: number };
  w.__lastMutation = performance.now();
  new MutationObserver(() => (w.__lastMutation = performance.now())).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
};

/**
 * A lesson's live events (GET /lessons/{id}/events, dataProvider/lessonEvents.ts): a stream held
 * open as long as the screen shows, so never data still to arrive. Counted, it kept a live
 * lesson's screen "loading" until the 20 s limit.
 */
const HELD_OPEN = /\/lessons\/[^/]+\/events(?:\?|$)/;

/** Counts the page's requests in flight from now on, and watches its DOM from its next load. */
export function tracked(page: Page): ConsolePage {
  void page.addInitScript(WATCH_MUTATIONS);
  let pending = 0;
  const waiting: (() => void)[] = [];
  const counted = (request: Request): boolean => !HELD_OPEN.test(request.url());
  const finished = (request: Request): void => {
    if (!counted(request)) return;
    pending -= 1;
    if (pending === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on('request', (request) => {
    if (counted(request)) pending += 1;
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0] ?? error.message));
  return {
    page,
    takeErrors: () => errors.splice(0),
    inFlight: () => pending,
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}

/**
 * How long the DOM must stay unchanged to count as drawn: a reference fetch may start a tick
 * after render, a search after its debounce, and a spinner must not be read as the screen.
 */
const QUIET_MS = 200;
/** A screen that never settles (a live stream held open) is read after this long, as it is then. */
const SETTLE_LIMIT_MS = 20_000;

/**
 * In the page: resolves once its DOM has not changed for `quietMs` and no transition or finite
 * animation runs (a dialog fading in, a lazily loaded screen rendering after its chunk). Waits in
 * the page itself, so a quiet screen costs one round trip instead of a poll every 100 ms.
 */
const quietInPage = ([quietMs, limitMs]: [number, number]): Promise<void> =>
  new Promise<void>((resolve) => {
    const w = window as unknown as { __lastMutation?: number };
    const started = performance.now();
    const look = (): void => {
      const since = performance.now() - (w.__lastMutation ?? 0);
      const animating = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      // A spinner (a progress bar with no value) says data is still on its way, even when its
      // request has not started yet: a lazily loaded screen may ask for its data only once it
      // has mounted, after the DOM has been quiet for a while (a lesson: 380 ms).
      const loading = document.querySelector('[role="progressbar"]:not([aria-valuenow])') !== null;
      // Every console screen names itself in the app bar's title: an empty title is a screen not
      // drawn yet (a lazily loaded one may draw nothing at all for a moment after its code arrives).
      const untitled = document.getElementById('react-admin-title')?.textContent === '';
      if ((since >= quietMs && !animating && !loading && !untitled) || performance.now() - started > limitMs) resolve();
      else setTimeout(look, animating || loading || untitled ? 16 : quietMs - since);
    };
    look();
  });

/**
 * Quiet = nothing in flight, then the DOM unchanged for 200 ms with nothing animating and no
 * spinner, and still nothing in flight after that (a render may fetch what it shows next).
 */
export async function settled({ page, inFlight, idle }: ConsolePage): Promise<void> {
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  const untilDeadline = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref());
  do {
    await Promise.race([idle(), untilDeadline()]);
    await page.evaluate(quietInPage, [QUIET_MS, Math.max(0, deadline - Date.now())] as [number, number]);
  } while (inFlight() > 0 && Date.now() < deadline);
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

/**
 * The student app's second visit (issue 25): a class's 30 devices should not each download the
 * app again. The compiled server (it reads the build, so `npm run build` first) with the demo
 * data; headless Debian Chromium opens /student, waits for the service worker (student/pwa/) to
 * control the page, then opens /student again in a new tab of the same browser profile. Chrome's
 * DevTools protocol says where each script came from (`response.fromServiceWorker`,
 * `fromDiskCache`) and its bytes on the wire (`encodedDataLength`). Target: 0 bytes of JS from
 * the network on the second visit. Alone: `npx tsx bench/studentSecondVisit.ts`.
 */
import type { BrowserContext } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/support/browser';
import { startProductServer } from '../tests/e2e/support/server';

const PATIENT = { timeout: 30_000 } as const;

export interface ScriptTally {
  /** Scripts and their bytes on the wire, by where they came from. */
  network: { files: number; bytes: number };
  serviceWorker: { files: number; bytes: number };
  httpCache: { files: number; bytes: number };
}

export interface SecondVisitResult {
  first: ScriptTally;
  /** What the worker itself fetched while installing (its precache), scripts only. */
  precached: { files: number; bytes: number };
  second: ScriptTally;
  met: boolean;
}

const emptyTally = (): ScriptTally => ({ network: { files: 0, bytes: 0 }, serviceWorker: { files: 0, bytes: 0 }, httpCache: { files: 0, bytes: 0 } });

/** Opens `url` in a new tab and tallies its scripts once `ready` resolves. */
async function visit(context: BrowserContext, url: string, ready: (page: import('playwright-core').Page) => Promise<void>): Promise<ScriptTally> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const scripts = new Map<string, keyof ScriptTally>();
  const tally = emptyTally();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type !== 'Script') return;
    scripts.set(e.requestId, e.response.fromServiceWorker ? 'serviceWorker' : e.response.fromDiskCache ? 'httpCache' : 'network');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const from = scripts.get(e.requestId);
    if (!from) return;
    tally[from].files++;
    tally[from].bytes += e.encodedDataLength;
  });
  await cdp.send('Network.enable');
  await page.goto(url);
  await ready(page);
  // Lazy chunks the first screen asks for after it is drawn.
  await page.waitForLoadState('networkidle');
  await page.close();
  return tally;
}

export async function benchStudentSecondVisit(): Promise<SecondVisitResult> {
  const server = await startProductServer({ compiled: true });
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 420, height: 800 } });
    const precached = { files: 0, bytes: 0 };
    const sizes: Promise<void>[] = [];
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker() || !new URL(request.url()).pathname.endsWith('.js')) return;
      sizes.push(request.sizes().then((s) => void (precached.files++, (precached.bytes += s.responseBodySize + s.responseHeadersSize))));
    });
    const url = `${server.url}/student`;
    const first = await visit(context, url, async (page) => {
      await page.getByLabel('Passphrase').waitFor(PATIENT);
      // The worker installs after load and claims the page when it activates.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, PATIENT);
    });
    await Promise.all(sizes);
    const second = await visit(context, url, (page) => page.getByLabel('Passphrase').waitFor(PATIENT));
    await context.close();
    return { first, precached, second, met: second.network.bytes === 0 && second.serviceWorker.files > 0 };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function describeSecondVisit(r: SecondVisitResult): string[] {
  const part = (p: { files: number; bytes: number }): string => `${p.bytes.toLocaleString('en')} bytes (${p.files} files)`;
  return [
    `first visit: JS from the network ${part(r.first.network)}; the service worker then precached ${part(r.precached)}`,
    `second visit: JS from the network ${part(r.second.network)}, from the service worker ${r.second.serviceWorker.files} files, from the HTTP cache ${r.second.httpCache.files} (target 0 bytes from the network: ${r.met ? 'met' : 'MISSED'})`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await benchStudentSecondVisit();
  console.log(['Student app, second visit (bench/studentSecondVisit.ts):', ...describeSecondVisit(result).map((l) => `  ${l}`)].join('\n'));
  if (!result.met) process.exitCode = 1;
}

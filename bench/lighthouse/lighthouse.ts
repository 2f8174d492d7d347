/**
 * Lighthouse on the product's first screens (issue 15): `/welcome`, `/app/login` and `/student`
 * of the built product (compiled server, embedded database with the demo data), audited with
 * Lighthouse's default mobile preset (simulated slow 4G, 4x CPU slowdown) in Debian's chromium.
 * Prints performance, LCP, total bytes and accessibility per page against the goals
 * (performance >= 0.9, LCP <= 2.5 s, accessibility 1.0). Needs `npm run build` first.
 * Alone: `npx tsx bench/lighthouse/lighthouse.ts` after `npm ci --prefix bench/lighthouse` (`npm run bench` installs it when missing).
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startProductServer } from '../../tests/e2e/support/server';

export const LIGHTHOUSE_PAGES = ['/welcome', '/app/login', '/student'] as const;
const GOALS = { performance: 0.9, lcpMs: 2500, accessibility: 1 };

export interface PageScore {
  path: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  bytes: number;
}

export async function lighthouseScores(baseUrl: string): Promise<PageScore[]> {
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const scores: PageScore[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error(`lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      scores.push({
        path,
        performance: categories.performance?.score ?? 0,
        accessibility: categories.accessibility?.score ?? 0,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        bytes: audits['total-byte-weight']?.numericValue ?? Number.NaN,
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

export function lighthouseLines(scores: PageScore[]): string[] {
  return scores.map((s) => {
    const met = s.performance >= GOALS.performance && s.lcpMs <= GOALS.lcpMs && s.accessibility >= GOALS.accessibility;
    return `${s.path.padEnd(11)} performance ${s.performance.toFixed(2)}, LCP ${(s.lcpMs / 1000).toFixed(1)} s, ${Math.round(s.bytes / 1024)} KiB, accessibility ${s.accessibility.toFixed(2)} (${met ? 'goals met' : 'goals missed'})`;
  });
}

export async function runLighthouseBench(): Promise<string[]> {
  const server = await startProductServer({ compiled: true });
  try {
    return lighthouseLines(await lighthouseScores(server.url));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Lighthouse, mobile preset (performance >= 0.9, LCP <= 2.5 s, accessibility 1.0):');
  for (const line of await runLighthouseBench()) console.log(line);
}

/**
 * The student app as an installable, offline-first web app (issue 25) in Chromium against the
 * real built server: the first visit installs the service worker, which precaches the app; the
 * second visit downloads no script (every .js answered by the worker); a lesson's join address
 * opens with the network off and joins once it is back; an answer given offline is kept and sent
 * when the network returns (the worker never touches the API); the manifest is valid and its icons load.
 */
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { joinAddress } from '../../domain/joinAddress';
import { apiAs, type ApiResource } from './support/api';
import { axeFindings, describeFindings } from './support/axe';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'subscribed@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const PHONE = { width: 420, height: 800 } as const;

/** Scripts the page fetched over the network (not from the worker) and their bytes on the wire, from now on. */
function scriptsFromNetwork(page: Page): { urls: string[]; bytes: () => Promise<number>; fromWorker: string[] } {
  const urls: string[] = [];
  const fromWorker: string[] = [];
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    sizes.push(
      (async () => {
        const response = await request.response();
        if (response?.fromServiceWorker()) {
          fromWorker.push(request.url());
          return 0;
        }
        urls.push(request.url());
        return (await request.sizes()).responseBodySize;
      })(),
    );
  });
  return { urls, fromWorker, bytes: async () => (await Promise.all(sizes)).reduce((a, b) => a + b, 0) };
}

/** The id of a record's to-one relationship. */
function relatedId(record: ApiResource, name: string): string {
  const data = record.relationships?.[name]?.data;
  if (!data || Array.isArray(data)) throw new Error(`${record.type} ${record.id}: no ${name}`);
  return data.id;
}

/** Waits until the service worker controls the page (it claims open pages when it activates). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, PATIENT);
}

async function freshPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await product.browser.newContext({ viewport: PHONE, bypassCSP: true });
  return { context, page: await context.newPage() };
}

async function classlessLesson(): Promise<string> {
  const teacher = await apiAs(product.url, TEACHER);
  const plan = await teacher.create('/lesson_plans', 'lessonPlans', { name: `Offline ${Date.now()}` });
  await teacher.create('/lesson_plan_activities', 'lessonPlanActivities', { name: 'Warm up', position: 0 }, { lesson_plan: { type: 'lessonPlans', id: plan.id } });
  const lesson: ApiResource = await teacher.create('/lessons', 'lessons', { mode: 'front_no_class', pacing: 'teacher' }, { lesson_plan: { type: 'lessonPlans', id: plan.id } });
  return String(lesson.attributes?.passphrase);
}

describe('the student app, installable and served from its own cache', () => {
  it('downloads no script on the second visit: every .js comes from the service worker', async () => {
    const { context, page } = await freshPhone();
    // What the worker itself fetched to precache (Chromium reports its requests on the context).
    const precached: Promise<number>[] = [];
    context.on('requestfinished', (request) => {
      if (request.serviceWorker() && request.url().endsWith('.js')) precached.push(request.sizes().then((s) => s.responseBodySize));
    });
    const first = scriptsFromNetwork(page);
    await page.goto(`${product.url}/student`);
    await page.getByLabel('Passphrase').waitFor(PATIENT);
    await controlled(page);
    const firstBytes = await first.bytes();
    expect(first.urls.length, 'the first visit fetches the app').toBeGreaterThan(0);
    page.removeAllListeners('requestfinished');

    const second = scriptsFromNetwork(page);
    await page.reload();
    await page.getByLabel('Passphrase').waitFor(PATIENT);
    expect(second.urls, 'scripts fetched from the network on the second visit').toEqual([]);
    expect(second.fromWorker.length, 'scripts the worker answered').toBeGreaterThan(0);
    expect(await second.bytes()).toBe(0);
    const precachedBytes = (await Promise.all(precached)).reduce((a, b) => a + b, 0);
    console.log(`student app JS over the network: first visit ${firstBytes} bytes (${first.urls.length} files) + ${precachedBytes} bytes precached by the worker (${precached.length} files), second visit ${await second.bytes()} bytes (${second.fromWorker.length} files from the service worker)`);

    const findings = await axeFindings(page);
    expect(findings, `axe on the controlled join screen:\n${describeFindings(findings)}`).toEqual([]);
    await context.close();
  });

  it('opens a join address with the network off, and joins once it is back', async () => {
    const passphrase = await classlessLesson();
    const { context, page } = await freshPhone();
    await page.goto(`${product.url}/student`);
    await page.getByLabel('Passphrase').waitFor(PATIENT);
    await controlled(page);

    await context.setOffline(true);
    const offline = scriptsFromNetwork(page);
    await page.goto(joinAddress(product.url, passphrase));
    // The shell and its scripts from the cache: the join screen is drawn, its passphrase filled in.
    await expect.poll(() => page.getByLabel('Passphrase').inputValue(), PATIENT).toBe(passphrase);
    expect(offline.urls).toEqual([]);
    expect(offline.fromWorker.length).toBeGreaterThan(0);

    await context.setOffline(false);
    await page.reload();
    await page.getByRole('heading', { name: 'Who are you?' }).waitFor(PATIENT);
    await page.getByLabel(/^Your name/).fill('Kim');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/Step 1 of \d+/).waitFor(PATIENT);
    const findings = await axeFindings(page);
    expect(findings, `axe on the lesson:\n${describeFindings(findings)}`).toEqual([]);
    await context.close();
  });

  it('keeps an answer given offline in a controlled page and sends it when the network is back', async () => {
    const teacher = await apiAs(product.url, TEACHER);
    const [mc] = await teacher.list('/lesson_plan_tasks?filter[taskType]=multiple_choice&page[size]=1');
    expect(mc, 'a multiple-choice task in a plan the teacher sees').toBeDefined();
    const plan = { type: 'lessonPlans', id: relatedId(mc!, 'lesson_plan') };
    const lesson = await teacher.create('/lessons', 'lessons', { mode: 'front_no_class', pacing: 'teacher' }, { lesson_plan: plan });
    const { context, page } = await freshPhone();
    await page.goto(joinAddress(product.url, String(lesson.attributes?.passphrase)));
    await controlled(page);
    await page.getByLabel(/^Your name/).fill('Robin');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText(/Step 1 of \d+/).waitFor(PATIENT);
    const activity = { type: 'lessonPlanActivities', id: relatedId(mc!, 'activity') };
    const moved = await teacher.call('PATCH', `/lessons/${lesson.id}`, {
      data: { type: 'lessons', id: lesson.id, relationships: { current_activity: { data: activity }, current_task: { data: { type: 'lessonPlanTasks', id: mc!.id } } } },
    });
    expect(moved.status).toBe(200);
    await page.getByRole('heading', { name: String(mc!.attributes?.name) }).waitFor(PATIENT);

    await context.setOffline(true);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Send answer' }).click();
    await page.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor(PATIENT);
    await context.setOffline(false);
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor(PATIENT);
    const answers = await teacher.list(`/experiences?filter[lesson]=${lesson.id}`);
    expect(answers.map((a) => a.attributes?.choices)).toEqual([['0']]);
    await context.close();
  });

  it('links a valid manifest: name, start address and scope, standalone, icons that load', async () => {
    const { context, page } = await freshPhone();
    await page.goto(`${product.url}/student/join/any-words-here`);
    await page.getByLabel('Passphrase').waitFor(PATIENT);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/student/manifest.webmanifest');

    // Chromium's own reading of the manifest: no error, and what it understood.
    const cdp = await context.newCDPSession(page);
    const parsed = (await cdp.send('Page.getAppManifest')) as { url: string; errors: { message: string }[] };
    expect(parsed.url).toBe(`${product.url}/student/manifest.webmanifest`);
    expect(parsed.errors).toEqual([]);

    const response = await page.request.get(`${product.url}${href}`);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: 'Join a lesson', short_name: 'Lesson', start_url: '/student/', display: 'standalone', theme_color: '#3a2e8c' });
    expect(`${product.url}${manifest.start_url}`.startsWith(`${product.url}${manifest.scope}`)).toBe(true);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const file = await page.request.get(new URL(icon.src, `${product.url}${href}`).href);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe(icon.type);
      const { width, height } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }

    const worker = await page.request.get(`${product.url}/student/sw.js`);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    await context.close();
  });
});

/**
 * Issue 12 in Chromium against the real server: each demo role signs in and lands on its own home
 * with figures from the seeded records (server/db/seed/homes.ts, childActivity.ts), at 1280 and
 * 420 px; the parent adds a second child, who signs in and sees the child's home without the
 * console's menus; the organisation admin resets a teacher's password and the email arrives in
 * the mailbox; a teacher edits their profile and uploads a photo. Every screen: screenshot
 * (`homes-*`), no raw keys, not wider than the window, no critical or serious axe finding.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { linkFromMail } from './support/mailbox';
import { VIEWPORTS } from './support/journeys';
import { looksRight, signedInPage } from './support/libraryScreens';
import { apiAs } from './support/api';
import { useProduct } from './support/product';

const product = useProduct();
const PATIENT = { timeout: 20_000 } as const;
const DESKTOP = VIEWPORTS[0];

/** The number of one of the school's 30-day figures (a card: the number, then its label). */
async function schoolFigure(page: Page, label: string): Promise<number> {
  const section = page.getByRole('region', { name: 'Your school over the past 30 days' });
  const card = section.locator('.MuiCard-root', { hasText: label }).first();
  await card.waitFor(PATIENT);
  return Number((await card.locator('p').first().innerText()).replace(/[^\d]/g, ''));
}

/** The number shown for a journey figure (a dt/dd pair). */
async function figure(page: Page, label: string): Promise<number> {
  const term = page.locator('dt', { hasText: label }).first();
  await term.waitFor(PATIENT);
  const value = await term.locator('xpath=following-sibling::dd[1] | preceding-sibling::dd[1]').first().innerText();
  return Number(value.replace(/[^\d]/g, ''));
}

interface Home {
  login: string;
  who: string;
  /** What the role's own home shows once loaded, checked at both widths. */
  lands(page: Page): Promise<void>;
}

const HOMES: Home[] = [
  {
    login: 'admin@demo.test',
    who: 'super-user',
    async lands(page) {
      await page.getByRole('heading', { name: 'Organisations by licence state' }).waitFor(PATIENT);
      await page.getByText(/[1-9]\d* bookings? made this week/).waitFor(PATIENT);
      await page.getByRole('heading', { name: 'Latest audit entries' }).waitFor(PATIENT);
    },
  },
  {
    login: 'orgadmin@demo.test',
    who: 'organisation-admin',
    async lands(page) {
      await page.getByRole('heading', { name: 'Your school over the past 30 days' }).waitFor(PATIENT);
      expect(await schoolFigure(page, 'Lessons taught')).toBeGreaterThan(0);
      expect(await schoolFigure(page, 'Active teachers')).toBeGreaterThan(0);
    },
  },
  {
    login: 'subscribed@demo.test',
    who: 'subscribed-teacher',
    async lands(page) {
      await page.getByRole('heading', { name: 'Your journey' }).waitFor(PATIENT);
      expect(await figure(page, 'Lessons taught')).toBeGreaterThan(0);
      expect(await figure(page, 'Students reached')).toBeGreaterThan(0);
      expect(await page.getByRole('heading', { name: 'Unlock more content' }).count()).toBe(0);
    },
  },
  {
    login: 'teacher@demo.test',
    who: 'trial-teacher',
    async lands(page) {
      await page.getByRole('heading', { name: 'Unlock more content' }).waitFor(PATIENT);
      expect(await figure(page, 'Content viewed')).toBeGreaterThan(0);
    },
  },
  {
    login: 'parent@demo.test',
    who: 'parent',
    async lands(page) {
      await page.getByRole('heading', { name: 'Your children' }).waitFor(PATIENT);
      await page.getByText(/Charlie/).first().waitFor(PATIENT);
      await page.getByText(/\d+ of \d+ quests completed/).first().waitFor(PATIENT);
    },
  },
  {
    login: 'demochild',
    who: 'child',
    async lands(page) {
      await page.getByRole('heading', { name: /^Hello, / }).waitFor(PATIENT);
      await page.getByRole('heading', { name: 'Quests' }).waitFor(PATIENT);
      await expectNoConsoleMenus(page);
    },
  },
];

/** A child never reaches the console's menus: no student app, tutorials, help or admin screens. */
async function expectNoConsoleMenus(page: Page): Promise<void> {
  for (const name of ['Open student app', 'Tutorials', 'Library', 'Lesson plans', 'Users', 'Organisations'])
    expect(await page.getByRole('menuitem', { name, exact: true }).count(), name).toBe(0);
}

describe('every role lands on its own home, with figures from real records', () => {
  for (const home of HOMES) {
    it(`${home.who} (${home.login}) at 1280 and 420 px`, async () => {
      for (const viewport of VIEWPORTS) {
        const page = await signedInPage(product, viewport, home.login);
        await home.lands(page);
        await looksRight(page, `homes-${home.who}-${viewport.name}`);
        await page.close();
      }
    });
  }
});

describe('the daily journeys of issue 12', () => {
  it('a parent adds a second child, who then signs in and sees their home', async () => {
    const stamp = String(Date.now()).slice(-8);
    const username = `robin${stamp}`;
    const page = await signedInPage(product, DESKTOP, 'parent@demo.test');
    await page.goto(`${product.url}/app/my-children`);
    await page.getByRole('button', { name: 'Add a child' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Password/).fill('robin-secret');
    await dialog.getByLabel(/^Confirm password/).fill('robin-secret');
    await dialog.getByLabel(/^First name/).fill('Robin');
    await dialog.getByLabel(/^Age/).fill('8');
    await looksRight(page, 'homes-parent-add-child');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Robin has been added.').waitFor(PATIENT);
    await page.getByText(`Username: ${username}`).waitFor(PATIENT);
    await page.close();

    const child = await product.browser.newPage({ viewport: { width: 420, height: 860 }, bypassCSP: true });
    await child.goto(`${product.url}/app/login`);
    await child.getByLabel(/^Email or username/).fill(username);
    await child.getByLabel(/^Password/).fill('robin-secret');
    await child.getByRole('button', { name: 'Sign in' }).click();
    await child.getByRole('heading', { name: 'Hello, Robin!' }).waitFor(PATIENT);
    await expectNoConsoleMenus(child);
    await looksRight(child, 'homes-new-child-home');
    await child.close();
  });

  it('the organisation admin resets a teacher’s password, and the email arrives', async () => {
    const page = await signedInPage(product, DESKTOP, 'orgadmin@demo.test');
    await page.goto(`${product.url}/app/school-account`);
    await page.getByRole('button', { name: 'Reset password for Sam Sutton' }).click();
    await page.getByText('An email with a link to choose a new password was sent to subscribed@demo.test.').waitFor(PATIENT);
    await looksRight(page, 'homes-school-account');
    const link = await linkFromMail(product.url, 'subscribed@demo.test', '/change-password?reset_token=');
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).waitFor(PATIENT);
    await page.close();
  });

  it('a teacher edits their profile and uploads a photo, which the header then shows', async () => {
    const page = await signedInPage(product, VIEWPORTS[1], 'teacher@demo.test');
    await page.goto(`${product.url}/app/profile`);
    const nickname = `Tommy ${String(Date.now()).slice(-5)}`;
    await page.getByLabel(/^Nickname/).fill(nickname);
    await page.getByRole('button', { name: 'Save' }).first().click();
    await page.getByText('Profile saved').waitFor(PATIENT);
    // A 1×1 PNG, judged by its bytes on the server.
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await page.getByText('Photo uploaded').waitFor(PATIENT);
    await page.getByRole('button', { name: 'Remove photo' }).waitFor(PATIENT);
    await looksRight(page, 'homes-teacher-profile');
    const api = await apiAs(product.url, 'teacher@demo.test');
    const me = (await api.call('GET', '/user')).json.data as { attributes?: Record<string, unknown> };
    expect(me.attributes?.nickname).toBe(nickname);
    // A signed, expiring address: the browser's <img> sends no bearer token.
    const photoUrl = String(me.attributes?.photo_url);
    expect(photoUrl).toMatch(/^\/uploads\/photos\/[^?]+\.png\?expires=\d+&signature=[\w-]{43}$/);
    const served = await fetch(`${product.url}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toMatch(/^private\b/);
    // Without the signature the photo is nobody's to fetch.
    expect((await fetch(`${product.url}${photoUrl.split('?')[0]}`)).status).toBe(401);
    // And the page really shows it: the browser loaded the picture from the signed address.
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('img[src*="/uploads/photos/"]')].some((img) => img.complete && img.naturalWidth > 0), undefined, PATIENT);
    await page.close();
  });
});

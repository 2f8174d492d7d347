/**
 * The shell's chrome in Chromium against the real server: header, sidebar rules (trial users),
 * the mobile overlay menu, detail routing and the logout confirmation.
 * Screenshots land in test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();
const { signIn } = product;

describe('shell chrome in Chromium', () => {
  it('a teacher on a trial sees Lesson plans open (issue 25) and the days left in the header', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'teacher@demo.test');
    const trialNote = page.getByText(/\d+ days? left in your trial/);
    await trialNote.waitFor();
    const lessonPlans = page.getByRole('menuitem', { name: 'Lesson plans' });
    await lessonPlans.waitFor();
    expect(await lessonPlans.getAttribute('href')).toMatch(/\/app\/lesson-plans$/);
    expect(await lessonPlans.getAttribute('aria-describedby')).toBeNull();
    await screenshot(page, 'chrome-teacher-trial');
    await lessonPlans.click();
    await page.waitForURL(/\/app\/lesson-plans$/);
    await page.getByRole('tab', { name: 'My lesson plans' }).waitFor();
    expect(await page.getByRole('link', { name: 'Help centre' }).count()).toBe(1);
    expect(await visibleRawKeys(page)).toEqual([]);

    // Open student app: a new tab with the viewer's token, and an activity record logged.
    const logged = page.waitForResponse((r) => r.url().endsWith('/api/v1/activities') && r.request().method() === 'POST');
    // The address the tab opens with: the student app takes the token out of it once read.
    const opened = page.context().waitForEvent('request', (r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/student');
    const [studentTab] = await Promise.all([page.waitForEvent('popup'), page.getByRole('menuitem', { name: 'Open student app' }).click()]);
    expect((await logged).status()).toBe(201);
    expect((await opened).url()).toMatch(/\/student\?jwt=[\w-]+\.[\w-]+\.[\w-]+/);
    await studentTab.close();
    await page.close();
  });

  it('at 420 px the menu is a full-width overlay that closes after navigating', async () => {
    const page = await product.browser.newPage({ viewport: { width: 420, height: 800 } });
    await signIn(page, 'teacher@demo.test');
    await page.getByText(/\d+ days? left in your trial/).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const mySchool = page.getByRole('menuitem', { name: 'My school' });
    await mySchool.waitFor();
    const drawer = page.locator('.MuiDrawer-paper').first();
    expect((await drawer.boundingBox())?.width).toBeGreaterThanOrEqual(415);
    expect(await page.getByRole('menuitem', { name: 'Lesson plans' }).getAttribute('href')).toMatch(/\/app\/lesson-plans$/);
    await screenshot(page, 'chrome-teacher-mobile-menu');
    await mySchool.click();
    await page.waitForURL(/\/app\/my-school$/);
    await page.getByRole('heading', { name: 'School details' }).waitFor();
    await expect.poll(() => mySchool.isVisible()).toBe(false);
    await screenshot(page, 'chrome-teacher-mobile-after-navigation');
    await page.close();
  });

  it('an admin opens a record at {id}/edit and confirms logging out', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'admin@demo.test');
    await page.getByText('admin@demo.test').waitFor();
    // The browser tests' server runs with NODE_ENV=test, which the header names.
    expect(await page.getByText('TEST ENVIRONMENT').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Help centre' }).count()).toBe(0);

    await page.goto(`${product.url}/app/organizations/1`);
    await page.waitForURL(/\/app\/organizations\/1\/edit$/);
    await expect.poll(() => page.getByLabel(/^Name/).first().inputValue()).not.toBe('');

    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/Are you sure you want to log out\?/);
    await screenshot(page, 'chrome-admin-logout-confirm');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(new URL(page.url()).pathname).toMatch(/organizations\/1\/edit$/);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(/\/app\/login$/);
    await page.close();
  });
});

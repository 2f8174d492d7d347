/**
 * The console as people use it: the real server (built shell, embedded database with the demo
 * seed) in headless Chromium. Screenshots land in test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();
const { signIn } = product;

async function apiGet(page: Page, path: string): Promise<number> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` } });
    return res.status;
  }, `${product.url}/api/v1${path}`);
}

describe('console in Chromium', () => {
  it('an admin renames an organisation, and the new name survives a reload', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The one journey that signs in through the console's own form; the others take a token.
    await product.signInWithForm(page, 'admin@demo.test');
    await page.getByRole('menuitem', { name: /organisations/i }).click();
    await page.waitForURL(/\/app\/organizations/);
    await page.getByText('Riverside Academy').click();
    await page.waitForURL(/\/app\/organizations\/\d+/);
    const name = page.getByLabel(/^Name/);
    await expect.poll(() => name.inputValue()).toBe('Riverside Academy');
    await screenshot(page, 'admin-organisation-edit');
    await name.fill('Riverside Academy Trust');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/app\/organizations$/);
    await page.reload();
    await expect.poll(() => page.getByText('Riverside Academy Trust').count()).toBeGreaterThan(0);
    await screenshot(page, 'admin-organisations-list');
    expect(await visibleRawKeys(page)).toEqual([]);
    await page.close();
  });

  it('a teacher sees no admin menu entries, and another school is refused', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'teacher@demo.test');
    await expect.poll(() => page.getByText('teacher@demo.test').count()).toBeGreaterThan(0);
    await screenshot(page, 'teacher-dashboard');
    for (const entry of [/organisations/i, /licences/i, /licensings/i, /users/i, /tags/i, /campaigns/i])
      expect(await page.getByRole('menuitem', { name: entry }).count()).toBe(0);
    expect(await visibleRawKeys(page)).toEqual([]);

    // Hillcrest High School is the third seeded school; the teacher belongs to Northfield (the first).
    expect(await apiGet(page, '/organizations/3')).toBe(404);
    await page.goto(`${product.url}/app/organizations/3`);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'teacher-other-school');
    expect(await page.getByText('Hillcrest High School').count()).toBe(0);
    await page.close();
  });
});

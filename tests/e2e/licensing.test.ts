/**
 * A licensing admin extends a school's trial from the licensing screen and finds the change in
 * the school's licensing history. Real server (demo seed) in headless Chromium; screenshots in
 * test-results/screenshots.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addDays } from '../../domain/licensing';
import { isoDay } from '../../domain/subscription';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();
const { signIn } = product;

/** The API as the signed-in page sees it. */
async function apiGet(page: Page, path: string): Promise<{ data: { id: string; attributes: Record<string, unknown>; relationships: Record<string, { data: { id: string } }> }[] }> {
  return page.evaluate(async (p) => {
    const res = await fetch(p, { headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}`, accept: 'application/vnd.api+json' } });
    return res.json() as Promise<never>;
  }, `${product.url}/api/v1${path}`);
}

describe('licensing actions in Chromium', () => {
  it('a licensing admin extends a trial and sees it in the school’s history', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 1000 } });
    await signIn(page, 'licensing@demo.test');
    const orgs = await apiGet(page, '/organizations?filter[name]=Northfield Primary School');
    const orgId = orgs.data[0]!.id;
    const [licensing] = (await apiGet(page, `/licensings?filter[organization]=${orgId}`)).data;
    const expected = addDays(String(licensing!.attributes.expires_at), 15);
    expect(licensing!.attributes.expires_at! >= isoDay(new Date())).toBe(true);

    await page.getByRole('menuitem', { name: /licensings/i }).click();
    await page.waitForURL(/\/app\/licensings/);
    await page.goto(`${product.url}/app/licensings/${licensing!.id}`);
    const extend = page.getByRole('button', { name: 'Extend trial' });
    await extend.waitFor();
    // Only what the matrix opens on a live trial: no subscription renewal, no full-trial extension.
    expect(await page.getByRole('button', { name: 'Subscribe', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Extend full trial' }).count()).toBe(0);
    await screenshot(page, 'licensing-actions-before');

    await extend.click();
    await expect.poll(() => page.getByText('Licensing updated: Extend trial').count()).toBeGreaterThan(0);
    const after = (await apiGet(page, `/licensings?filter[id]=${licensing!.id}`)).data[0]!;
    expect(after.attributes.expires_at).toBe(expected);
    const shown = new Date(`${expected}T00:00:00`).toLocaleDateString('en-GB');
    // The edit screen shows the new expiry as it shows every date (en-GB).
    await expect.poll(async () => (await page.locator('main').innerText()).includes(shown)).toBe(true);
    await screenshot(page, 'licensing-actions-after');
    expect(await visibleRawKeys(page)).toEqual([]);

    await page.goto(`${product.url}/app/organizations/${orgId}/show`);
    const history = page.locator('section[aria-labelledby="audit-trail-title"]');
    await history.getByText('Extended trial').first().waitFor();
    const text = await history.innerText();
    // The actor by name, as the users schema names people.
    expect(text).toContain('Lena Licensing');
    // Dates in the history read as every date on the screen does (en-GB), before and after.
    const before = new Date(`${String(licensing!.attributes.expires_at)}T00:00:00`).toLocaleDateString('en-GB');
    expect(text).toContain(`${before} → ${shown}`);
    await screenshot(page, 'organisation-licensing-history');
    expect(await visibleRawKeys(page)).toEqual([]);
    await page.close();
  });
});

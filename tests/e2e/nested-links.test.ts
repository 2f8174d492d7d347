/**
 * Records that belong to another open under it (issue 27, seed 2.6 "nested route paths"): a
 * webinar attendee's session under the webinar, a story world's item under the world, at 1280
 * and 420 px, as the super user; no link on those screens leaves the nesting, and axe finds no
 * critical or serious fault there.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs } from './support/api';
import { axeFindings, describeFindings } from './support/axe';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();
const WIDTHS = [1280, 420] as const;

/** Every link's address on the page's main content, without the origin. */
async function linkTargets(page: Page): Promise<string[]> {
  return page.locator('#main-content a[href]').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

async function checkedScreen(page: Page, path: string, name: string, width: number): Promise<string[]> {
  await page.goto(`${product.url}${path}`);
  await page.waitForLoadState('networkidle');
  await screenshot(page, `${name}-${width}`);
  expect(await visibleRawKeys(page)).toEqual([]);
  const findings = await axeFindings(page);
  expect(findings, describeFindings(findings)).toEqual([]);
  return linkTargets(page);
}

describe('nested records in the console', () => {
  it('an attendee’s session opens under its webinar, at 1280 and 420 px', async () => {
    const api = await apiAs(product.url, 'admin@demo.test');
    const [booking] = await api.list('/meeting_attendees?page[size]=1&sort=id');
    const meetingId = (booking?.relationships?.meeting?.data as { id: string } | undefined)?.id;
    expect(meetingId).toBeDefined();
    for (const width of WIDTHS) {
      const page = await product.browser.newPage({ viewport: { width, height: 900 } });
      await product.signIn(page, 'admin@demo.test');
      const targets = await checkedScreen(page, `/app/meetings/${meetingId}/attendees`, 'nested-attendees', width);
      expect(targets.some((t) => new RegExp(`^/app/meetings/${meetingId}/occurrences/\\d+/edit$`).test(t)), targets.join('\n')).toBe(true);
      expect(targets.filter((t) => t.startsWith('/app/meeting_occurrences/'))).toEqual([]);
      await page.close();
    }
  });

  it('a session’s attendees at 420 px: each with their mark buttons, the last clear of the fixed Save bar', async () => {
    const api = await apiAs(product.url, 'admin@demo.test');
    const [booking] = await api.list('/meeting_attendees?page[size]=1&sort=id');
    const meetingId = (booking?.relationships?.meeting?.data as { id: string } | undefined)?.id;
    const occurrenceId = (booking?.relationships?.occurrence?.data as { id: string } | undefined)?.id;
    const page = await product.browser.newPage({ viewport: { width: 420, height: 900 } });
    await product.signIn(page, 'admin@demo.test');
    await page.goto(`${product.url}/app/meetings/${meetingId}/occurrences/${occurrenceId}/edit`);
    const attendees = page.getByRole('list', { name: 'Attendees of this session' });
    const last = attendees.getByRole('listitem').last();
    await last.getByRole('button', { name: /^Mark attended: / }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const saveBar = await page.locator('.RaToolbar-mobileToolbar').boundingBox();
    const lastBox = await last.boundingBox();
    expect(saveBar).not.toBeNull();
    expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(saveBar!.y);
    await screenshot(page, 'nested-session-attendees-420-bottom');
    await page.close();
  });

  it('a story world’s items open under the world, at 1280 and 420 px', async () => {
    const api = await apiAs(product.url, 'admin@demo.test');
    const [world] = await api.list('/contents?filter[content_type]=story_world&page[size]=1&sort=name');
    const [item] = await api.list(`/contents?filter[story_world]=${world!.id}&page[size]=1&sort=name`);
    expect(item).toBeDefined();
    for (const width of WIDTHS) {
      const page = await product.browser.newPage({ viewport: { width, height: 900 } });
      await product.signIn(page, 'admin@demo.test');
      const targets = await checkedScreen(page, `/app/story-worlds/${world!.id}`, 'nested-world-items', width);
      expect(targets.filter((t) => t.startsWith('/app/contents/'))).toEqual([]);
      // A row (1280 px) or a card (420 px) opens the item under its world.
      await page.getByText(String(item!.attributes?.name), { exact: true }).first().click();
      await page.waitForURL(new RegExp(`/app/story-worlds/${world!.id}/items/${item!.id}/edit$`));
      // The item's page names its world on the way back.
      await expect.poll(() => page.getByRole('link', { name: String(world!.attributes?.name) }).count()).toBeGreaterThan(0);
      await screenshot(page, `nested-world-item-${width}`);
      await page.close();
    }
  });
});

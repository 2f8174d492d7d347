/**
 * Issue 10, browser journey 1, at 1280 px and at the seed's 420 px: the trial teacher searches the
 * library, opens a locked item and meets the locked modal, favourites an item (it stays a
 * favourite after a reload), builds a collection of five items, publishes it and shares it (Copy
 * link; the share is recorded, as the admin's list of shares shows), and finds it among their
 * collections. Publishing with four items saves a draft and says why. Screenshots land in test-results/screenshots as `library-*`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { VIEWPORTS, type Viewport } from './support/journeys';
import { apiGet, looksRight, signedInPage, tokenOf, type ApiRecord } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();

const TEACHER = 'teacher@demo.test';
/** In the trial's open story worlds and in locked ones, so the results hold both. */
const SEARCH_TERM = 'ocean';
/** Patience for a busy machine, not a pause: every wait ends as soon as the page shows the state. */
const PATIENT = { timeout: 20_000 } as const;

async function teacherPage(viewport: Viewport): Promise<Page> {
  // Copy link writes to the clipboard, which the browser allows only when granted.
  return signedInPage(product, viewport, TEACHER, { permissions: ['clipboard-read', 'clipboard-write'] });
}

/** Adds a search term the way a teacher does (type, Enter) and waits for the results to count it. */
async function search(page: Page, term: string): Promise<void> {
  const count = page.getByRole('status').filter({ hasText: /^\d+ items?$/ });
  await count.waitFor(PATIENT);
  const everything = await count.textContent();
  await page.getByRole('textbox', { name: 'Theme, topic or country' }).fill(term);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: `Remove search term ${term}` }).waitFor(PATIENT);
  await page.waitForURL((url) => url.searchParams.getAll('term').includes(term));
  // The whole library's cards stay in view until the search's results replace them.
  await expect.poll(() => count.textContent(), PATIENT).not.toBe(everything);
}

/** A collection named `name` with the first `count` items the editor's library search offers for `term`; answers its id once saved by `button`. */
async function buildCollection(page: Page, name: string, term: string, count: number): Promise<void> {
  await page.goto(`${product.url}/app/collections/new`);
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  const itemSearch = page.getByRole('combobox', { name: 'Add from the library' });
  await itemSearch.fill(term);
  const offered = page.getByRole('option').and(page.locator(':not([aria-disabled="true"])'));
  for (let added = 1; added <= count; added++) {
    await offered.first().waitFor(PATIENT);
    await offered.first().click();
    // Each added item gets its own row with a Remove button; the list keeps offering the rest.
    await expect.poll(() => page.getByRole('heading', { name: new RegExp(`^Items \\(${added} items?\\)$`) }).count(), PATIENT).toBe(1);
  }
  await page.keyboard.press('Escape');
}

async function collectionIdFromEditor(page: Page): Promise<string> {
  await page.waitForURL(/\/app\/collections\/\d+\/edit$/, PATIENT);
  return /\/collections\/(\d+)\/edit$/.exec(new URL(page.url()).pathname)?.[1] ?? '';
}

async function journey(viewport: Viewport): Promise<void> {
  const shot = (step: string): string => `library-${step}-${viewport.name}`;
  const page = await teacherPage(viewport);

  // 1. Search.
  await page.goto(`${product.url}/app/library`);
  await search(page, SEARCH_TERM);
  await looksRight(page, shot('search'));

  // 2. A locked item opens with the locked modal over its page.
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('link') });
  const lockedCard = cards.filter({ has: page.getByText('Locked', { exact: true }) }).first();
  await lockedCard.waitFor(PATIENT);
  const lockedName = (await lockedCard.getByRole('link').first().textContent()) ?? '';
  await lockedCard.getByRole('link', { name: lockedName }).click();
  const modal = page.getByRole('dialog', { name: 'This content is locked' });
  await modal.waitFor(PATIENT);
  expect(await modal.getByText(lockedName, { exact: true }).count()).toBe(1);
  await modal.getByRole('link', { name: 'Book a webinar' }).waitFor();
  await modal.getByRole('link', { name: 'Get in touch' }).waitFor();
  await looksRight(page, shot('locked-modal'));
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => modal.count()).toBe(0);
  await page.getByRole('link', { name: 'Back to the library' }).click();
  await page.getByRole('button', { name: `Remove search term ${SEARCH_TERM}` }).waitFor(PATIENT);

  // 3. Favourite an open item that is not a favourite yet (the other width picked its own).
  const openCard = cards.filter({ hasNot: page.getByText('Locked', { exact: true }) }).filter({ has: page.getByRole('button', { name: /^Add .+ to favourites$/, pressed: false }) }).first();
  await openCard.waitFor(PATIENT);
  const favouriteName = (await openCard.getByRole('link').first().textContent()) ?? '';
  const heart = (pressed: boolean) => page.getByRole('button', { name: pressed ? `Remove ${favouriteName} from favourites` : `Add ${favouriteName} to favourites`, pressed, exact: true });
  // The heart is ready once the favourites have loaded (aria-busy false).
  await expect.poll(() => heart(false).first().getAttribute('aria-busy'), PATIENT).toBe('false');
  await heart(false).first().click();
  await heart(true).first().waitFor(PATIENT);
  await page.reload();
  await expect.poll(() => heart(true).first().getAttribute('aria-busy'), PATIENT).toBe('false');
  await looksRight(page, shot('favourited'));
  await page.goto(`${product.url}/app/favourites`);
  await page.getByRole('region', { name: 'Favourite content' }).getByRole('link', { name: favouriteName, exact: true }).waitFor(PATIENT);
  await looksRight(page, shot('favourites'));

  // 4. A collection of five items, published.
  const collectionName = `Oceans ${viewport.name} ${Date.now()}`;
  await buildCollection(page, collectionName, SEARCH_TERM, 5);
  await looksRight(page, shot('collection-editor'));
  await page.getByRole('button', { name: 'Publish' }).click();
  const id = await collectionIdFromEditor(page);
  await page.getByText('State: Published').waitFor(PATIENT);
  await page.getByRole('button', { name: 'Unpublish' }).waitFor();
  const saved = await apiGet<ApiRecord>(product.url, await tokenOf(page), `collections/${id}`);
  expect(saved.attributes).toMatchObject({ name: collectionName, state: 'published', published_locales: ['en'] });
  expect((saved.relationships?.items?.data as { id: string }[] | undefined)?.length).toBe(5);
  await looksRight(page, shot('collection-published'));

  // 5. Shared from the collection's page: Copy link says "URL copied", and the share is recorded.
  await page.getByRole('link', { name: 'View collection' }).click();
  // The collection's own page: its title is the collection's name, exactly.
  await page.getByRole('heading', { level: 1, name: collectionName, exact: true }).waitFor(PATIENT);
  await looksRight(page, shot('collection-page'));
  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: `Share ${collectionName}` });
  await share.waitFor();
  await looksRight(page, shot('share-dialog'));
  await share.getByRole('button', { name: 'Copy link' }).click();
  await page.getByText('URL copied').waitFor(PATIENT);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${product.url}/app/collections/${id}`);
  const admin = await product.token('admin@demo.test');
  await expect
    .poll(async () => (await apiGet<ApiRecord[]>(product.url, admin, `content_shares?filter[collection]=${id}`)).map((s) => s.attributes.channel), PATIENT)
    .toEqual(['link']);
  await share.getByRole('button', { name: 'Close' }).click();

  // 6. Among "My collections", published, with its five items.
  await page.getByRole('link', { name: 'All collections' }).click();
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: collectionName, exact: true }) });
  await card.waitFor(PATIENT);
  expect(await card.innerText()).toMatch(/Published[\s\S]*5 items/);
  await looksRight(page, shot('collections'));
  await page.close();
}

describe('the library in Chromium: search, locked item, favourite, collection, publish, share', () => {
  for (const viewport of VIEWPORTS) {
    it(`the trial teacher at ${viewport.width} px`, () => journey(viewport));
  }

  it('publishing a collection of four items saves a draft and says why', async () => {
    const [desktop] = VIEWPORTS;
    const page = await teacherPage(desktop);
    const name = `Four items ${Date.now()}`;
    await buildCollection(page, name, SEARCH_TERM, 4);
    await page.getByRole('button', { name: 'Publish' }).click();
    const id = await collectionIdFromEditor(page);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Saved as a draft: a collection needs at least 5 items to be published, and this one has 4 items.' })
      .waitFor(PATIENT);
    await page.getByText('State: Draft').waitFor();
    const saved = await apiGet<ApiRecord>(product.url, await tokenOf(page), `collections/${id}`);
    expect(saved.attributes).toMatchObject({ name, state: 'draft', published_locales: [] });
    await looksRight(page, 'library-collection-too-few-desktop');
    await page.close();
  });
});

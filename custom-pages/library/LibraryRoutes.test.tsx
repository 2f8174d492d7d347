// @vitest-environment jsdom
/** The library's addresses inside the whole shell: the search page, an item's page, favourites, and nothing deeper. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderShellAt, useEnglishShell } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';
import { apiDouble, contentDoc, list } from './libraryTestKit';

const englishI18n = useEnglishShell();
const WAIT = { timeout: 10_000 };

function shellAt(path: string): void {
  const api = apiDouble((call) => {
    if (call.method === 'GET' && call.url.startsWith('/contents/1')) return { status: 200, json: { data: contentDoc('1', { name: 'Ocean Voices' }) } };
    if (call.method === 'POST') return { status: 201, json: { data: { type: 'activities', id: '1', attributes: {} } } };
    return list([]);
  });
  renderShellAt(englishI18n(), viewer('teacher'), path, api.provider);
}
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('library routes', () => {
  it('opens the search page at /app/library, titled Library', async () => {
    shellAt('/app/library');
    expect(await screen.findByRole('textbox', { name: 'Theme, topic or country' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Library - Education platform'), WAIT);
  });

  it("opens an item's page at /app/library/{id}, titled by the item", async () => {
    shellAt('/app/library/1');
    expect(await screen.findByRole('link', { name: 'Back to the library' }, WAIT)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Ocean Voices - Library - Education platform'), WAIT);
  });

  it('opens favourites at /app/favourites with links back to the library when empty', async () => {
    shellAt('/app/favourites');
    expect(await screen.findByText(/You have no favourites yet/, {}, WAIT)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Browse the library' })[0]?.getAttribute('href')).toBe('/app/library');
  });

  it('sends addresses below an item to 404', async () => {
    shellAt('/app/library/1/more');
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
  });

  it('sends addresses below favourites to 404', async () => {
    shellAt('/app/favourites/anything');
    await waitFor(() => expect(address()).toBe('/app/404'), WAIT);
  });
});

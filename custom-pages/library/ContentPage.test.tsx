// @vitest-environment jsdom
/**
 * An item's page: an unlocked film plays with the seed's speeds and its captions, and opening it
 * records a view; a locked item shows its public details under the locked-content modal, with
 * no player and no view recorded.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { ContentPage } from './ContentPage';
import { apiDouble, contentDoc, list, renderWith } from './libraryTestKit';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 5000 };

function open(item: Record<string, unknown>) {
  const api = apiDouble((call) => {
    if (call.method === 'POST') return { status: 201, json: { data: { type: 'activities', id: '70', attributes: call.body } } };
    if (call.url.startsWith('/contents/1')) return { status: 200, json: { data: item } };
    return list([]);
  });
  renderWith(
    <Routes>
      <Route path="/library/:id" element={<ContentPage />} />
    </Routes>,
    { i18n, viewer: viewer('teacher'), provider: api.provider, path: '/library/1' },
  );
  return api;
}

describe('content page', () => {
  it('plays an unlocked film with speeds and captions, shows its credits, and records the view', async () => {
    const api = open(
      contentDoc('1', {
        name: 'Ocean Voices',
        media_url: '/media/ocean.mp4',
        captions_url: '/media/ocean.en.vtt',
        director: 'Ada Director',
        photographer_360: 'Pat Photographer',
        subjects: ['geography'],
        age_ranges: ['7-11'],
        country: 'fi',
      }),
    );
    await screen.findByText('Ada Director', {}, WAIT);
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/ocean.mp4');
    expect(video?.querySelector('track[kind="captions"]')?.getAttribute('src')).toBe('/media/ocean.en.vtt');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Playback speed' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['0.5x', '0.75x', '1x', '1.25x', '1.5x', '2x']);
    fireEvent.click(screen.getByRole('option', { name: '1.5x' }));
    await waitFor(() => expect(video?.playbackRate).toBe(1.5), WAIT);
    expect(screen.getByRole('combobox', { name: 'Caption size' })).toBeTruthy();
    expect(screen.getByText('Pat Photographer')).toBeTruthy();
    expect(screen.getByText('Finland')).toBeTruthy();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1), WAIT);
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/activities',
      body: { data: { type: 'activities', attributes: { entity_type: 'contents', entity_id: '1', verb: 'viewed' } } },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a locked item under the locked-content modal, without a player or a view record', async () => {
    const api = open(contentDoc('1', { name: 'Hidden Reef', locked: true, description: 'A reef nobody has filmed before.' }));
    const dialog = await screen.findByRole('dialog', { name: 'This content is locked' }, WAIT);
    expect(within(dialog).getByText('Hidden Reef')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Get in touch' })).toBeTruthy();
    // Its public details are there behind the modal.
    expect(screen.getByText('A reef nobody has filmed before.', { exact: true })).toBeTruthy();
    expect(document.querySelector('video, audio')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    // The notice left on the page opens it again.
    fireEvent.click(screen.getByRole('button', { name: 'How to unlock it' }));
    expect(await screen.findByRole('dialog', { name: 'This content is locked' }, WAIT)).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});

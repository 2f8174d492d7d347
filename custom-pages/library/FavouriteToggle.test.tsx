// @vitest-environment jsdom
/**
 * The favourite heart: it shows the viewer's favourites as loaded from the server, turns at once
 * when pressed (before the server answers), sends POST /favourites or DELETE /favourites/{id},
 * and goes back with a message when the server refuses.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Notification, type I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { FavouriteToggle } from './FavouriteToggle';
import { apiDouble, favouriteDoc, list, renderWith, type ApiAnswer, type ApiCall } from './libraryTestKit';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 5000 };

/** A server whose favourites change as it is told, and whose writes answer when the test says. */
function server(initial: Record<string, unknown>[]) {
  let favourites = initial;
  let release: ((answer: ApiAnswer) => void) | undefined;
  const api = apiDouble((call: ApiCall) => {
    if (call.method === 'GET' && call.url.startsWith('/favourites')) return list(favourites);
    return new Promise<ApiAnswer>((resolve) => {
      release = resolve;
    });
  });
  renderWith(
    <>
      <FavouriteToggle contentId="1" name="Ocean Voices" />
      <Notification />
    </>,
    { i18n, viewer: viewer('teacher'), provider: api.provider },
  );
  const writes = (): ApiCall[] => api.calls.filter((c) => c.method !== 'GET');
  return {
    writes,
    /** Answers the pending write; the favourites the server then lists. */
    answer(answer: ApiAnswer, after: Record<string, unknown>[]) {
      favourites = after;
      release?.(answer);
    },
    favouriteLists: () => api.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/favourites')),
  };
}

const heart = () => screen.getByRole('button', { name: /favourites$/ });

describe('favourite toggle', () => {
  it('adds a favourite at once and sends POST /favourites with the item as its content', async () => {
    const s = server([]);
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBe('false'), WAIT);
    expect(heart().getAttribute('aria-label')).toBe('Add Ocean Voices to favourites');
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    // One request for the viewer's favourites, as many as the server gives at once.
    expect(s.favouriteLists().map((c) => c.url)).toEqual(['/favourites?page[number]=1&page[size]=500&sort=-created_at']);

    fireEvent.click(heart());
    await waitFor(() => expect(s.writes()).toHaveLength(1), WAIT);
    // Turned before the server has answered.
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    expect(heart().getAttribute('aria-label')).toBe('Remove Ocean Voices from favourites');
    expect(s.writes()[0]).toMatchObject({
      method: 'POST',
      url: '/favourites',
      body: { data: { type: 'favourites', relationships: { content: { data: { type: 'contents', id: '1' } } } } },
    });

    s.answer({ status: 201, json: { data: favouriteDoc('9', '1') } }, [favouriteDoc('9', '1')]);
    await waitFor(() => expect(s.favouriteLists().length).toBeGreaterThan(1), WAIT);
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBe('false'), WAIT);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite with DELETE /favourites/{id}', async () => {
    const s = server([favouriteDoc('5', '1')]);
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'), WAIT);
    expect(heart().getAttribute('aria-label')).toBe('Remove Ocean Voices from favourites');
    fireEvent.click(heart());
    await waitFor(() => expect(s.writes()).toHaveLength(1), WAIT);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    expect(s.writes()[0]).toMatchObject({ method: 'DELETE', url: '/favourites/5' });
    s.answer({ status: 204 }, []);
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBe('false'), WAIT);
    expect(heart().getAttribute('aria-pressed')).toBe('false');
  });

  it('goes back and says so when the server refuses', async () => {
    const s = server([]);
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBe('false'), WAIT);
    fireEvent.click(heart());
    await waitFor(() => expect(s.writes()).toHaveLength(1), WAIT);
    expect(heart().getAttribute('aria-pressed')).toBe('true');
    // A second press while the first is on its way sends nothing more.
    fireEvent.click(heart());
    s.answer({ status: 500, json: { errors: [{ status: '500', title: 'Internal Server Error' }] } }, []);
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'), WAIT);
    expect(await screen.findByText('Your favourites could not be updated. Please try again.', {}, WAIT)).toBeTruthy();
    expect(s.writes()).toHaveLength(1);
  });
});

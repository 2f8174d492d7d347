// @vitest-environment jsdom
/**
 * The library search page as a teacher uses it: every term, filter and sort becomes the JSON:API
 * request the server expects (through the real data provider), lives in the address, and short
 * or repeated search terms are refused with the message on the field.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { apiDouble, contentDoc, list, paramsOf, renderWith, type ApiCall } from './libraryTestKit';
import { SearchPage } from './SearchPage';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 5000 };
const BASE = ['page[number]=1', 'page[size]=24'];

function setup(path = '/library') {
  const api = apiDouble((call) => {
    if (call.url.startsWith('/contents')) return list([contentDoc('1', { name: 'Ocean Voices' })], 1);
    return list([]);
  });
  renderWith(<SearchPage />, { i18n, viewer: viewer('teacher'), provider: api.provider, path });
  const contentsCalls = (): ApiCall[] => api.calls.filter((c) => c.method === 'GET' && c.url.startsWith('/contents'));
  /** Waits until the newest contents request asks exactly for these parameters (besides paging). */
  const expectRequest = (params: string[]) =>
    waitFor(() => expect(paramsOf(contentsCalls().at(-1)?.url ?? '')).toEqual([...BASE, ...params].sort()), WAIT);
  return { api, contentsCalls, expectRequest };
}

const termBox = () => screen.getByRole('textbox', { name: 'Theme, topic or country' });
function addTerm(text: string): void {
  fireEvent.change(termBox(), { target: { value: text } });
  fireEvent.submit(termBox().closest('form') as HTMLFormElement);
}
function choose(label: string, option: string): void {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';

describe('library search page', () => {
  it('lists A-Z at first and shows the results as cards linking to each item', async () => {
    const { expectRequest } = setup();
    await expectRequest(['sort=name']);
    const link = await screen.findByRole('link', { name: 'Ocean Voices' }, WAIT);
    expect(link.getAttribute('href')).toBe('/library/1');
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('1 item');
  });

  it('refuses a term under 3 characters and a repeated one, with the message on the field, and sends the others as one filter[q]', async () => {
    const { expectRequest, contentsCalls } = setup();
    await expectRequest(['sort=name']);
    addTerm('wa');
    expect(termBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('A search term needs at least 3 characters.');
    // The description read with the field is the message.
    expect(document.getElementById(termBox().getAttribute('aria-describedby') ?? '')?.textContent).toBe('A search term needs at least 3 characters.');
    const before = contentsCalls().length;

    addTerm('water');
    await expectRequest(['filter[q]=water', 'sort=-relevance']);
    expect(termBox().getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByRole('button', { name: 'Remove search term water' })).toBeTruthy();

    addTerm(' Water ');
    expect(screen.getByRole('alert').textContent).toBe('“Water” is already one of your search terms.');
    expect((termBox() as HTMLInputElement).value).toBe(' Water ');

    addTerm('Finland');
    await expectRequest(['filter[q]=water Finland', 'sort=-relevance']);
    expect(contentsCalls().length).toBe(before + 2);
    expect(address()).toBe('/library?term=water&term=Finland');

    fireEvent.click(screen.getByRole('button', { name: 'Remove search term water' }));
    await expectRequest(['filter[q]=Finland', 'sort=-relevance']);
  });

  it('sends each filter as the server reads it and keeps it in the address', async () => {
    const { expectRequest } = setup();
    await expectRequest(['sort=name']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Film' }));
    await expectRequest(['filter[content_type]=video', 'sort=name']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Article' }));
    const types = 'filter[content_type]=article,video';
    await expectRequest([types, 'sort=name']);

    fireEvent.click(screen.getByRole('radio', { name: 'Under 5 minutes' }));
    await expectRequest([types, 'filter[duration_minutes][lt]=5', 'sort=name']);
    fireEvent.click(screen.getByRole('radio', { name: 'Over 10 minutes' }));
    await expectRequest([types, 'filter[duration_minutes][gt]=10', 'sort=name']);
    fireEvent.click(screen.getByRole('radio', { name: '5-10 minutes' }));
    const length = ['filter[duration_minutes][gte]=5', 'filter[duration_minutes][lte]=10'];
    await expectRequest([types, ...length, 'sort=name']);

    choose('Age range', '7-11');
    choose('Rating', 'PG (parental guidance)');
    choose('Subject', 'Geography');
    choose('Country', 'Finland');
    await expectRequest([
      types,
      ...length,
      'filter[age_ranges][contains]=7-11',
      'filter[rating]=pg',
      'filter[subjects][contains]=geography',
      'filter[country]=fi',
      'sort=name',
    ]);
    expect(address()).toBe('/library?type=article&type=video&length=medium&age=7-11&rating=pg&subject=geography&country=fi');

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await expectRequest(['sort=name']);
  });

  it('narrows film length with the slider, within the length chosen', async () => {
    const { expectRequest } = setup('/library?length=long');
    await expectRequest(['filter[duration_minutes][gt]=10', 'sort=name']);
    const [shortest, longest] = screen.getAllByRole('slider');
    expect(shortest?.getAttribute('aria-label')).toBe('Shortest film length');
    fireEvent.change(longest as HTMLElement, { target: { value: 14 } });
    await expectRequest(['filter[duration_minutes][gt]=10', 'filter[duration_minutes][lte]=14', 'sort=name']);
    fireEvent.change(shortest as HTMLElement, { target: { value: 8 } });
    // Over 10 minutes is tighter than 8 and over: the request does not widen the length chosen.
    await waitFor(() => expect(address()).toBe('/library?length=long&film=8-14'), WAIT);
    await expectRequest(['filter[duration_minutes][gt]=10', 'filter[duration_minutes][lte]=14', 'sort=name']);
    fireEvent.change(shortest as HTMLElement, { target: { value: 12 } });
    await expectRequest(['filter[duration_minutes][gte]=12', 'filter[duration_minutes][lte]=14', 'sort=name']);
    expect(address()).toBe('/library?length=long&film=12-14');
  });

  it('offers the five sorts, most relevant only with search terms', async () => {
    const { expectRequest } = setup();
    await expectRequest(['sort=name']);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getByRole('option', { name: 'Most relevant' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: 'Most recent' }));
    await expectRequest(['sort=-published_at']);
    choose('Sort by', 'Most popular');
    await expectRequest(['sort=-subscribed_count']);
    choose('Sort by', 'Unlocked first');
    await expectRequest(['sort=locked']);
    addTerm('water');
    // A sort the teacher chose stays when they add a term.
    await expectRequest(['filter[q]=water', 'sort=locked']);
    choose('Sort by', 'Most relevant');
    await expectRequest(['filter[q]=water', 'sort=-relevance']);
    choose('Sort by', 'A-Z');
    await expectRequest(['filter[q]=water', 'sort=name']);
  });

  it("takes the seed's sort names from an address, and says when a sort is unknown", async () => {
    const recent = setup('/library?sort=most_recent');
    await recent.expectRequest(['sort=-published_at']);
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Most recent');
    expect(screen.queryByText(/which the library does not know/)).toBeNull();
    cleanup();
    const unknown = setup('/library?sort=newest_first');
    await unknown.expectRequest(['sort=name']);
    const notice = screen.getByText('This address asks for the sort “newest_first”, which the library does not know: sorted by A-Z instead.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('restores a search from its address (reload, back, a shared link)', async () => {
    const { contentsCalls } = setup('/library?term=forest&type=story_world&subject=science&sort=popular&page=2');
    const expected = [
      'page[number]=2',
      'page[size]=24',
      'filter[q]=forest',
      'filter[content_type]=story_world',
      'filter[subjects][contains]=science',
      'sort=-subscribed_count',
    ].sort();
    await waitFor(() => expect(paramsOf(contentsCalls().at(-1)?.url ?? '')).toEqual(expected), WAIT);
    expect((screen.getByRole('checkbox', { name: 'Story world' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove search term forest' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toBe('Most popular');
  });
});

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { testDataProvider, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import type { ReadDocumentParams } from '../../dataProvider/readDocument';
import { WhatsNewPage } from './WhatsNewPage';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const note = (id: string, title: string, date: string) => ({ id, firstPublicationDate: date, data: { title, body: `About ${title}` } });

function renderWith(readDocument: (params: ReadDocumentParams) => Promise<unknown>): void {
  const dataProvider = { ...testDataProvider(), readDocument };
  render(
    <Harness i18nProvider={i18n} dataProvider={dataProvider}>
      <WhatsNewPage />
    </Harness>,
  );
}

describe("What's new", () => {
  it("asks for the release notes in the interface's language and shows the newest first", async () => {
    const readDocument = vi.fn(async () => ({ data: undefined, meta: {}, records: [note('1', 'Library', '2026-09-14T09:00:00+0000'), note('2', 'Live lessons', '2026-10-19T09:00:00+0000')] }));
    renderWith(readDocument);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Live lessons', 'Library']);
    // The shell's sub-header is the page's only h1 (a second one broke the heading outline).
    expect(screen.queryAllByRole('heading', { level: 1 })).toEqual([]);
    expect(screen.getByText('19 October 2026')).toBeTruthy();
    expect(readDocument).toHaveBeenCalledWith(expect.objectContaining({ path: '/site_documents', query: { 'filter[type]': 'whats_new', 'filter[lang]': 'en' } }));
  });

  it('says when there is nothing, and when the notes could not be loaded', async () => {
    renderWith(async () => ({ data: undefined, meta: {}, records: [] }));
    expect(await screen.findByText('Nothing new yet.')).toBeTruthy();
    cleanup();
    renderWith(async () => Promise.reject(new Error('offline')));
    expect(await screen.findByText('The news could not be loaded. Please try again.')).toBeTruthy();
  });
});

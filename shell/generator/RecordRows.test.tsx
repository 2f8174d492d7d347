// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { englishProvider } from '../../tests/ui/harness';
import { recordsProvider, renderShellAt } from '../../tests/ui/shellHarness';
import { viewer } from '../../tests/ui/viewers';
import { onPhone } from '../../tests/ui/onPhone';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TAGS = [
  { id: '1', name: 'Fractions', tagGroupId: '5' },
  { id: '2', name: 'Poetry', tagGroupId: '5' },
];
const data = (): ReturnType<typeof recordsProvider> => recordsProvider({ tags: TAGS, tag_groups: [{ id: '5', name: 'Maths' }] });
const superUser = viewer('admin', ['super_user']);
const address = (): string => screen.getByRole('status', { name: 'address' }).textContent ?? '';


describe('generated list rows', () => {
  it('names each selection checkbox after its record and opens a row with Enter from the keyboard', async () => {
    renderShellAt(i18n, superUser, '/app/tags', data());
    const checkbox = await screen.findByRole('checkbox', { name: 'Select Poetry' }, { timeout: 5000 });
    expect(checkbox.tagName).toBe('INPUT');
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeTruthy();
    // No aria-label left on the wrapping span (axe: aria-prohibited-attr).
    expect(document.querySelectorAll('span[aria-label]:not([role])')).toHaveLength(0);

    const row = screen.getByRole('row', { name: /Fractions/ });
    expect(row.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(checkbox, { key: 'Enter' });
    expect(address()).toBe('/app/tags');
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(address()).toBe('/app/tags/1/edit'));
  });

  it('below the tablet width shows one card per record, its name a link to the record, with the same columns', async () => {
    onPhone();
    renderShellAt(i18n, superUser, '/app/tags', data());
    const link = await screen.findByRole('link', { name: 'Poetry' }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Fractions', 'Poetry']);
    expect(screen.getAllByText('Tag group').length).toBe(2);
    await waitFor(() => expect(screen.getAllByText('Maths').length).toBe(2));
    fireEvent.click(link);
    await waitFor(() => expect(address()).toBe('/app/tags/2/edit'));
  });

  it('on a phone says an empty filtered list in words, offers to clear the filters, and names the export button it disables', async () => {
    onPhone();
    renderShellAt(i18n, superUser, `/app/tags?filter=${encodeURIComponent(JSON.stringify({ q: 'zz' }))}`, recordsProvider({ tags: [] }));
    expect(await screen.findByText(/^No Tags found using the current filters\./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('{{');
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton.hasAttribute('disabled')).toBe(true);
  });
});


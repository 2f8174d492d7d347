// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { viewerAuthProvider } from '../../tests/ui/chromeHarness';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { ShellHeader } from './ShellHeader';
import { onPhone } from '../../tests/ui/onPhone';

let i18n: I18nProvider;
beforeEach(async () => {
  // A fresh provider per test: a test switches its language.
  i18n = await englishProvider();
});
afterEach(cleanup);

function renderHeader(who: Viewer): void {
  render(
    <Harness i18nProvider={i18n} authProvider={viewerAuthProvider(who)}>
      <ShellHeader mode="production" />
    </Harness>,
  );
}

describe('the account button', () => {
  it('shows the viewer’s initials, or photo, and leads to their profile', async () => {
    renderHeader(viewer('teacher', [], { record: { id: '42', firstName: 'Ada', lastName: 'Lovelace' } }));
    const link = await screen.findByRole('link', { name: 'My profile: Ada Lovelace' });
    expect(link.getAttribute('href')).toMatch(/\/profile$/);
    // The initials are seen, the name is heard (its hidden text; no aria-label unlike the initials).
    expect(link.querySelector('[aria-hidden="true"]')?.textContent).toBe('AL');
    expect(link.getAttribute('aria-label')).toBeNull();
    cleanup();
    renderHeader(viewer('teacher', [], { record: { id: '42', photoUrl: '/uploads/photos/42-a.png' } }));
    const withPhoto = await screen.findByRole('link', { name: 'My profile: Ada Lovelace' });
    expect(withPhoto.querySelector('img')?.getAttribute('src')).toBe('/uploads/photos/42-a.png');
  });

  it('is the header menu’s button on a phone, with the profile as the menu’s first action', async () => {
    onPhone();
    try {
      renderHeader(viewer('teacher', [], { record: { id: '42', firstName: 'Ada', lastName: 'Lovelace' } }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Account menu' }).querySelector('[aria-hidden="true"]')?.textContent).toBe('AL'));
      const button = screen.getByRole('button', { name: 'Account menu' });
      expect(screen.queryByRole('link', { name: /My profile/ })).toBeNull();
      fireEvent.click(button);
      const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
      // After who is signed in (shown, not an action), the profile comes first.
      expect(items.map((i) => i.textContent)).toEqual(['teacher@school.example', 'My profile', 'Help centre', 'Log out']);
      expect(items[1]?.getAttribute('href')).toMatch(/\/profile$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts the interface in the language saved on the profile, once: a later choice holds', async () => {
    renderHeader(viewer('teacher', [], { record: { id: '42', locale: 'fi' } }));
    await waitFor(() => expect(i18n.getLocale()).toBe('fi'));
    fireEvent.click(await screen.findByRole('button', { name: /Suomi/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    await waitFor(() => expect(i18n.getLocale()).toBe('en'));
    // Still English a moment later: the saved language is not forced again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.getLocale()).toBe('en');
  });

  it('keeps the detected language when none is saved', async () => {
    renderHeader(viewer('teacher', [], { record: { id: '42' } }));
    await screen.findByRole('link', { name: /My profile/ });
    expect(i18n.getLocale()).toBe('en');
  });
});

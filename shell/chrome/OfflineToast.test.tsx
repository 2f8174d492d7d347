// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { OfflineToast } from './OfflineToast';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('OfflineToast', () => {
  it('shows a persistent no-connection error while offline and removes it when back online', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <Harness i18nProvider={i18n}>
        <OfflineToast />
      </Harness>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/No internet connection/);
    // Still there long after any toast would have hidden itself (on fake time: no real wait).
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});

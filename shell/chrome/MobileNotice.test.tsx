// @vitest-environment jsdom
/**
 * The mobile-device suggestion notice (seed 2.6): below the tablet width (seed 9: 940 px) a
 * screen better on a larger device says so; dismissed, it stays away for the session on that
 * screen only.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { MobileNotice } from './MobileNotice';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

const TEXT = 'This screen works best on a larger device such as a tablet or computer.';

/** A window `width` px wide: min-/max-width queries answer as a browser would (MUI's useMediaQuery reads matchMedia). */
function windowOf(width: number): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false } as MediaQueryList;
  });
}

const show = (name = 'lessonPlanEditor') => render(<Harness i18nProvider={i18n}><MobileNotice screen={name} /></Harness>);

describe('mobile-device notice', () => {
  it.each([420, 939])('shows as a polite status on a %i px wide window', (width) => {
    windowOf(width);
    show();
    expect(screen.getByRole('status').textContent).toContain(TEXT);
  });

  it.each([940, 1280])('does not show on a %i px wide window', (width) => {
    windowOf(width);
    show();
    expect(screen.queryByText(TEXT)).toBeNull();
  });

  it('stays dismissed for the session on that screen, and only on that screen', () => {
    windowOf(420);
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss this notice' }));
    expect(screen.queryByText(TEXT)).toBeNull();
    cleanup();
    // Coming back to the screen later in the session: still dismissed.
    show();
    expect(screen.queryByText(TEXT)).toBeNull();
    cleanup();
    // Another screen keeps its own notice.
    show('csvImport');
    expect(screen.getByText(TEXT)).toBeTruthy();
  });
});

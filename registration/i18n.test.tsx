// @vitest-environment jsdom
/**
 * Languages other than English arrive in chunks of their own (issue 15). What a visitor sees:
 * nothing until their language is there (never English first, never raw keys), and a switch
 * keeps the current language on screen until the chosen one has arrived.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRegistrationI18n, RegistrationI18nProvider, useT } from './i18n';

afterEach(cleanup);

function Probe(): React.ReactNode {
  const { t, changeLocale } = useT();
  return (
    <button type="button" onClick={() => changeLocale('sv')}>
      {t('common.loading')}
    </button>
  );
}

/** Every text the probe showed, in order, from the first render on. */
function shownTexts(container: HTMLElement): string[] {
  const seen: string[] = [container.textContent ?? ''];
  new MutationObserver(() => seen.push(container.textContent ?? '')).observe(container, { childList: true, subtree: true, characterData: true });
  return seen;
}

describe('registration languages', () => {
  it('renders English at once, with its catalogue in the first script', () => {
    render(
      <RegistrationI18nProvider instance={createRegistrationI18n('en')}>
        <Probe />
      </RegistrationI18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Loading…');
  });

  it('shows nothing until a fetched language is there, then that language', async () => {
    const { container } = render(
      <RegistrationI18nProvider instance={createRegistrationI18n('fi')}>
        <Probe />
      </RegistrationI18nProvider>,
    );
    const seen = shownTexts(container);
    expect((await screen.findByRole('button')).textContent).toBe('Ladataan…');
    expect(seen.filter((text) => text !== '')).toEqual(['Ladataan…']);
  });

  it('keeps the current language on screen until the chosen one has arrived', async () => {
    const { container } = render(
      <RegistrationI18nProvider instance={createRegistrationI18n('en')}>
        <Probe />
      </RegistrationI18nProvider>,
    );
    const seen = shownTexts(container);
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(document.documentElement.lang).toBe('en');
    expect(await screen.findByText('Laddar…')).toBeTruthy();
    expect(document.documentElement.lang).toBe('sv');
    expect([...new Set(seen)]).toEqual(['Loading…', 'Laddar…']);
  });
});

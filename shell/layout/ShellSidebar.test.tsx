// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { useSidebarState, type I18nProvider } from 'react-admin';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { useCloseOnNavigate } from './ShellSidebar';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

function Probe({ mobile }: { mobile: boolean }) {
  useCloseOnNavigate(mobile);
  const [open, setOpen] = useSidebarState();
  const navigate = useNavigate();
  return (
    <>
      <p>{open ? 'menu open' : 'menu closed'}</p>
      <button onClick={() => setOpen(true)}>open menu</button>
      <button onClick={() => navigate('/somewhere')}>navigate</button>
    </>
  );
}

function renderProbe(mobile: boolean) {
  render(
    <Harness i18nProvider={i18n}>
      <Probe mobile={mobile} />
    </Harness>,
  );
  fireEvent.click(screen.getByText('open menu'));
}

describe('useCloseOnNavigate', () => {
  it('closes the overlay menu on every navigation on mobile', async () => {
    renderProbe(true);
    expect(await screen.findByText('menu open')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByText('navigate')));
    expect(await screen.findByText('menu closed')).toBeTruthy();
    fireEvent.click(screen.getByText('open menu'));
    await act(async () => fireEvent.click(screen.getByText('navigate')));
    expect(await screen.findByText('menu closed')).toBeTruthy();
  });

  it('leaves the docked menu open on wider screens', async () => {
    renderProbe(false);
    await act(async () => fireEvent.click(screen.getByText('navigate')));
    expect(screen.getByText('menu open')).toBeTruthy();
  });
});

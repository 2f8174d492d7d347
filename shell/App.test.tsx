// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from './App';

const unauthorised = (): Response =>
  new Response(JSON.stringify({ errors: [{ status: '401', title: 'Unauthorized' }] }), {
    status: 401,
    headers: { 'content-type': 'application/vnd.api+json' },
  });

beforeEach(() => {
  // No request may leave the test; were one sent, it is answered 401 as the server would.
  vi.stubGlobal('fetch', vi.fn(async () => unauthorised()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  it('sends a visitor without a session to the sign-in page under /app, in the language asked for', async () => {
    window.history.replaceState(null, '', '/app/users?lng=pt');
    render(<App />);
    expect(await screen.findByRole('button', { name: 'Iniciar sessão' }, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/app/login'));
    expect(document.documentElement.lang).toBe('pt');
    // Nothing is fetched before a session exists.
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TOKEN_KEY } from '../../dataProvider/tokenStore';
import { SignInScreen } from './SignInScreen';

const TOKEN = 'header.payload.signature';

function answer(status: number, json: unknown): Response {
  return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/vnd.api+json' } });
}

const refused = (): Response => answer(404, { errors: [{ status: '404', title: 'Not Found', detail: 'Incorrect email, username or password.' }] });
const accepted = (): Response => answer(201, { data: { type: 'tokens', id: '1', attributes: { jwt: TOKEN } } });

let respond: () => Response;
beforeEach(() => {
  respond = refused;
  vi.stubGlobal('fetch', vi.fn(async () => respond()));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'i18next=; path=/; max-age=0';
});

function renderScreen(locale: 'en' | 'fi' | 'pt' = 'en') {
  const onSignedIn = vi.fn(async () => undefined);
  render(<SignInScreen initialLocale={locale} onSignedIn={onSignedIn} />);
  return { onSignedIn };
}

async function signIn(identifier: string, password: string, labels = { identifier: 'Email or username', password: 'Password', submit: 'Sign in' }): Promise<void> {
  fireEvent.change(await screen.findByLabelText(new RegExp(`^${labels.identifier}`)), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.password}`)), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('SignInScreen (before react-admin loads)', () => {
  it('shows the form in the detected language, names the tab and sends nothing before submit', async () => {
    renderScreen('pt');
    expect(await screen.findByRole('button', { name: 'Iniciar sessão' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('pt');
    await waitFor(() => expect(document.title).toMatch(/^Iniciar sessão - /));
    expect(screen.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' }).getAttribute('href')).toBe('/forgot-password');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for both fields before calling the server', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field cannot be blank')).toHaveLength(2);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('announces a refused sign-in in the language in use, tied to the fields, and stores no token', async () => {
    const { onSignedIn } = renderScreen('fi');
    await signIn('ada', 'wrong-password', { identifier: 'Sähköposti tai käyttäjätunnus', password: 'Salasana', submit: 'Kirjaudu sisään' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Virheellinen sähköposti, käyttäjätunnus tai salasana.');
    expect(screen.getByLabelText(/^Sähköposti tai käyttäjätunnus/).getAttribute('aria-describedby')).toBe(alert.id);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in as the authProvider does: the token stored, then the console opened in the chosen language', async () => {
    respond = accepted;
    const { onSignedIn } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suomi' }));
    await screen.findByRole('button', { name: 'Kirjaudu sisään' });
    expect(document.documentElement.lang).toBe('fi');
    expect(localStorage.getItem('i18nextLng')).toBe('fi');
    await signIn('ada@school.example', 'secret1', { identifier: 'Sähköposti tai käyttäjätunnus', password: 'Salasana', submit: 'Kirjaudu sisään' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('fi'));
    expect(localStorage.getItem(TOKEN_KEY)).toBe(TOKEN);
    const [url, init] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/user/tokens');
    expect(JSON.parse(String(init?.body))).toEqual({ data: { type: 'tokens', attributes: { email: 'ada@school.example', password: 'secret1' } } });
    expect(new Headers(init?.headers).get('authorization')).toBeNull();
  });
});

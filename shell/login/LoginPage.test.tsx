// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { createAuthProvider } from '../../authProvider';
import { fakeClient, type FakeResponse } from '../../tests/support/testClient';
import { createShellI18nProvider } from '../../i18n/provider';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { FORGOT_PASSWORD_URL, LoginPage } from './LoginPage';

let english: I18nProvider;
beforeAll(async () => {
  english = await englishProvider();
});
afterEach(cleanup);

const failure = (status: number): FakeResponse => ({
  status,
  json: { errors: [{ status: String(status), title: 'Not Found', detail: 'Incorrect email, username or password.' }] },
});

function renderLogin(response: FakeResponse, i18nProvider: I18nProvider = english) {
  const { client, calls } = fakeClient(() => response);
  const authProvider = createAuthProvider({ httpClient: client });
  render(
    <Harness i18nProvider={i18nProvider} authProvider={authProvider}>
      <LoginPage />
    </Harness>,
  );
  return { calls };
}

function signIn(identifier: string, password: string, labels = { identifier: 'Email or username', password: 'Password', submit: 'Sign in' }): void {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.identifier}`)), { target: { value: identifier } });
  fireEvent.change(screen.getByLabelText(new RegExp(`^${labels.password}`)), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: labels.submit }));
}

describe('LoginPage', () => {
  it('announces the translated message when the server answers 404, tied to the fields', async () => {
    const { calls } = renderLogin(failure(404));
    signIn('ada@school.example', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect email, username or password.');
    expect(screen.getByLabelText(/^Email or username/).getAttribute('aria-describedby')).toBe(alert.id);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.url).toMatch(/\/user\/tokens$/);
    expect(calls[0]?.body).toMatchObject({ data: { type: 'tokens', attributes: { email: 'ada@school.example' } } });
  });

  it('shows the message in the viewer language', async () => {
    renderLogin(failure(404), await createShellI18nProvider('fi'));
    signIn('ada', 'wrong-password', { identifier: 'Sähköposti tai käyttäjätunnus', password: 'Salasana', submit: 'Kirjaudu sisään' });
    expect((await screen.findByRole('alert')).textContent).toBe('Virheellinen sähköposti, käyttäjätunnus tai salasana.');
  });

  it('tells an expired subscription (401) apart from wrong credentials', async () => {
    renderLogin(failure(401));
    signIn('ada', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toBe('Your subscription has expired. Please contact us to renew it.');
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = renderLogin(failure(404));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field cannot be blank')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('links to the registration app to reset a password', () => {
    renderLogin(failure(404));
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(FORGOT_PASSWORD_URL);
  });

  it('names itself in the browser tab', async () => {
    renderLogin(failure(404));
    await waitFor(() => expect(document.title).toBe('Sign in - Education platform'));
  });
});

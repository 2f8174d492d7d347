// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { noProviders, renderIn, signInHandlers, TEST_JWT } from '../../../tests/ui/authTestKit';
import { leaveApp } from './leaveApp';

vi.mock('./leaveApp', () => ({ leaveApp: vi.fn() }));

const server = useApiServer(noProviders);
afterEach(() => {
  cleanup();
  vi.mocked(leaveApp).mockClear();
});

const location = (): string => screen.getByTestId('location').textContent ?? '';

async function signIn(login = 'ada@school.test', password = 'secret1'): Promise<void> {
  fireEvent.change(await screen.findByLabelText('Email or username'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.submit(screen.getByLabelText('Password').closest('form') ?? document.body);
}

describe('sign-in page', () => {
  it('shows the message of each refused status (401, 404, 422, other) with a contact link, and stays', async () => {
    let status = 401;
    server.use(
      http.post(api('/user/tokens'), () => jsonApi({ errors: [{ status: String(status), title: 'Refused' }] }, status)),
    );
    renderIn('en', '/sign-in');
    const cases: [number, string][] = [
      [401, 'Your subscription has expired. Please contact us to renew it.'],
      [404, 'Incorrect email, username or password.'],
      [422, 'Login is not allowed for this account. Please contact support.'],
      [500, 'Please check your details and try again.'],
    ];
    for (const [next, text] of cases) {
      status = next;
      await signIn();
      const alert = await screen.findByText((_, el) => el?.getAttribute('role') === 'alert' && (el.textContent ?? '').includes(text));
      expect(within(alert).getByText('Contact us').getAttribute('href')).toBe('mailto:support@example.com');
    }
    expect(location()).toBe('/sign-in');
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('enters the shell with the token by default, sending a username as username', async () => {
    const seen: unknown[] = [];
    server.use(...signInHandlers(201, {}, seen));
    renderIn('en', '/sign-in');
    // The title is set by an effect, which may run after the screen's first draw.
    await waitFor(() => expect(document.title).toBe('Registration - Sign in'));
    await signIn(' ada.l ');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(`/app/?jwt=${TEST_JWT}`));
    expect(seen).toEqual([{ data: { type: 'tokens', attributes: { username: 'ada.l', password: 'secret1' } } }]);
  });

  it('honours a same-site redirect and ignores one that leaves the site', async () => {
    server.use(...signInHandlers());
    renderIn('en', '/sign-in?redirect=%2Fforgot-password');
    await signIn();
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    expect(leaveApp).not.toHaveBeenCalled();
    cleanup();

    renderIn('en', '/sign-in?redirect=%2F%2Fevil.test%2Fx');
    await signIn();
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(`/app/?jwt=${TEST_JWT}`));
  });

  it('offers a school’s and a parent’s sign-up in every language, since sign-up is complete in each', async () => {
    renderIn('en', '/sign-in');
    const newHere = await screen.findByRole('region', { name: 'New here?' });
    expect(within(newHere).getByRole('link', { name: 'Sign up as a teacher or school' }).getAttribute('href')).toBe('/welcome');
    expect(within(newHere).getByRole('link', { name: 'Sign up as a parent' }).getAttribute('href')).toBe('/sign-up/parent-resources');
    cleanup();
    renderIn('fi', '/sign-in');
    const uusi = await screen.findByRole('region', { name: 'Uusi käyttäjä?' });
    expect(within(uusi).getByRole('link', { name: 'Rekisteröidy opettajana tai kouluna' }).getAttribute('href')).toBe('/welcome');
    expect(within(uusi).getByRole('link', { name: 'Rekisteröidy vanhempana' }).getAttribute('href')).toBe('/sign-up/parent-resources');
  });

  it('takes a visitor who began as a school onto the parent path, which the sign-up then follows', async () => {
    sessionStorage.setItem('registration.signUp', JSON.stringify({ source: 'registration_app', signUpType: 'organization' }));
    renderIn('en', '/sign-in');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up as a parent' }));
    await waitFor(() => expect(location()).toBe('/sign-up/parent-resources'));
    await screen.findByText('Community');
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('registration.signUp') ?? '{}')).toMatchObject({ signUpType: 'parent' }));
  });

  it('shows one button per configured single sign-on provider', async () => {
    server.use(
      http.get(api('/user/oauth/providers'), () =>
        jsonApi({ data: [{ type: 'oauthProviders', id: 'microsoft', attributes: { authorize_url: 'https://school.test/api/v1/user/oauth/microsoft/authorize' } }] }),
      ),
    );
    renderIn('en', '/sign-in');
    const button = await screen.findByRole('link', { name: 'Sign in with Microsoft' });
    expect(button.getAttribute('href')).toBe('https://school.test/api/v1/user/oauth/microsoft/authorize');
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).toBeNull();
  });

  it('hands a returning single sign-on code and state to the provider the state names, then goes where sign-in was to lead', async () => {
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      ...signInHandlers(),
      http.post(api('/user/oauth/:provider'), async ({ request, params }) => {
        posted.push({ path: String(params.provider), body: await request.json() });
        return jsonApi({ data: { type: 'tokens', id: '1', attributes: { jwt: TEST_JWT } } }, 201);
      }),
    );
    const sent = (provider: string, attributes: Record<string, string>) => ({
      path: provider,
      body: { data: { type: 'tokens', attributes: { token: 'abc', provider, ...attributes, redirect_uri: `${window.location.origin}/sign-in` } } },
    });
    // This tab pressed Microsoft's button on /sign-in?redirect=/forgot-password.
    sessionStorage.setItem('registration.oauth', JSON.stringify({ provider: 'microsoft', redirect: '/forgot-password' }));
    renderIn('en', '/sign-in?code=abc&state=microsoft.s1&iss=https%3A%2F%2Flogin.test');
    await waitFor(() => expect(location()).toBe('/forgot-password'));
    expect(posted).toEqual([sent('microsoft', { state: 'microsoft.s1', iss: 'https://login.test' })]);
    cleanup();

    // A tab that remembers no start (the button opened in a new tab): the state still names the provider.
    posted.length = 0;
    renderIn('en', '/sign-in?code=abc&state=mylogin.s2');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(`/app/?jwt=${TEST_JWT}`));
    expect(posted).toEqual([sent('mylogin', { state: 'mylogin.s2' })]);
  });

  it('says so when the server finds the code does not belong to a sign-in started here', async () => {
    server.use(
      http.post(api('/user/oauth/google'), () =>
        jsonApi({ errors: [{ status: '422', title: 'Unprocessable Entity', detail: 'x', meta: { error_identifier: 'ssoStateMismatch' } }] }, 422),
      ),
    );
    renderIn('fi', '/sign-in?code=abc&state=google.forged');
    expect((await screen.findByRole('alert')).textContent).toContain('Tämä kirjautuminen ei alkanut tältä sivulta');
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('shows why a single sign-on code was refused', async () => {
    server.use(
      http.post(api('/user/oauth/google'), () =>
        jsonApi({ errors: [{ status: '404', title: 'Not found', detail: 'Incorrect email, username or password.', meta: { error_identifier: 'incorrectCredentials' } }] }, 404),
      ),
    );
    renderIn('en', '/sign-in?code=abc&redirect=%2Fwelcome');
    expect((await screen.findByRole('alert')).textContent).toContain('Incorrect email, username or password.');
    expect(leaveApp).not.toHaveBeenCalled();
    await waitFor(() => expect(location()).toBe('/sign-in?redirect=%2Fwelcome'));
  });

  it('confirms the email of a confirmation link, or says why not', async () => {
    server.use(http.post(api('/confirm_email'), () => jsonApi({ meta: { message: 'confirmed' } })));
    renderIn('en', '/sign-in?confirmation_token=good');
    expect(await screen.findByText('Your email address is confirmed. You can sign in now.')).toBeTruthy();
    cleanup();
    server.use(http.post(api('/confirm_email'), () => jsonApi({ errors: [{ status: '422', title: 'Invalid', meta: { error_identifier: 'confirmationError' } }] }, 422)));
    renderIn('en', '/sign-in?confirmation_token=used');
    expect(await screen.findByText('This confirmation link is not valid or has already been used.')).toBeTruthy();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useApiServer } from '../../../tests/ui/apiServer';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { SIGN_UP_STORAGE_KEY } from '../../session/SignUpStateProvider';
import { signInHandlers } from '../../../tests/ui/authTestKit';

const server = useApiServer();
afterEach(cleanup);

function startAs(email: string): void {
  sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify({ source: 'registration_app', email }));
}

function signInWith(password: string): void {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.submit(screen.getByLabelText('Password').closest('form') ?? document.body);
}

describe('existing account step', () => {
  it('prefills the welcome email and, once signed in, goes to the step the account still needs', async () => {
    const seen: unknown[] = [];
    // A teacher with no organisation and no job role still has to answer the role question.
    server.use(...signInHandlers(201, { organizationId: null }, seen));
    startAs('known@school.org');
    renderScreen('/sign-up/continue');
    expect(((await screen.findByLabelText('Email or username')) as HTMLInputElement).value).toBe('known@school.org');
    // The title is set by an effect, which may run after the screen's first draw.
    await waitFor(() => expect(document.title).toBe('Registration - Sign in'));
    signInWith('secret1');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/sign-up/user-type'));
    expect(seen).toEqual([{ data: { type: 'tokens', attributes: { email: 'known@school.org', password: 'secret1' } } }]);
  });

  it('stays with the message when sign-in fails', async () => {
    server.use(...signInHandlers(404));
    startAs('known@school.org');
    renderScreen('/sign-up/continue');
    await screen.findByLabelText('Email or username');
    signInWith('wrong');
    expect(await screen.findByText(/Incorrect email, username or password\./)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-up/continue');
    expect(screen.getByText('Forgot your password?').getAttribute('href')).toBe('/forgot-password');
  });
});

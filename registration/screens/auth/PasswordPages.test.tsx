// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { renderScreen } from '../../../tests/ui/renderScreen';

const server = useApiServer();
afterEach(cleanup);

const INVALID = 'This reset link is not valid any more. Ask for a new one.';
const submitOf = (label: string): void => {
  fireEvent.submit(screen.getByLabelText(label).closest('form') ?? document.body);
};

describe('forgot password', () => {
  it('asks for a reset link and then shows the email-sent view with a way back', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/user/reset_password'), async ({ request }) => {
        bodies.push(await request.json());
        return jsonApi({ meta: { message: 'sent' } });
      }),
    );
    renderScreen('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' Ada@School.test ' } });
    submitOf('Email');
    expect(await screen.findByText(/We have sent you an email with a link/)).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(bodies).toEqual([{ data: { type: 'users', attributes: { email: 'ada@school.test' } } }]);
    expect(screen.getByText('Back to sign in').getAttribute('href')).toBe('/sign-in');
  });

  it('stays on the form for an invalid address without asking the server', async () => {
    renderScreen('/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    submitOf('Email');
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
  });
});

describe('change password', () => {
  function fill(password: string, confirmation: string): void {
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirmation } });
    submitOf('New password');
  }

  it('sends token, password and confirmation, and shows "password changed" with a sign-in link', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.patch(api('/user/reset_password'), async ({ request }) => {
        bodies.push(await request.json());
        return jsonApi({ meta: { message: 'changed' } });
      }),
    );
    renderScreen('/change-password?reset_token=tok1');
    await screen.findByLabelText('New password');
    fill('secret1', 'secret2');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(bodies).toEqual([]);
    fill('secret1', 'secret1');
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(bodies).toEqual([{ data: { type: 'users', attributes: { token: 'tok1', password: 'secret1', password_confirmation: 'secret1' } } }]);
    expect(screen.getByText('Sign in').getAttribute('href')).toBe('/sign-in');
  });

  it('explains a refused token and offers a new link, without claiming success', async () => {
    server.use(
      http.patch(api('/user/reset_password'), () =>
        jsonApi({ errors: [{ status: '422', title: 'Invalid', detail: INVALID, source: { pointer: '/data/attributes/token' }, meta: { error_identifier: 'invalidResetToken' } }] }, 422),
      ),
    );
    renderScreen('/change-password?reset_token=old');
    await screen.findByLabelText('New password');
    fill('secret1', 'secret1');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.queryByText('Password changed')).toBeNull();
    expect(screen.getByText('Request a new link').getAttribute('href')).toBe('/forgot-password');
  });

  it('without a token in the address shows the invalid-link message and the new-link link at once', async () => {
    renderScreen('/change-password');
    expect(await screen.findByText(INVALID)).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    fireEvent.click(screen.getByText('Request a new link'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/forgot-password'));
  });
});

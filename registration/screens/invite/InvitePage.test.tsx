// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { SIGN_UP_STORAGE_KEY } from '../../session/SignUpStateProvider';
import { recorder, signedInAs } from '../../../tests/ui/familyTestSupport';

const INVITE = {
  data: {
    type: 'meetingInvites',
    id: '31',
    attributes: { email: 'new.teacher@school.example', status: 'pending', token: 'tok-1' },
    relationships: {
      meeting: { data: { type: 'meetings', id: '5' } },
      invited_by: { data: { type: 'users', id: '9' } },
      organization: { data: { type: 'organizations', id: '12' } },
    },
  },
  included: [
    { type: 'meetings', id: '5', attributes: { name: 'Story worlds for beginners' } },
    { type: 'users', id: '9', attributes: { first_name: 'Alex', last_name: 'Hill' } },
    { type: 'organizations', id: '12', attributes: { name: 'Hill Primary School' } },
  ],
};

const rec = recorder();
const server = useApiServer(
  http.get(api('/meeting_invites/:token'), ({ params }) => {
    if (params.token === 'tok-1') return jsonApi(INVITE);
    // Accepted, and the invitee has since created their account.
    if (params.token === 'tok-used') return jsonApi({ ...INVITE, data: { ...INVITE.data, attributes: { ...INVITE.data.attributes, status: 'accepted', used: true, token: 'tok-used' } } });
    return jsonApi({ errors: [{ status: '404', title: 'Not found' }] }, 404);
  }),
);
afterEach(() => {
  cleanup();
  rec.requests.length = 0;
});

const location = (): string => screen.getByTestId('location').textContent ?? '';

describe('invite accept', () => {
  it('shows who invited the visitor, to which webinar and school', async () => {
    renderScreen('/sign-up/invite/tok-1');
    expect(await screen.findByText('Alex has invited you to join a webinar.')).toBeTruthy();
    expect(screen.getByText('Story worlds for beginners')).toBeTruthy();
    expect(screen.getByText('Hill Primary School')).toBeTruthy();
    expect(screen.getByText('new.teacher@school.example')).toBeTruthy();
  });

  it('accepts with the token, remembers the invite and goes on to create the account', async () => {
    server.use(
      http.patch(api('/meetings/5/invites/31'), async ({ request }) => {
        await rec.record(request);
        return jsonApi({ data: { ...INVITE.data, attributes: { ...INVITE.data.attributes, status: 'accepted' } } });
      }),
    );
    renderScreen('/sign-up/invite/tok-1');
    await screen.findByText('Hill Primary School');
    fireEvent.click(screen.getByText('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    expect(rec.requests).toEqual([
      { method: 'PATCH', path: '/meetings/5/invites/31', body: { data: { type: 'meetingInvites', id: '31', attributes: { token: 'tok-1', status: 'accepted' } } } },
    ]);
    const stored = JSON.parse(sessionStorage.getItem(SIGN_UP_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({
      inviteToken: 'tok-1',
      email: 'new.teacher@school.example',
      inviteOrganization: { id: '12', name: 'Hill Primary School' },
      signUpType: 'organization',
    });
  });

  it('says an unknown invitation is not valid and links to the welcome page', async () => {
    renderScreen('/sign-up/invite/nope');
    expect(await screen.findByText('This invitation is not valid')).toBeTruthy();
    expect(screen.getByText('Go to the welcome page').closest('a')?.getAttribute('href')).toBe('/welcome');
    expect(screen.queryByText('Continue')).toBeNull();
  });

  it('says a used invitation was used and offers sign-in instead of creating the account again', async () => {
    renderScreen('/sign-up/invite/tok-used');
    expect(await screen.findByRole('heading', { name: 'This invitation has already been used' })).toBeTruthy();
    expect(screen.queryByText('You have been invited')).toBeNull();
    expect(screen.queryByText('Continue')).toBeNull();
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/sign-in');
    expect(rec.requests).toEqual([]);
  });
});

// The invites-sent confirmation shares this file: it closes the invite journey.
describe('invites sent', () => {
  it('confirms and opens the main app with the user\'s token', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      server.use(signedInAs({ role: 'teacher' }));
      renderScreen('/sign-up/invites-sent');
      expect(await screen.findByText('Your invitations are on their way')).toBeTruthy();
      fireEvent.click(screen.getByText('Open the platform'));
      expect(assign).toHaveBeenCalledWith(`/app/?jwt=${encodeURIComponent(localStorage.getItem('jwt') ?? '')}`);
      expect(assign.mock.calls[0]?.[0]).toMatch(/jwt=.{20,}/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, location, organizationDocument, recorder, signedInTeacher, storeSignUp, storedSignUp, meetingScreenStub } from '../../../tests/ui/wizardTestSupport';

const server = useApiServer(meetingScreenStub);
afterEach(cleanup);

const KNOWN = { name: 'Hill School', address1: '2 Hill Road', city: 'Leeds', postalCode: 'LS1 1AA', country: 'gb', existingId: '55' };

describe('existing or invite organisation', () => {
  it('sends a visitor with neither a known school nor an invite to the school step', async () => {
    renderScreen('/sign-up/organization/existing');
    await waitFor(() => expect(location()).toBe('/sign-up/organization'));
  });

  it('remembers the choice to join and goes on to the account', async () => {
    storeSignUp({ signUpType: 'organization', school: KNOWN });
    renderScreen('/sign-up/organization/existing');
    expect(await screen.findByText('Hill School')).toBeTruthy();
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    expect(storedSignUp().joinOrganizationId).toBe('55');
  });

  it('creates a new school with the same details when asked', async () => {
    storeSignUp({ signUpType: 'organization', school: KNOWN });
    renderScreen('/sign-up/organization/existing');
    fireEvent.click((await screen.findByText('Create new')).closest('button') as HTMLButtonElement);
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    const stored = storedSignUp();
    expect(stored.createNewOrganization).toBe(true);
    expect(stored.school).toEqual({ name: 'Hill School', address1: '2 Hill Road', city: 'Leeds', postalCode: 'LS1 1AA', country: 'gb' });
  });

  it('joins the inviter’s school at once for a signed-in invited teacher and offers its webinar', async () => {
    const rec = recorder();
    server.use(
      signedInTeacher({ organizationId: null }),
      http.post(api('/organizations/55/join'), async ({ request }) => {
        await rec.record(request);
        return jsonApi({ data: { type: 'organizations', id: '55', attributes: { name: 'Hill School' } } });
      }),
      http.get(api('/organizations/55'), () => jsonApi(organizationDocument('55', '9'))),
    );
    storeSignUp({ signUpType: 'organization', inviteToken: 'tok', inviteOrganization: { id: '55', name: 'Hill School' } });
    renderScreen('/sign-up/organization/existing');
    expect(await screen.findByText('Join your colleague’s school?')).toBeTruthy();
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/meetings/9/register'));
    expect(rec.requests[0]?.body).toEqual({ data: { type: 'organizations', id: '55', attributes: { invite_token: 'tok' } } });
  });

  it('lets an invited teacher pick their own school instead', async () => {
    storeSignUp({ signUpType: 'organization', inviteToken: 'tok', inviteOrganization: { id: '55', name: 'Hill School' } });
    renderScreen('/sign-up/organization/existing');
    fireEvent.click((await screen.findByText('Create new')).closest('button') as HTMLButtonElement);
    await waitFor(() => expect(location()).toBe('/sign-up/organization'));
  });
});

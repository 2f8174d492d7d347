// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, location, ORGANIZATION_ID, organizationDocument, recorder, signedInTeacher, meetingScreenStub } from '../../../tests/ui/wizardTestSupport';

const { enterApp } = vi.hoisted(() => ({ enterApp: vi.fn<(jwt: string) => void>() }));
vi.mock('./enterApp', () => ({ enterApp }));

const server = useApiServer(meetingScreenStub);
afterEach(() => {
  cleanup();
  enterApp.mockReset();
});

function organizationServer(meetingId: string | null): ReturnType<typeof recorder> {
  const rec = recorder();
  server.use(
    signedInTeacher({ organizationAdmin: true }),
    http.get(api(`/organizations/${ORGANIZATION_ID}`), () => jsonApi(organizationDocument(ORGANIZATION_ID, meetingId))),
    http.patch(api(`/organizations/${ORGANIZATION_ID}`), async ({ request }) => {
      await rec.record(request);
      return jsonApi({ data: { type: 'organizations', id: ORGANIZATION_ID, attributes: {} } });
    }),
  );
  return rec;
}

const radio = (label: RegExp): HTMLInputElement => screen.getByLabelText(label);

describe('plan', () => {
  it('shows loading until the school is loaded, then preselects the webinar plan', async () => {
    organizationServer('9');
    renderScreen('/sign-up/plan');
    expect(screen.getByText('Loading…')).toBeTruthy();
    await screen.findByText('With webinar');
    expect(radio(/^With webinar/).checked).toBe(true);
    expect(radio(/^Without webinar/).checked).toBe(false);
    expect(screen.getByText(/over 40 story worlds\) for 30 days/)).toBeTruthy();
    expect(screen.getByText('Explore 2 story worlds for 15 days.')).toBeTruthy();
    // What the school pays once the trial ends (seed sections 1 and 9).
    expect(
      screen.getByText('After your free trial: 300 GBP per teacher per year (83p per student per month for a class of 30), or 150 GBP per teacher for 12 months under the funded discount offer.'),
    ).toBeTruthy();
  });

  it('stores the webinar plan and books the licence’s suggested webinar', async () => {
    const rec = organizationServer('9');
    renderScreen('/sign-up/plan');
    await screen.findByText('With webinar');
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/meetings/9/register'));
    expect(rec.requests[0]?.body).toEqual({ data: { type: 'organizations', id: ORGANIZATION_ID, attributes: { plan: 'webinar' } } });
  });

  it('completes the sign-up when the licence suggests no webinar', async () => {
    organizationServer(null);
    renderScreen('/sign-up/plan');
    await screen.findByText('With webinar');
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/complete'));
  });

  it('asks to confirm skipping the webinar without changing the school yet', async () => {
    const rec = organizationServer('9');
    renderScreen('/sign-up/plan');
    await screen.findByText('Without webinar');
    fireEvent.click(radio(/^Without webinar/));
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/confirm-skip'));
    expect(rec.requests).toHaveLength(0);
  });
});

describe('confirm skip', () => {
  it('stores the plan without webinar and enters the app with the token', async () => {
    const rec = organizationServer('9');
    renderScreen('/sign-up/confirm-skip');
    await screen.findByText('Are you sure you want to skip the webinar?');
    await waitFor(() => expect(button('No webinar').disabled).toBe(false));
    fireEvent.click(button('No webinar'));
    await waitFor(() => expect(enterApp).toHaveBeenCalledTimes(1));
    expect(enterApp.mock.calls[0]?.[0]).toBe(localStorage.getItem('jwt'));
    expect(rec.requests[0]?.body).toEqual({ data: { type: 'organizations', id: ORGANIZATION_ID, attributes: { plan: 'no_webinar' } } });
  });

  it('goes back to the plans for the webinar', async () => {
    const rec = organizationServer('9');
    renderScreen('/sign-up/confirm-skip');
    await screen.findByText('Are you sure you want to skip the webinar?');
    fireEvent.click(button('Webinar'));
    await waitFor(() => expect(location()).toBe('/sign-up/plan'));
    expect(rec.requests).toHaveLength(0);
    expect(enterApp).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { users } from '../../../resources/users/schema';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, liveJwt, location, ORGANIZATION_ID, organizationDocument, recorder, storeSignUp, storedSignUp, viewerHandler, VIEWER_ID, meetingScreenStub } from '../../../tests/ui/wizardTestSupport';

let emailTaken = false;
const server = useApiServer(meetingScreenStub, http.post(api('/user/validate_addresses'), () => jsonApi({ data: { type: 'validateAddresses', id: '1', attributes: { exists: emailTaken } } })));
afterEach(() => {
  cleanup();
  emailTaken = false;
});

const SCHOOL = { name: 'New Academy', address1: '1 High Street', city: 'London', postalCode: 'N1 1AA', country: 'gb', placeId: 'p-gb' };
const field = (label: RegExp): HTMLInputElement => screen.getByLabelText(label);
const submit = (): HTMLButtonElement => button('Create account');

/** One label lookup per field: each scans every label of a large form. */
function type(label: RegExp, value: string): void {
  const input = field(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillAccount(email = 'ada@school.example'): void {
  type(/^First name/, 'Ada');
  type(/^Last name/, 'Lovelace');
  type(/^Email/, email);
  type(/^Password/, 'secret1');
  type(/^Confirm password/, 'secret1');
  for (const box of screen.getAllByLabelText(/I agree to the/)) fireEvent.click(box);
}

/** Answers the account calls; GET /user shows the school once one was created or joined. */
function accountServer(options: { failOrganization?: number } = {}): ReturnType<typeof recorder> {
  const rec = recorder();
  let attached = false;
  let orgFailures = options.failOrganization ?? 0;
  server.use(
    http.post(api('/users/sign_up'), async ({ request }) => {
      await rec.record(request);
      return jsonApi({ data: { type: 'users', id: VIEWER_ID, attributes: { email: 'ada@school.example' } } }, 201);
    }),
    http.post(api('/user/tokens'), async ({ request }) => {
      await rec.record(request);
      return jsonApi({ data: { type: 'tokens', id: '1', attributes: { jwt: liveJwt() } } }, 201);
    }),
    http.get(api('/user'), async (info) => {
      await rec.record(info.request);
      const answered = await viewerHandler({ organizationId: attached ? ORGANIZATION_ID : null, organizationAdmin: attached }).run(info);
      return answered?.response;
    }),
    http.post(api('/organizations/sign_up'), async ({ request }) => {
      await rec.record(request);
      if (orgFailures-- > 0) return jsonApi({ errors: [{ status: '500', title: 'Server error' }] }, 500);
      attached = true;
      return jsonApi({ data: { type: 'organizations', id: ORGANIZATION_ID, attributes: { name: 'New Academy' } } }, 201);
    }),
    http.patch(api(`/users/${VIEWER_ID}`), async ({ request }) => {
      await rec.record(request);
      return jsonApi({ data: { type: 'users', id: VIEWER_ID, attributes: {} } });
    }),
  );
  return rec;
}

describe('create account', () => {
  it('refuses a free consumer address for a school, with the school message', async () => {
    storeSignUp({ signUpType: 'organization' });
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount('Ada@Gmail.com ');
    expect(field(/^Email/).value).toBe('ada@gmail.com');
    expect(screen.getByText(/Please use your school email address/)).toBeTruthy();
    expect(submit().disabled).toBe(true);
  });

  it('accepts a consumer address for a parent', async () => {
    storeSignUp({ signUpType: 'parent' });
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount('ada@gmail.com');
    expect(screen.queryByText(/Please use your school email address/)).toBeNull();
    expect(submit().disabled).toBe(false);
  });

  it('says when the email already has an account and offers to sign in', async () => {
    emailTaken = true;
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    expect(await screen.findByText('This email is already in use', {}, { timeout: 3000 })).toBeTruthy();
    expect(submit().disabled).toBe(true);
    fireEvent.click(screen.getByText('Sign in with this email'));
    await waitFor(() => expect(location()).toBe('/sign-up/continue'));
    expect(storedSignUp().email).toBe('ada@school.example');
  });

  it('holds the names to the users schema’s lengths before sending them', async () => {
    const { firstName, lastName } = users.attributes;
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    expect(submit().disabled).toBe(false);
    type(/^First name/, 'A'.repeat((firstName.maxLength ?? 0) + 1));
    type(/^Last name/, 'L'.repeat((lastName.maxLength ?? 0) + 1));
    expect(screen.getAllByText(`must be no more than ${String(firstName.maxLength)} characters`)).toHaveLength(2);
    expect(submit().disabled).toBe(true);
    type(/^First name/, 'A'.repeat(firstName.maxLength ?? 0));
    type(/^Last name/, 'Lovelace');
    expect(submit().disabled).toBe(false);
  });

  it('needs matching passwords and each consent, ticked in its own box', async () => {
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    type(/^Confirm password/, 'secret2');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(/^Confirm password/, 'secret1');
    expect(submit().disabled).toBe(false);
    for (const consent of [/I agree to the terms of service/, /I agree to the privacy policy/, /I agree to the free-trial terms/]) {
      fireEvent.click(field(consent));
      expect(field(consent).getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByText('you need to check the checkbox')).toBeTruthy();
      expect(submit().disabled).toBe(true);
      fireEvent.click(field(consent));
      expect(submit().disabled).toBe(false);
    }
  });

  it('says which boxes are left once they alone keep Create account disabled', async () => {
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    type(/^First name/, 'Ada');
    type(/^Email/, 'ada@school.example');
    type(/^Password/, 'secret1');
    expect(screen.queryByText('you need to check the checkbox')).toBeNull();
    type(/^Confirm password/, 'secret1');
    expect(submit().disabled).toBe(true);
    expect(screen.getAllByText('you need to check the checkbox')).toHaveLength(3);
    fireEvent.click(field(/I agree to the terms of service/));
    expect(screen.getAllByText('you need to check the checkbox')).toHaveLength(2);
  });

  it('asks a parent for the terms and the privacy policy only: their account starts no trial', async () => {
    storeSignUp({ signUpType: 'parent' });
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    expect(screen.getAllByLabelText(/I agree to the/).map((box) => box.closest('label')?.textContent)).toEqual([
      'I agree to the terms of service (opens in a new window)',
      'I agree to the privacy policy (opens in a new window)',
    ]);
  });

  it('creates the teacher, signs in, creates the chosen school and asks where they heard of us', async () => {
    storeSignUp({ signUpType: 'organization', jobRole: 'exec_leader', school: SCHOOL, source: 'newsletter' });
    const rec = accountServer();
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    fireEvent.click(submit());
    await waitFor(() => expect(location()).toBe('/sign-up/setting-account'));
    // The viewer is reloaded after the school exists, so later steps know it.
    expect(rec.requests.map((r) => `${r.method} ${r.path.replace(/\?.*/, '')}`)).toEqual([
      'POST /users/sign_up',
      'POST /user/tokens',
      'GET /user',
      'POST /organizations/sign_up',
      'GET /user',
    ]);
    expect(rec.requests[0]?.body).toEqual({
      data: {
        type: 'users',
        attributes: {
          first_name: 'Ada',
          last_name: 'Lovelace',
          email: 'ada@school.example',
          password: 'secret1',
          password_confirmation: 'secret1',
          terms_of_service: true,
          privacy_policy: true,
          free_trial_terms: true,
          role: 'teacher',
          job_role: 'exec_leader',
          source: 'newsletter',
        },
      },
    });
    expect(rec.requests[3]?.body).toEqual({
      data: { type: 'organizations', attributes: { name: 'New Academy', address1: '1 High Street', city: 'London', postal_code: 'N1 1AA', country: 'gb' } },
    });
    expect(storedSignUp().createdOrganization).toBe(true);
  });

  it('does not create the account twice when a later step fails', async () => {
    storeSignUp({ signUpType: 'organization', jobRole: 'teacher', school: SCHOOL });
    const rec = accountServer({ failOrganization: 1 });
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    fireEvent.click(submit());
    expect(await screen.findByText('Something went wrong. Please try again or contact support.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(/^First name/, 'Ada ');
    fireEvent.click(submit());
    await waitFor(() => expect(location()).toBe('/sign-up/setting-account'));
    expect(rec.requests.filter((r) => r.path === '/users/sign_up')).toHaveLength(1);
    expect(rec.requests.filter((r) => r.path === '/user/tokens')).toHaveLength(2);
  });

  it('joins the chosen existing school after creating the teacher and offers its webinar', async () => {
    storeSignUp({ signUpType: 'organization', jobRole: 'teacher', school: { ...SCHOOL, existingId: '55' }, joinOrganizationId: '55' });
    const rec = accountServer();
    server.use(
      http.post(api('/organizations/55/join'), async ({ request }) => {
        await rec.record(request);
        return jsonApi({ data: { type: 'organizations', id: '55', attributes: { name: 'Hill School' } } });
      }),
      http.get(api('/organizations/55'), () => jsonApi(organizationDocument('55', '9'))),
    );
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    fireEvent.click(submit());
    await waitFor(() => expect(location()).toBe('/meetings/9/register'));
    expect(rec.requests.some((r) => r.path === '/organizations/sign_up')).toBe(false);
    expect(rec.requests.find((r) => r.path === '/organizations/55/join')?.body).toEqual({ data: { type: 'organizations', id: '55', attributes: {} } });
  });

  it('creates a parent with their chosen topics and goes on to the children', async () => {
    storeSignUp({ signUpType: 'parent', preferences: { health: true, culture: false } });
    const rec = accountServer();
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount('pat@gmail.com');
    fireEvent.click(submit());
    await waitFor(() => expect(location()).toBe('/sign-up/create-children'));
    const attributes = (rec.requests[0]?.body as { data: { attributes: Record<string, unknown> } }).data.attributes;
    expect(attributes).toMatchObject({ email: 'pat@gmail.com', role: 'parent', terms_of_service: true, privacy_policy: true });
    expect(attributes.job_role).toBeUndefined();
    expect(attributes.free_trial_terms).toBeUndefined();
    expect(rec.requests.at(-1)).toEqual({ method: 'PATCH', path: `/users/${VIEWER_ID}`, body: { data: { type: 'users', id: VIEWER_ID, attributes: { preferences: { health: true, culture: false } } } } });
  });

  it('shows the server’s field errors under their fields', async () => {
    server.use(
      http.post(api('/users/sign_up'), () =>
        jsonApi({ errors: [{ status: '422', code: '804', title: 'User exists', source: { pointer: '/data/attributes/email' }, meta: { error_identifier: 'userExist' } }] }, 422),
      ),
    );
    renderScreen('/sign-up/set-password');
    await screen.findByText('Create your account');
    fillAccount();
    fireEvent.click(submit());
    const message = await screen.findByText('An account with this email already exists. Sign in instead.');
    expect(field(/^Email/).getAttribute('aria-describedby')).toContain(message.id);
    expect(submit().disabled).toBe(true);
  });
});

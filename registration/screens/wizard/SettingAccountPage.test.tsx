// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { button, location, recorder, signedInTeacher, storeSignUp, VIEWER_ID } from '../../../tests/ui/wizardTestSupport';

const server = useApiServer();
afterEach(cleanup);

function userUpdates(organizationAdmin: boolean): ReturnType<typeof recorder> {
  const rec = recorder();
  server.use(
    signedInTeacher({ organizationAdmin }),
    http.patch(api(`/users/${VIEWER_ID}`), async ({ request }) => {
      await rec.record(request);
      return jsonApi({ data: { type: 'users', id: VIEWER_ID, attributes: {} } });
    }),
  );
  return rec;
}

async function answer(text: string): Promise<void> {
  const input = await screen.findByLabelText(/^Where did you hear about us\?/);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}

describe('where did you hear about us', () => {
  it('needs an answer that is not blank', async () => {
    userUpdates(true);
    renderScreen('/sign-up/setting-account');
    await answer('   ');
    expect(screen.getByText('This field cannot be blank')).toBeTruthy();
    expect(button('Continue').disabled).toBe(true);
  });

  it('saves the answer and sends the school’s creator on to the teacher count', async () => {
    storeSignUp({ createdOrganization: true });
    const rec = userUpdates(false);
    renderScreen('/sign-up/setting-account');
    await answer('A colleague');
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/teachers'));
    expect(rec.requests[0]?.body).toEqual({ data: { type: 'users', id: VIEWER_ID, attributes: { where_did_you_hear_about_us: 'A colleague' } } });
  });

  it('sends a teacher who joined a school straight to done', async () => {
    userUpdates(false);
    renderScreen('/sign-up/setting-account');
    await answer('Twitter');
    fireEvent.click(button('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/done'));
  });
});

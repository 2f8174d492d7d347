// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { useApiServer } from '../../../tests/ui/apiServer';
import { noProviders, signInHandlers } from '../../../tests/ui/authTestKit';
import { location, storedSignUp } from '../../../tests/ui/wizardTestSupport';
import { bookingHandler, TOKEN } from '../../../tests/ui/bookingFixtures';

const server = useApiServer(noProviders);
afterEach(cleanup);

const signInTo = (path: string): string => `/sign-in?redirect=${encodeURIComponent(path)}`;

describe('webinar routes for a signed-out visitor', () => {
  it('sends a join link to sign-in, remembers its token, and comes back after sign-in', async () => {
    server.use(...signInHandlers(), bookingHandler());
    renderScreen(`/meetings/join/${TOKEN}`);
    const book = `/meetings/join/${TOKEN}/book`;
    await waitFor(() => expect(location()).toBe(signInTo(book)));
    expect(storedSignUp().meetingToken).toBe(TOKEN);
    fireEvent.change(await screen.findByLabelText('Email or username'), { target: { value: 'pat@school.example' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.submit(screen.getByLabelText('Password').closest('form') ?? document.body);
    await waitFor(() => expect(location()).toBe(book));
    expect(await screen.findByText('This webinar is upcoming.')).toBeTruthy();
  });

  it('sends reschedule and meeting booking pages to sign-in and back, not to the welcome page', async () => {
    for (const path of [`/meetings/reschedule/${TOKEN}/book`, `/meetings/reschedule/${TOKEN}/complete`, '/meetings/3/register', '/meetings/3/attendance/5/book', '/meetings']) {
      renderScreen(path);
      await waitFor(() => expect(location()).toBe(signInTo(path)));
      cleanup();
    }
  });
});

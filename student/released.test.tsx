// @vitest-environment jsdom
/**
 * The student app and the teacher's Students grid (issue 25): a student-paced move is told to the
 * grid; a student the teacher releases goes back to join again, told why, whether the news comes
 * as the `released` event or as a refused token once the stream was away.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, jsonApi, recorder, useApiServer } from '../tests/ui/apiServer';
import { App } from './App';
import { createStudentI18n } from './i18n';
import { SESSION_KEY } from './session';
import { fakeEvents, lessonDocument, storeSession } from './test/fixtures';

const server = useApiServer();
const RELEASED = 'Your teacher released your name on this device. Join again to go on.';

beforeEach(() => window.history.replaceState(null, '', '/student'));
afterEach(() => cleanup());

function renderApp(language = 'en'): ReturnType<typeof fakeEvents> {
  const events = fakeEvents();
  render(<App i18n={createStudentI18n(language)} subscribe={events.subscribe} />);
  return events;
}

describe('the Students grid, from the student app', () => {
  it("tells each student-paced move: the step's activity and task", async () => {
    storeSession();
    const seen = recorder();
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument({ pacing: 'student' }))),
      http.post(api('/lessons/7/progress'), async ({ request }) => {
        await seen.record(request);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp();
    await screen.findByRole('heading', { name: 'Warm up' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Which animal climbs?' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { name: 'Warm up' });
    await waitFor(() => expect(seen.requests).toHaveLength(2));
    expect(seen.requests.map((r) => (r.body as { data: unknown }).data)).toEqual([
      { type: 'lessonProgress', attributes: { activity_id: '10', task_id: '20' } },
      { type: 'lessonProgress', attributes: { activity_id: '10', task_id: null } },
    ]);
  });

  it('goes back to join, saying the teacher released the name, on a `released` event for this student only', async () => {
    storeSession();
    server.use(http.get(api('/lessons/7'), () => jsonApi(lessonDocument())));
    const events = renderApp();
    await screen.findByRole('heading', { name: 'Warm up' });
    act(() => events.emit({ type: 'released', data: { studentId: '43' } }));
    expect(screen.getByRole('heading', { name: 'Warm up' })).toBeTruthy();
    act(() => events.emit({ type: 'released', data: { studentId: '42' } }));
    expect(await screen.findByText(RELEASED)).toBeTruthy();
    expect(screen.getByLabelText(/Passphrase/)).toBeTruthy();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('says so in the student’s language when the lesson refuses the token after a release', async () => {
    storeSession();
    let released = false;
    server.use(
      http.get(api('/lessons/7'), () =>
        released ? jsonApi({ errors: [{ status: '401', code: '800', title: 'Unauthorized', detail: 'Sign in again.' }] }, 401) : jsonApi(lessonDocument()),
      ),
    );
    const events = renderApp('fi');
    await screen.findByRole('heading', { name: 'Warm up' });
    released = true;
    act(() => events.emit({ type: 'poll' }));
    expect(await screen.findByText('Opettajasi vapautti nimesi tältä laitteelta. Liity uudelleen jatkaaksesi.')).toBeTruthy();
  });
});

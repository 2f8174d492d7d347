// @vitest-environment jsdom
/** Opening the student app at a lesson's join address (`/student/join/<passphrase>`): no typing. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http } from 'msw';
import { api, jsonApi, recorder, useApiServer } from '../tests/ui/apiServer';
import { joinAddress } from '../domain/joinAddress';
import { App } from './App';
import { createStudentI18n } from './i18n';
import { SESSION_KEY } from './session';
import { fakeEvents, lessonDocument, liveJwt, storeSession } from './test/fixtures';

const server = useApiServer();
const PASSPHRASE = 'swan-gem-shark-egg-89';

beforeEach(() => {
  window.history.replaceState(null, '', new URL(joinAddress(window.location.origin, PASSPHRASE)).pathname + '?lng=en');
});
afterEach(() => cleanup());

const renderApp = (): void => void render(<App i18n={createStudentI18n('en')} subscribe={fakeEvents().subscribe} />);

const summary = (className: string | null): Response =>
  jsonApi({ data: [{ type: 'passphraseLogins', id: '7', attributes: { passphrase: PASSPHRASE, lesson_plan_name: 'Rainforest animals', class_name: className, mode: 'remote', pacing: 'teacher' } }] });

const opened = (joined: boolean): Response =>
  jsonApi(
    {
      data: {
        type: 'passphraseLogins',
        id: '7',
        attributes: { passphrase: PASSPHRASE, ...(joined ? { jwt: liveJwt(), student_id: '43' } : {}) },
        relationships: { lessons: { data: [{ type: 'lessons', id: '7' }] }, students: { data: [{ type: 'users', id: '43' }] } },
      },
      included: [{ type: 'users', id: '43', attributes: { first_name: 'Bo', last_name: 'Pupil' } }],
    },
    201,
  );

/** The passphrase logins of a lesson of class 5A (or none), recording what was sent. */
function lessonOpen(className: string | null = '5A'): ReturnType<typeof recorder> {
  const seen = recorder();
  server.use(
    http.get(api('/user/passphrase_logins'), async ({ request }) => {
      await seen.record(request);
      return summary(className);
    }),
    http.post(api('/user/passphrase_logins'), async ({ request }) => {
      const body = (await seen.record(request)) as { data: { attributes: Record<string, unknown> } };
      return opened('student_id' in body.data.attributes || 'display_name' in body.data.attributes);
    }),
    http.get(api('/lessons/7'), () => jsonApi(lessonDocument())),
  );
  return seen;
}

const address = (): string => window.location.pathname + window.location.search;

describe('opened at a join address', () => {
  it('checks the passphrase without typing, asks who you are, and leaves the address once joined', async () => {
    const seen = lessonOpen();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Who are you?' })).toBeTruthy();
    expect(seen.requests.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /user/passphrase_logins?filter[passphrase]=${PASSPHRASE}`, 'POST /user/passphrase_logins']);
    // A reload here would check it again rather than ask for typing.
    expect(address()).toBe(`/student/join/${PASSPHRASE}?lng=en`);
    fireEvent.click(screen.getByRole('button', { name: 'Bo Pupil' }));
    await screen.findByRole('heading', { name: 'Warm up' });
    expect((seen.requests[2]?.body as { data: { attributes: Record<string, unknown> } }).data.attributes).toMatchObject({ passphrase: PASSPHRASE, student_id: '43' });
    expect(address()).toBe('/student?lng=en');
  });

  it('asks a class-less lesson for a display name', async () => {
    lessonOpen(null);
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Who are you?' })).toBeTruthy();
    expect(screen.getByLabelText(/Your name/)).toBeTruthy();
  });

  it('shows "Incorrect passphrase" on the filled passphrase field for an ended or unknown passphrase', async () => {
    server.use(
      http.get(api('/user/passphrase_logins'), () =>
        jsonApi({ errors: [{ status: '404', title: 'Not found', detail: 'incorrect passphrase', meta: { error_identifier: 'incorrectPassphrase' } }] }, 404),
      ),
    );
    renderApp();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect passphrase');
    const field = screen.getByLabelText(/Passphrase/) as HTMLInputElement;
    expect(field.value).toBe(PASSPHRASE);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Incorrect passphrase');
    expect((screen.getByRole('button', { name: 'Join' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('goes back to an empty join screen at /student, without checking again', async () => {
    const seen = lessonOpen();
    renderApp();
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    const field = (await screen.findByLabelText(/Passphrase/)) as HTMLInputElement;
    expect(field.value).toBe('');
    expect(address()).toBe('/student?lng=en');
    expect(seen.requests).toHaveLength(2);
  });

  it('returns a student who joined this lesson on this device straight to it', async () => {
    storeSession({ lessonId: '7', name: 'Bo Pupil' });
    const seen = lessonOpen();
    renderApp();
    await screen.findByRole('heading', { name: 'Warm up' });
    expect(seen.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect(address()).toBe('/student?lng=en');
  });

  it('asks who you are in another lesson than the one joined before, and keeps that session until then', async () => {
    storeSession({ lessonId: '3', name: 'Ada Pupil' });
    lessonOpen();
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Who are you?' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ lessonId: '3' });
  });
});

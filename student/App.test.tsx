// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, jsonApi, recorder, useApiServer } from '../tests/ui/apiServer';
import { App } from './App';
import { createStudentI18n } from './i18n';
import { DEVICE_KEY, SESSION_KEY } from './session';
import { ANSWERS_KEY } from './answers/answerStore';
import { fakeEvents, lessonDocument, liveJwt, storeSession } from './test/fixtures';

const server = useApiServer();
let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

beforeEach(() => {
  online = true;
  window.history.replaceState(null, '', '/student');
});
afterEach(() => cleanup());

function renderApp(events = fakeEvents()): ReturnType<typeof fakeEvents> {
  render(<App i18n={createStudentI18n('en')} subscribe={events.subscribe} />);
  return events;
}

const summary = (className: string | null): Response =>
  jsonApi({ data: [{ type: 'passphraseLogins', id: '7', attributes: { passphrase: 'frog-maple-47', lesson_plan_name: 'Rainforest animals', class_name: className, mode: 'remote', pacing: 'teacher' } }] });

const opened = (jwt?: string): Response =>
  jsonApi(
    {
      data: {
        type: 'passphraseLogins',
        id: '7',
        attributes: { passphrase: 'frog-maple-47', ...(jwt ? { jwt, student_id: '42' } : {}) },
        relationships: { lessons: { data: [{ type: 'lessons', id: '7' }] }, students: { data: [{ type: 'users', id: '42' }, { type: 'users', id: '43' }] } },
      },
      included: [
        { type: 'lessons', id: '7', attributes: { mode: 'remote', pacing: 'teacher', state: 'active' } },
        { type: 'users', id: '42', attributes: { first_name: 'Ada', last_name: 'Pupil' } },
        { type: 'users', id: '43', attributes: { first_name: 'Bo', last_name: 'Pupil' } },
      ],
    },
    201,
  );

async function typePassphrase(text: string): Promise<HTMLElement> {
  const field = await screen.findByLabelText(/Passphrase/);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Join' }));
  return field;
}

describe('join', () => {
  it('shows an example of a real passphrase under the field: four words and two digits', async () => {
    renderApp();
    const field = await screen.findByLabelText(/Passphrase/);
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('For example: frog maple tulip zebra 47');
  });

  it('puts "Incorrect passphrase" on the field after a 404, announced and tied to it', async () => {
    const seen = recorder();
    server.use(
      http.get(api('/user/passphrase_logins'), async ({ request }) => {
        await seen.record(request);
        return jsonApi({ errors: [{ status: '404', title: 'Not found', detail: 'incorrect passphrase', meta: { error_identifier: 'incorrectPassphrase' } }] }, 404);
      }),
    );
    renderApp();
    const field = await typePassphrase('Frog  Maple 47');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect passphrase');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Incorrect passphrase');
    // Typed as the teacher reads it, sent in the passphrase's own spelling.
    expect(seen.requests.map((r) => r.path)).toEqual([`/user/passphrase_logins?filter[passphrase]=frog-maple-47`]);
  });

  it('says "Invalid passphrase" when the lesson cannot be joined (422)', async () => {
    server.use(
      http.get(api('/user/passphrase_logins'), () => summary('5A')),
      http.post(api('/user/passphrase_logins'), () => jsonApi({ errors: [{ status: '422', detail: 'Invalid passphrase', meta: { error_identifier: 'invalidPassphrase' } }] }, 422)),
    );
    renderApp();
    await typePassphrase('frog-maple-47');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid passphrase');
  });
});

describe('a school that does not use the student app', () => {
  it('says so, and who to ask, when the lesson is refused (403 studentAppNotAllowed)', async () => {
    server.use(
      http.get(api('/user/passphrase_logins'), () =>
        jsonApi({ errors: [{ status: '403', detail: 'Your school does not use the student app.', meta: { error_identifier: 'studentAppNotAllowed' } }] }, 403),
      ),
    );
    renderApp();
    await typePassphrase('frog-maple-47');
    expect((await screen.findByRole('alert')).textContent).toBe('Your school does not use this app. Ask your teacher how to join the lesson.');
  });
});

describe('who are you', () => {
  it('posts the picked student_id with the device key, keeps the token and opens the lesson', async () => {
    const seen = recorder();
    server.use(
      http.get(api('/user/passphrase_logins'), () => summary('5A')),
      http.post(api('/user/passphrase_logins'), async ({ request }) => {
        const body = (await seen.record(request)) as { data: { attributes: Record<string, unknown> } };
        return opened('student_id' in body.data.attributes ? liveJwt() : undefined);
      }),
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument())),
    );
    const events = renderApp();
    await typePassphrase('frog maple 47');
    fireEvent.click(await screen.findByRole('button', { name: 'Bo Pupil' }));
    expect(await screen.findByRole('heading', { name: 'Warm up' })).toBeTruthy();

    const device = localStorage.getItem(DEVICE_KEY);
    expect(device).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen.requests.map((r) => r.body)).toEqual([
      { data: { type: 'passphraseLogins', attributes: { passphrase: 'frog-maple-47', user_token: device } } },
      { data: { type: 'passphraseLogins', attributes: { passphrase: 'frog-maple-47', user_token: device, student_id: '43' } } },
    ]);
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({ lessonId: '7', name: 'Bo Pupil' });
    expect(events.lessonIds).toEqual(['7']);
  });

  it('asks a class-less lesson for a display name', async () => {
    const seen = recorder();
    server.use(
      http.get(api('/user/passphrase_logins'), () => summary(null)),
      http.post(api('/user/passphrase_logins'), async ({ request }) => {
        const body = (await seen.record(request)) as { data: { attributes: Record<string, unknown> } };
        return opened('display_name' in body.data.attributes ? liveJwt() : undefined);
      }),
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument())),
    );
    renderApp();
    await typePassphrase('frog maple 47');
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Type your name.');
    fireEvent.change(screen.getByLabelText(/Your name/), { target: { value: ' Kim ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await screen.findByRole('heading', { name: 'Warm up' });
    expect((seen.requests[1]?.body as { data: { attributes: Record<string, unknown> } }).data.attributes.display_name).toBe('Kim');
  });
});

describe('lesson', () => {
  it('follows the teacher: a step event moves the screen; ended shows the end', async () => {
    storeSession();
    server.use(http.get(api('/lessons/7'), () => jsonApi(lessonDocument())));
    const events = renderApp();
    expect(await screen.findByRole('heading', { name: 'Warm up' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    act(() => events.emit({ type: 'step', data: { activityId: '11', taskId: '21' } }));
    expect(await screen.findByRole('heading', { name: 'How much did you like it?' })).toBeTruthy();
    expect(screen.getByText(/Step 4 of 4/)).toBeTruthy();
    act(() => events.emit({ type: 'ended', data: {} }));
    expect(await screen.findByRole('heading', { name: 'This lesson has ended' })).toBeTruthy();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('plays a content task’s library item with the step, and says when the teacher will show a locked one', async () => {
    storeSession();
    const doc = lessonDocument({ activityId: '11', taskId: '22' });
    const contentTask = (id: string, content: string, position: number) => ({
      type: 'lessonPlanTasks',
      id,
      attributes: { name: `Watch ${id}`, task_type: 'content', position },
      relationships: { activity: { data: { type: 'lessonPlanActivities', id: '11' } }, content: { data: { type: 'contents', id: content } } },
    });
    doc.included = [...(doc.included ?? []), contentTask('22', '50', 1), contentTask('23', '51', 2)];
    const film = { type: 'contents', id: '50', attributes: { name: 'Harbour Lights', content_type: 'video', media_url: '/media/films/harbour.webm', captions_url: '/media/films/harbour.en.vtt', locale: 'en', locked: false } };
    const locked = { type: 'contents', id: '51', attributes: { name: 'The Storm', content_type: 'video', media_url: null, locked: true } };
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(doc)),
      http.get(api('/contents/50'), () => jsonApi({ data: film })),
      http.get(api('/contents/51'), () => jsonApi({ data: locked })),
    );
    const events = renderApp();
    const step = await screen.findByRole('region', { name: 'Watch 22' });
    await waitFor(() => expect(step.querySelector('video')?.getAttribute('src')).toBe('/media/films/harbour.webm'));
    expect(step.querySelector('video')?.getAttribute('aria-label')).toBe('Harbour Lights');
    expect(within(step).getByLabelText('Playback speed')).toBeTruthy();
    act(() => events.emit({ type: 'step', data: { activityId: '11', taskId: '23' } }));
    const next = await screen.findByRole('region', { name: 'Watch 23' });
    expect(await within(next).findByText('Your teacher will show you this one.')).toBeTruthy();
    expect(next.querySelector('video')).toBeNull();
  });

  it('lets a student-paced lesson go back and forth', async () => {
    storeSession();
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument({ pacing: 'student' }))),
      // Each move is told to the teacher's Students grid (released.test.tsx).
      http.post(api('/lessons/7/progress'), () => new HttpResponse(null, { status: 204 })),
    );
    renderApp();
    await screen.findByRole('heading', { name: 'Warm up' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Which animal climbs?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Warm up' })).toBeTruthy();
  });
});

describe('offline answers', () => {
  it('keeps an answer given offline and sends it once on "online", replays included, with one idempotency key', async () => {
    storeSession();
    const stored = new Map<string, { id: string; attributes: Record<string, unknown> }>();
    const posts: Record<string, unknown>[] = [];
    let dropNextResponse = false;
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument({ activityId: '10', taskId: '20' }))),
      http.post(api('/experiences'), async ({ request }) => {
        const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
        posts.push(body.data.attributes);
        const key = String(body.data.attributes.idempotency_key);
        const replay = stored.get(key);
        const record = replay ?? { id: String(100 + stored.size), attributes: body.data.attributes };
        stored.set(key, record);
        if (dropNextResponse) {
          dropNextResponse = false;
          return HttpResponse.error();
        }
        return jsonApi({ data: { type: 'experiences', ...record } }, replay ? 200 : 201);
      }),
    );
    renderApp();
    await screen.findByRole('heading', { name: 'Which animal climbs?' });

    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(screen.getByRole('radio', { name: 'Sloth' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Waiting to send')).toBeTruthy();
    expect(posts).toHaveLength(0);
    const pending = JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}') as Record<string, { idempotencyKey: string; state: string }>;
    const key = pending['7:20']?.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(pending['7:20']?.state).toBe('pending');

    // Back online, but the answer's response is lost on the way: it reached the server, stays pending.
    online = true;
    dropNextResponse = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(await screen.findByText('Waiting to send')).toBeTruthy();

    // The next 'online' resends it with the same key: the server replays (200), nothing new is stored.
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(posts.map((p) => p.idempotency_key)).toEqual([key, key]);
    expect(posts[0]).toMatchObject({ choices: ['0'], verb: 'answered' });
    expect(stored.size).toBe(1);
    expect(JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}')['7:20']).toMatchObject({ state: 'saved', experienceId: '100', idempotencyKey: key });
  });

  it('PATCHes the existing answer after a 409 answerExists, and a change after saving', async () => {
    storeSession();
    const seen = recorder();
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument({ activityId: '11', taskId: '21' }))),
      http.post(api('/experiences'), async ({ request }) => {
        await seen.record(request);
        return jsonApi({ errors: [{ status: '409', detail: 'answer exists', meta: { error_identifier: 'answerExists', existing_id: '55' } }] }, 409);
      }),
      http.patch(api('/experiences/55'), async ({ request }) => {
        const body = (await seen.record(request)) as { data: { attributes: Record<string, unknown> } };
        return jsonApi({ data: { type: 'experiences', id: '55', attributes: body.data.attributes } });
      }),
    );
    renderApp();
    await screen.findByRole('heading', { name: 'How much did you like it?' });
    const scale = screen.getByRole('radiogroup');
    expect(screen.getByText('1 = Not at all')).toBeTruthy();
    fireEvent.click(within(scale).getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    fireEvent.click(within(scale).getByRole('radio', { name: '5' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change answer' }));
    await waitFor(() => expect(seen.requests).toHaveLength(3));
    expect(seen.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /experiences', 'PATCH /experiences/55', 'PATCH /experiences/55']);
    expect(seen.requests.map((r) => (r.body as { data: { attributes: { rating: number } } }).data.attributes.rating)).toEqual([4, 4, 5]);
  });
});

describe('answer kinds', () => {
  it('rates with five labelled stars, in Finnish too', async () => {
    storeSession();
    const seen = recorder();
    server.use(
      http.get(api('/lessons/7'), () => jsonApi(lessonDocument({ activityId: '11', taskId: '21', ratingStyle: 'stars' }))),
      http.post(api('/experiences'), async ({ request }) => {
        const body = (await seen.record(request)) as { data: { attributes: Record<string, unknown> } };
        return jsonApi({ data: { type: 'experiences', id: '1', attributes: body.data.attributes } }, 201);
      }),
    );
    render(<App i18n={createStudentI18n('fi')} subscribe={fakeEvents().subscribe} />);
    await screen.findByRole('heading', { name: 'How much did you like it?' });
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Anna ensin vastaus.');
    expect(seen.requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('radio', { name: '3 tähteä' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lähetä vastaus' }));
    expect(await screen.findByText('Tallennettu')).toBeTruthy();
    expect((seen.requests[0]?.body as { data: { attributes: Record<string, unknown> } }).data).toMatchObject({
      attributes: { verb: 'answered', rating: 3 },
      relationships: { entity: { data: { type: 'lessonPlanTasks', id: '21' } }, lesson: { data: { type: 'lessons', id: '7' } } },
    });
  });
});

describe('launch from the shell', () => {
  it('takes the jwt out of the address, keeps it, and shows who is signed in on the join page', async () => {
    const token = liveJwt('9');
    window.history.replaceState(null, '', `/student?jwt=${token}&lng=en`);
    let authorization: string | null = null;
    server.use(
      http.get(api('/user'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return jsonApi({ data: { type: 'users', id: '9', attributes: { role: 'teacher', first_name: 'Tess', last_name: 'Teacher', email: 't@school.test' } } });
      }),
    );
    renderApp();
    expect(window.location.pathname + window.location.search).toBe('/student?lng=en');
    expect(localStorage.getItem('jwt')).toBe(token);
    expect((await screen.findByTestId('signed-in')).textContent).toBe('Signed in as Tess Teacher');
    expect(authorization).toBe(`Bearer ${token}`);
    expect(screen.getByLabelText(/Passphrase/)).toBeTruthy();
  });
});

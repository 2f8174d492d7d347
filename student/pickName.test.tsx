// @vitest-environment jsdom
/** Who are you (issue 25): shared names numbered, names taken on another device unavailable, a name taken meanwhile said. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, jsonApi, useApiServer } from '../tests/ui/apiServer';
import { App } from './App';
import { createStudentI18n } from './i18n';
import { fakeEvents } from './test/fixtures';

const server = useApiServer();

beforeEach(() => window.history.replaceState(null, '', '/student'));
afterEach(() => cleanup());

const summary = (className: string | null): Response =>
  jsonApi({ data: [{ type: 'passphraseLogins', id: '7', attributes: { passphrase: 'frog-maple-47', lesson_plan_name: 'Rainforest', class_name: className, mode: 'remote', pacing: 'teacher' } }] });

const classList = (): Response =>
  jsonApi(
    {
      data: { type: 'passphraseLogins', id: '7', attributes: { passphrase: 'frog-maple-47' }, relationships: { lessons: { data: [{ type: 'lessons', id: '7' }] } } },
      included: [
        { type: 'users', id: '50', attributes: { first_name: 'Ivy', last_name: 'Brown', taken: false } },
        { type: 'users', id: '44', attributes: { first_name: 'Ivy', last_name: 'Brown', taken: true } },
        { type: 'users', id: '45', attributes: { first_name: 'Bo', last_name: 'Pupil', taken: false } },
      ],
    },
    201,
  );

const taken = (pointer: string): Response =>
  jsonApi({ errors: [{ status: '409', title: 'Conflict', detail: 'This name is already taken on another device.', source: { pointer }, meta: { error_identifier: 'nameTaken' } }] }, 409);

async function join(language: 'en' | 'fi' = 'en'): Promise<void> {
  render(<App i18n={createStudentI18n(language)} subscribe={fakeEvents().subscribe} />);
  fireEvent.change(await screen.findByLabelText(/Passphrase|Tunnuslause/), { target: { value: 'frog maple 47' } });
  fireEvent.click(screen.getAllByRole('button')[0]!);
}

describe('picking a name', () => {
  it('numbers the two Ivy Browns by id and shows the one taken on another device as unavailable', async () => {
    server.use(
      http.get(api('/user/passphrase_logins'), () => summary('5A')),
      http.post(api('/user/passphrase_logins'), async ({ request }) => {
        const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
        return 'student_id' in body.data.attributes ? taken('/data/attributes/student_id') : classList();
      }),
    );
    await join();
    const held = await screen.findByRole('button', { name: /Ivy Brown \(1\)/ });
    expect(held.textContent).toBe('Ivy Brown (1)Taken on another device');
    expect(held.hasAttribute('disabled')).toBe(true);
    const free = screen.getByRole('button', { name: 'Ivy Brown (2)' });
    expect(free.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Bo Pupil' })).toBeTruthy();
    // Taken meanwhile on another device: said in the student's words.
    fireEvent.click(free);
    expect((await screen.findByRole('alert')).textContent).toBe('This name is already taken on another device. Ask your teacher to release it.');
  });

  it('says a guest name is taken, in Finnish too', async () => {
    server.use(
      http.get(api('/user/passphrase_logins'), () => summary(null)),
      http.post(api('/user/passphrase_logins'), async ({ request }) => {
        const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
        return 'display_name' in body.data.attributes ? taken('/data/attributes/display_name') : HttpResponse.json({ data: { type: 'passphraseLogins', id: '7', attributes: {} } }, { status: 201, headers: { 'content-type': 'application/vnd.api+json' } });
      }),
    );
    await join('fi');
    fireEvent.change(await screen.findByLabelText(/Nimesi/), { target: { value: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aloita' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Tämä nimi on jo käytössä toisella laitteella. Pyydä opettajaa vapauttamaan se.');
  });

  it('says a refusal the server gives no words of its own in the student’s language (the errors catalogue), not in English', async () => {
    server.use(
      http.get(api('/user/passphrase_logins'), () => summary(null)),
      http.post(api('/user/passphrase_logins'), async ({ request }) => {
        const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
        return 'display_name' in body.data.attributes
          ? jsonApi({ errors: [{ status: '403', title: 'Forbidden' }] }, 403)
          : HttpResponse.json({ data: { type: 'passphraseLogins', id: '7', attributes: {} } }, { status: 201, headers: { 'content-type': 'application/vnd.api+json' } });
      }),
    );
    await join('fi');
    fireEvent.change(await screen.findByLabelText(/Nimesi/), { target: { value: 'Kim' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aloita' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sinulla ei ole oikeutta nähdä näitä tietoja.');
  });
});

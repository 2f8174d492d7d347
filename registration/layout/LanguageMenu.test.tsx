// @vitest-environment jsdom
/**
 * A signed-in person's language choice is saved on their user, each time it changes what is
 * stored: English, then Finnish, then English again leaves English (their mails follow it).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../tests/ui/apiServer';
import { liveJwt, VIEWER_ID } from '../../tests/ui/wizardTestSupport';
import { TOKEN_KEY } from '../../dataProvider/tokenStore';

const server = useApiServer();
afterEach(cleanup);

/** A server that keeps the user's locale: GET /user shows it, PATCH /users/{id} stores it. */
function accountKeepingLocale(initial: string): string[] {
  let stored = initial;
  const saved: string[] = [];
  localStorage.setItem(TOKEN_KEY, liveJwt());
  server.use(
    http.get(api('/user'), () =>
      jsonApi({
        data: {
          type: 'users',
          id: VIEWER_ID,
          attributes: { first_name: 'Ada', email: 'ada@school.example', role: 'teacher', locale: stored },
          relationships: { organization: { data: null } },
          meta: { user_id: Number(VIEWER_ID), user_type: 'teachers', organization_admin: false },
        },
      }),
    ),
    http.patch(api(`/users/${VIEWER_ID}`), async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: { locale: string } } };
      stored = body.data.attributes.locale;
      saved.push(stored);
      return jsonApi({ data: { type: 'users', id: VIEWER_ID, attributes: { locale: stored } } });
    }),
  );
  return saved;
}

async function choose(language: RegExp, name: string): Promise<void> {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: language }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByText(name));
}

describe('the registration language menu', () => {
  it('saves English again after Finnish was saved', async () => {
    const saved = accountKeepingLocale('en');
    renderScreen('/sign-up/setting-account');
    await choose(/^Language/, 'Suomi');
    await waitFor(() => expect(saved).toEqual(['fi']));
    await choose(/^Kieli/, 'English');
    await waitFor(() => expect(saved).toEqual(['fi', 'en']));
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { api, jsonApi, useApiServer } from '../../../tests/ui/apiServer';
import { SIGN_UP_STORAGE_KEY } from '../../session/SignUpStateProvider';
import { recorder, signedInAs, VIEWER_ID } from '../../../tests/ui/familyTestSupport';

const server = useApiServer();
afterEach(cleanup);

const ALL_OFF = {
  community: false,
  culture: false,
  equality: false,
  health: false,
  technology: false,
  natural_environment: false,
  professions: false,
  learning: false,
  relationship: false,
};

const location = (): string => screen.getByTestId('location').textContent ?? '';
/** The toggle named by its text (role queries are slow on this page). */
const toggle = (name: string): HTMLElement => {
  const button = screen.getByText(name).closest('button');
  if (!button) throw new Error(`no toggle ${name}`);
  return button;
};
const ready = (): Promise<HTMLElement> => screen.findByText('Community');

describe('parent topics', () => {
  it('offers nine labelled toggles that report their pressed state', async () => {
    renderScreen('/sign-up/parent-resources');
    await ready();
    const culture = toggle('Culture');
    expect(culture.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(culture);
    expect(culture.getAttribute('aria-pressed')).toBe('true');
    for (const name of ['Community', 'Equality', 'Health', 'Technology', 'Natural environment', 'Professions', 'Learning', 'Relationships']) {
      expect(toggle(name).getAttribute('aria-pressed')).toBe('false');
    }
  });

  it('saves all nine topics on a signed-in parent and goes on to the children', async () => {
    const rec = recorder();
    server.use(
      signedInAs({ role: 'parent' }),
      http.patch(api(`/users/${VIEWER_ID}`), async ({ request }) => {
        await rec.record(request);
        return jsonApi({ data: { type: 'users', id: VIEWER_ID, attributes: { first_name: 'Pat' } } });
      }),
    );
    renderScreen('/sign-up/parent-resources');
    await ready();
    fireEvent.click(toggle('Health'));
    fireEvent.click(toggle('Natural environment'));
    fireEvent.click(screen.getByText('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/create-children'));
    expect(rec.requests).toHaveLength(1);
    expect(rec.requests[0]?.body).toEqual({
      data: { type: 'users', id: VIEWER_ID, attributes: { preferences: { ...ALL_OFF, health: true, natural_environment: true } } },
    });
  });

  it('keeps the topics for the account step when nobody is signed in', async () => {
    renderScreen('/sign-up/parent-resources');
    await ready();
    fireEvent.click(toggle('Learning'));
    fireEvent.click(screen.getByText('Continue'));
    await waitFor(() => expect(location()).toBe('/sign-up/set-password'));
    const stored = JSON.parse(sessionStorage.getItem(SIGN_UP_STORAGE_KEY) ?? '{}') as Record<string, unknown>;
    expect(stored.signUpType).toBe('parent');
    expect(stored.preferences).toEqual({ ...ALL_OFF, learning: true });
  });

  it('stays and says so when saving fails', async () => {
    server.use(
      signedInAs({ role: 'parent' }),
      http.patch(api(`/users/${VIEWER_ID}`), () => jsonApi({ errors: [{ status: '500', title: 'Oops' }] }, 500)),
    );
    renderScreen('/sign-up/parent-resources');
    await ready();
    fireEvent.click(toggle('Culture'));
    fireEvent.click(screen.getByText('Continue'));
    expect((await screen.findByRole('alert', {}, { timeout: 2000 })).textContent).toMatch(/Something went wrong/);
    expect(location()).toBe('/sign-up/parent-resources');
  });
});

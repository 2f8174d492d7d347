// @vitest-environment jsdom
/**
 * The child's home: a greeting by nickname, their quests, only the items their parent's licence
 * opens (each linking to its page), their favourites; and a menu with nothing but Home and
 * Favourites (no Tutorials, no student app, no admin or library entries).
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResourceDefinitionContextProvider, testDataProvider, type I18nProvider } from 'react-admin';
import { viewerAuthProvider } from '../../tests/ui/chromeHarness';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { viewer } from '../../tests/ui/viewers';
import { ShellMenu } from '../../shell/layout/ShellMenu';
import { apiDouble, contentDoc, favouriteDoc, list, renderWith } from '../library/libraryTestKit';
import { ChildHome } from './ChildHome';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const WAIT = { timeout: 10_000 };
const child = viewer('home_student', [], { organizationId: null, firstName: 'Charlie', record: { id: '42', nickname: 'Chaz' } });

describe('ChildHome', () => {
  it('greets the child by nickname and shows their quests, open items and favourites', async () => {
    const api = apiDouble((call) => {
      if (call.url.startsWith('/users/42/quests'))
        return { status: 200, json: { data: { type: 'quests', id: '42', attributes: { quests: [{ key: 'watchFilms', progress: 1, goal: 5, achieved: false }] } } } };
      if (call.url.startsWith('/contents') && call.url.includes('story_world'))
        return list([contentDoc('1', { name: 'Lighthouse World', content_type: 'story_world' }), contentDoc('2', { name: 'Paid World', content_type: 'story_world', locked: true })]);
      if (call.url.startsWith('/contents')) return list([contentDoc('3', { name: 'Harbour Lights' })]);
      if (call.url.startsWith('/favourites'))
        return { status: 200, json: { data: [favouriteDoc('7', '4')], included: [contentDoc('4', { name: 'Coral Song' })], meta: { total: 1 } } };
      return { status: 404 };
    });
    renderWith(<ChildHome />, { i18n, viewer: child, provider: api.provider, path: '/' });
    expect(await screen.findByRole('heading', { name: 'Hello, Chaz!' }, WAIT)).toBeTruthy();
    expect((await screen.findByRole('progressbar', { name: 'Watch 5 films' }, WAIT)).getAttribute('aria-valuetext')).toBe('1 of 5');
    const worlds = screen.getByRole('region', { name: 'Story worlds' });
    expect((await within(worlds).findByRole('link', { name: 'Lighthouse World' }, WAIT)).getAttribute('href')).toBe('/library/1');
    // Locked items are not offered on the child's home.
    expect(within(worlds).queryByText('Paid World')).toBeNull();
    expect(await within(screen.getByRole('region', { name: 'Films' })).findByRole('link', { name: 'Harbour Lights' }, WAIT)).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'My favourites' })).findByRole('link', { name: 'Coral Song' }, WAIT)).toBeTruthy();
    // Story worlds ask for unlocked items first; films for every filmed type.
    const worldCall = api.calls.find((c) => c.url.startsWith('/contents') && c.url.includes('story_world'));
    expect(worldCall?.url).toContain('sort=locked');
    expect(api.calls.some((c) => c.url.startsWith('/contents') && c.url.includes('filter[content_type]=video,360_video,series'))).toBe(true);
  });

  it("gives the child's menu only Home and Favourites", async () => {
    render(
      <Harness i18nProvider={i18n} authProvider={viewerAuthProvider(child)} dataProvider={testDataProvider()}>
        <ResourceDefinitionContextProvider definitions={{ organizations: { name: 'organizations', hasList: true } }}>
          <ShellMenu />
        </ResourceDefinitionContextProvider>
      </Harness>,
    );
    await screen.findByRole('menuitem', { name: 'Favourites' }, WAIT);
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Dashboard', 'Favourites']);
  });
});

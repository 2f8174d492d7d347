// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import type { Viewer } from '../../authProvider';
import { viewerAuthProvider } from '../../tests/ui/chromeHarness';
import { englishProvider, Harness } from '../../tests/ui/harness';
import { testDataProvider } from 'ra-core';
import { viewer } from '../../tests/ui/viewers';
import { HELP_CENTRE_URL } from './constants';
import { ShellHeader } from './ShellHeader';
import { onPhone } from '../../tests/ui/onPhone';

let i18n: I18nProvider;
beforeAll(async () => {
  i18n = await englishProvider();
});
afterEach(cleanup);

const trialTeacher = viewer('teacher', [], { email: 'teacher@demo.test', isTrialing: true, subscribed: false, daysUntilTrialExpires: 12 });

function renderHeader(who: Viewer, mode = 'development') {
  const authProvider = viewerAuthProvider(who);
  render(
    <Harness i18nProvider={i18n} authProvider={authProvider}>
      <ShellHeader mode={mode} />
    </Harness>,
  );
  return authProvider;
}

describe('ShellHeader', () => {
  it('shows a trialing teacher the email, days left, help centre and the environment', async () => {
    renderHeader(trialTeacher);
    expect(await screen.findByText('teacher@demo.test')).toBeTruthy();
    expect(screen.getByText('12 days left in your trial')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help centre' }).getAttribute('href')).toBe(HELP_CENTRE_URL);
    expect(screen.getByText('DEVELOPMENT ENVIRONMENT')).toBeTruthy();
    // The logo link is named by its visible text (WCAG 2.5.3 label in name).
    expect(screen.getByRole('link', { name: 'Education platform' }).getAttribute('href')).toMatch(/\/$/);
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['English', 'Español', 'Suomi', 'Português']);
  });

  it('saves a language chosen from the menu on the signed-in user', async () => {
    const update = vi.fn(async () => ({ data: { id: trialTeacher.id } }));
    // Its own provider: choosing Finnish must not leave the other tests in Finnish.
    const own = await englishProvider();
    render(
      <Harness i18nProvider={own} authProvider={viewerAuthProvider(trialTeacher)} dataProvider={testDataProvider({ update } as never)}>
        <ShellHeader mode="production" />
      </Harness>,
    );
    await screen.findByText('teacher@demo.test');
    fireEvent.click(screen.getByRole('button', { name: /English/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suomi' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('users', expect.objectContaining({ id: trialTeacher.id, data: { locale: 'fi' } })));
  });

  it('says "day" for one day left and hides the note above 30 days or when subscribed', async () => {
    renderHeader({ ...trialTeacher, daysUntilTrialExpires: 1 });
    expect(await screen.findByText('1 day left in your trial')).toBeTruthy();
    cleanup();
    renderHeader({ ...trialTeacher, daysUntilTrialExpires: 31 });
    await screen.findByText('teacher@demo.test');
    expect(screen.queryByText(/left in your trial/)).toBeNull();
    cleanup();
    renderHeader({ ...trialTeacher, subscribed: true, daysUntilTrialExpires: 5 });
    await screen.findByText('teacher@demo.test');
    expect(screen.queryByText(/left in your trial/)).toBeNull();
  });

  it('gives admins no help-centre link and no trial note; production has no environment label', async () => {
    renderHeader(viewer('admin', ['super_user'], { email: 'admin@demo.test', daysUntilTrialExpires: 3, subscribed: false }), 'production');
    expect(await screen.findByText('admin@demo.test')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Help centre' })).toBeNull();
    expect(screen.queryByText(/left in your trial/)).toBeNull();
    expect(screen.queryByText(/ENVIRONMENT/)).toBeNull();
  });

  it('gives a child no help-centre link', async () => {
    renderHeader(viewer('home_student', [], { email: null, firstName: 'Charlie', organizationId: null }));
    expect(await screen.findByRole('link', { name: /My profile/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Help centre' })).toBeNull();
  });

  it('asks before logging out: No keeps the session, Yes logs out', async () => {
    const auth = renderHeader(trialTeacher);
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Log out')).toBeTruthy();
    expect(within(dialog).getByText('Are you sure you want to log out?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(auth.logout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(auth.logout).toHaveBeenCalled());
  });

  describe('below the tablet width', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('moves email, help centre and logout into a menu and keeps the language menu as a named button', async () => {
      onPhone();
      renderHeader(trialTeacher);
      expect(await screen.findByText('12 days left in your trial')).toBeTruthy();
      expect(screen.queryByText('teacher@demo.test')).toBeNull();
      expect(screen.getByRole('link', { name: 'Education platform' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Language: English' }));
      expect((await screen.findAllByRole('menuitem')).map((m) => m.textContent)).toEqual(['English', 'Español', 'Suomi', 'Português']);
      fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

      fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
      const menu = await screen.findByRole('menu');
      expect(within(menu).getByText('teacher@demo.test')).toBeTruthy();
      expect(within(menu).getByRole('menuitem', { name: 'Help centre' }).getAttribute('href')).toBe(HELP_CENTRE_URL);
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Are you sure you want to log out?')).toBeTruthy();
    });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../tests/ui/renderScreen';
import { useApiServer } from '../../../tests/ui/apiServer';
import { SIGN_UP_STORAGE_KEY } from '../../session/SignUpStateProvider';
import { signedInAs } from '../../../tests/ui/familyTestSupport';
import { sameSitePath } from './DonePage';
import { useLocationAssign } from '../../../tests/ui/wizardTestSupport';

const server = useApiServer();

/** jsdom has no matchMedia: answer max-width queries (MUI's `down`) as a screen `width` px wide would. */
function screenWidth(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return { matches, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };
  };
}

const assign = useLocationAssign();
afterEach(() => {
  cleanup();
});

const takeMe = (): HTMLElement | null => screen.queryByText('Take me to the platform');

describe('done', () => {
  it('tells a teacher on a wide screen to check their email, with the trial and a way in', async () => {
    screenWidth(1280);
    server.use(signedInAs({ role: 'teacher', daysUntilTrialExpires: 14 }));
    sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify({ redirectFinalStep: '/app/lessons' }));
    renderScreen('/sign-up/done');
    expect(await screen.findByText(/start exploring stories, films and lesson plans with your class/)).toBeTruthy();
    expect(screen.getByText('Your free trial has started. Days left: 14.')).toBeTruthy();
    fireEvent.click(takeMe() as HTMLElement);
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/app\/lessons\?jwt=.+/));
  });

  it('uses the parent wording for a parent', async () => {
    screenWidth(1280);
    server.use(signedInAs({ role: 'parent' }));
    renderScreen('/sign-up/done');
    expect(await screen.findByText(/explore stories and activities with your children/)).toBeTruthy();
    expect(screen.queryByText(/lesson plans with your class/)).toBeNull();
    expect(screen.queryByText(/free trial/)).toBeNull();
  });

  it('gives bullets and no way in on a narrow screen', async () => {
    screenWidth(420);
    server.use(signedInAs({ role: 'teacher', daysUntilTrialExpires: 14 }));
    renderScreen('/sign-up/done');
    expect(await screen.findByText('Open the email we have sent you')).toBeTruthy();
    expect(screen.getByText('Sign in on a computer or tablet to start teaching').tagName).toBe('LI');
    expect(screen.queryByText(/lesson plans with your class/)).toBeNull();
    expect(takeMe()).toBeNull();
  });

  it('enters the app only at a path of this site', () => {
    expect(sameSitePath('/app/lessons')).toBe('/app/lessons');
    expect(sameSitePath('//evil.example/x')).toBe('/app/');
    expect(sameSitePath('https://evil.example/')).toBe('/app/');
    expect(sameSitePath(undefined)).toBe('/app/');
  });
});

// The complete screen shares this file: it is the other closing step and needs the same stubs.
describe('complete', () => {
  it('says the sign-up is complete with the trial days left, and continues to done', async () => {
    screenWidth(1280);
    server.use(signedInAs({ role: 'teacher', daysUntilTrialExpires: 30 }));
    renderScreen('/sign-up/complete');
    expect(await screen.findByText('Your sign-up is complete')).toBeTruthy();
    expect(screen.getByText('Days left in your trial: 30')).toBeTruthy();
    fireEvent.click(screen.getByText('Continue'));
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/sign-up/done');
  });
});

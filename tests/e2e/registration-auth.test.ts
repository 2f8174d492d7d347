/**
 * Registration app in Chromium, at desktop and 420 px: a consumer email is kept off the school
 * path with the organisation message and offered the parent path (journey 3, issue 25), and a
 * forgotten password is reset by following the link from the outbox (journey 4).
 */
import { describe, expect, it } from 'vitest';
import { useProduct, DEMO_PASSWORD } from './support/product';
import { linkFromMail } from './support/mailbox';
import { looksRight, openPage, VIEWPORTS, openTakenOver } from './support/journeys';

const product = useProduct();

/** Each size resets a different demo account, so the two runs do not disturb each other. */
const RESET_ACCOUNT = { desktop: 'teacher@demo.test', mobile: 'orgadmin@demo.test' } as const;

describe.each(VIEWPORTS)('registration sign-in screens at $name', (viewport) => {
  it('keeps a consumer email off the school path on the welcome page, offering the parent path instead', async () => {
    const page = await openPage(product.browser, viewport);
    await openTakenOver(page, `${product.url}/welcome`);
    expect(await page.title()).toBe('Registration - Welcome');
    const capture = page.getByRole('form', { name: 'Start your free trial' }).first();
    await capture.getByLabel('Work email').fill('  Ada.Lovelace@GMAIL.com ');
    expect(await capture.getByLabel('Work email').inputValue()).toBe('ada.lovelace@gmail.com');
    await capture.getByRole('button', { name: 'Start free trial' }).click();
    await capture.getByText('Signing up for a school? Please use your organisation email address.').waitFor();
    await capture.getByRole('button', { name: 'Continue as a parent' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/welcome');
    await looksRight(page, 'welcome-consumer-email', viewport);
    await page.close();
  });

  it('resets a forgotten password through the emailed link, then signs in with it', async () => {
    const email = RESET_ACCOUNT[viewport.name];
    const page = await openPage(product.browser, viewport);
    await openTakenOver(page, `${product.url}/sign-in`);
    if (viewport.name === 'mobile') expect(await page.getByTestId('login-photo').isVisible()).toBe(false);
    else expect(await page.getByTestId('login-photo').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The screen is loaded lazily: until its heading shows, 'Email' would find the sign-in form's
    // 'Email or username' and the address would be typed into the screen being left.
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await looksRight(page, 'forgot-password-sent', viewport);

    const link = await linkFromMail(product.url, email, '/change-password?reset_token=');
    await page.goto(link);
    const newPassword = `new-${DEMO_PASSWORD}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await looksRight(page, 'password-changed', viewport);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-one');
    await page.getByLabel('Confirm new password').fill('another-one');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('This reset link is not valid any more').waitFor();

    await openTakenOver(page, `${product.url}/sign-in`);
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // The shell takes the token from the address and keeps it.
    await page.waitForURL((u) => u.pathname.startsWith('/app') && !u.search.includes('jwt='));
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    await page.close();
  });
});

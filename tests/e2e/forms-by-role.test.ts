/**
 * Issue 9, defect 2 in the browser: the users Create form as a school admin and as a parent offers
 * only what they may give, and saves (it used to answer 403 "This field cannot be written").
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, visibleRawKeys } from './support/browser';
import { useProduct } from './support/product';

const product = useProduct();

/** The options of the Role select, opened and closed again. */
async function roleChoices(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: /^Role/ }).click();
  const names = await page.getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

/** Saves and waits for the new user's edit screen; fails with the notification's text otherwise. */
async function saveAndOpen(page: Page): Promise<void> {
  const before = page.url();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (page.url() !== before && /\/app\/users\/\d+/.test(page.url()) ? 'opened' : ((await page.getByRole('alert').allTextContents()).join(' ') || 'waiting')), {
      timeout: 15_000,
    })
    .toBe('opened');
}

describe('creating users by role in Chromium', () => {
  it('a school admin adds a student: only teacher and student are offered, and the save goes through', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await product.signIn(page, 'orgadmin@demo.test');
    await page.goto(`${product.url}/app/users/create`);
    await page.getByLabel(/^First name/).fill('Sam');
    expect(await roleChoices(page)).toEqual(['Teacher', 'Student']);
    expect(await page.getByLabel(/^Permissions/).count()).toBe(0);
    await page.getByRole('combobox', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Student' }).click();
    // The options' menu closes after the pick; the form is looked at once it has gone.
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    const lastName = `Student ${Date.now()}`;
    await page.getByLabel(/^Last name/).fill(lastName);
    await screenshot(page, 'orgadmin-create-student');
    expect(await visibleRawKeys(page)).toEqual([]);
    await saveAndOpen(page);
    // The address changes before the new user's screen is drawn: its title names them, the create form's does not.
    await page.getByRole('heading', { level: 1, name: `User Sam ${lastName}`, exact: true }).waitFor();
    await screenshot(page, 'orgadmin-created-student');

    // Archived, the student opens read-only with Restore; restored, the form is back.
    const id = /\/app\/users\/(\d+)/.exec(page.url())?.[1] ?? '';
    const status = await page.evaluate(async (url) => {
      const res = await fetch(url, { method: 'DELETE', headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` } });
      return res.status;
    }, `${product.url}/api/v1/users/${id}`);
    expect(status).toBe(204);
    await page.goto(`${product.url}/app/users/${id}`);
    await page.getByRole('button', { name: 'Restore' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await screenshot(page, 'orgadmin-archived-student');
    await page.getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    expect(await page.getByRole('button', { name: 'Restore' }).count()).toBe(0);
    await page.close();
  });

  it('a parent adds a child on My children, a home student with a username and password; the users form is not theirs', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await product.signIn(page, 'parent@demo.test');
    await page.goto(`${product.url}/app/my-children`);
    await page.getByRole('button', { name: 'Add a child' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a child' });
    const username = `robin${Date.now()}`;
    await dialog.getByLabel(/^First name/).fill('Robin');
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Password/).fill('child-pass1');
    await dialog.getByLabel(/^Confirm password/).fill('child-pass1');
    await screenshot(page, 'parent-create-child');
    expect(await visibleRawKeys(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`Username: ${username}`).waitFor();
    await screenshot(page, 'parent-created-child');
    // The generated users screens are staff's: a parent typing their address gets the not-found page.
    await page.goto(`${product.url}/app/users/create`);
    await page.waitForURL(/\/app\/404$/);
    await page.close();
  });
});

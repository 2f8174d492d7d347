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
    await page.getByLabel(/^Last name/).fill(`Student ${Date.now()}`);
    await screenshot(page, 'orgadmin-create-student');
    expect(await visibleRawKeys(page)).toEqual([]);
    await saveAndOpen(page);
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

  it('a parent adds a child, a home student with a username and password', async () => {
    const page = await product.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await product.signIn(page, 'parent@demo.test');
    await page.goto(`${product.url}/app/users/create`);
    await page.getByLabel(/^First name/).fill('Robin');
    expect(await roleChoices(page)).toEqual(['Home student']);
    await page.getByLabel(/^Username/).fill(`robin${Date.now()}`);
    await page.getByLabel(/^Password/).fill('child-pass1');
    await page.getByLabel(/^Confirm password/).fill('child-pass1');
    await screenshot(page, 'parent-create-child');
    expect(await visibleRawKeys(page)).toEqual([]);
    await saveAndOpen(page);
    // The child's edit form offers what a parent may change on a child, not a profile of their own.
    await expect.poll(() => page.getByLabel(/^First name/).inputValue()).toBe('Robin');
    expect(await page.getByRole('textbox', { name: /^Email/ }).count()).toBe(0);
    await screenshot(page, 'parent-created-child');
    await page.close();
  });
});

/**
 * A parent's way in (issue 25), in Chromium against the real server at 1280 and 420 px:
 * 1. a parent types a free address (gmail) into the welcome page's capture, is offered the parent
 *    path instead of being refused, signs up with one child, confirms the address from the
 *    mailbox and signs in to their account: with the mouse at 1280 px, with the keyboard alone at
 *    420 px;
 * 2. the sign-in page offers a school's and a parent's sign-up; the parent's is reached by keyboard;
 * 3. the welcome page, its personal-address notice and the sign-in page in every language of the
 *    registration app: no raw key, no English left, nothing wider than the screen, axe clean.
 * axe finds no critical or serious problem on any of these screens.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct } from './support/product';
import { confirmAndSignIn } from './support/mailbox';
import { freshEmail, looksRight, openPage, tickConsents, VIEWPORTS, type Viewport, openTakenOver } from './support/journeys';
import { axeFindings, describeFindings } from './support/axe';
import { contextIn, englishOnly, problems } from './support/languages';
import { animationsDone, screenshot } from './support/browser';
import { registrationEn } from '../../i18n/registration/en';
import { registrationFi } from '../../i18n/registration/fi';
import { registrationPt } from '../../i18n/registration/pt';
import { registrationEs } from '../../i18n/registration/es';
import { registrationSv } from '../../i18n/registration/sv';
import { registrationRu } from '../../i18n/registration/ru';

const product = useProduct();
const PASSWORD = 'sunflower42';
const CHILD_PASSWORD = 'kidpass1';
const LANGUAGES = { en: registrationEn, fi: registrationFi, pt: registrationPt, es: registrationEs, sv: registrationSv, ru: registrationRu };
const EVERY_LANGUAGE_TIMEOUT_MS = 300_000;

/**
 * axe's critical and serious findings (the page keeps the app's CSP), once transitions have
 * ended (a button just enabled fades to its colours).
 */
async function accessibilityFindings(page: Page): Promise<string> {
  await animationsDone(page);
  return describeFindings(await axeFindings(page));
}

/** The accessible name a keyboard user hears on the focused element: its label, aria-label or text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled) return labelled.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
    if (el instanceof HTMLInputElement && el.labels?.[0]) return (el.labels[0].textContent ?? '').trim();
    return (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });
}

/** Presses Tab until the focused element's name matches, as a keyboard user moves through a page. */
async function tabTo(page: Page, name: RegExp, presses = 60): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (name.test(await focusedName(page))) return;
  }
  throw new Error(`Tab never reached ${name} (last: "${await focusedName(page)}")`);
}

async function typeInto(page: Page, name: RegExp, text: string): Promise<void> {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** Welcome page to the parent's topics, through the personal-address notice. */
async function welcomeToTopics(page: Page, email: string, viewport: Viewport): Promise<void> {
  await openTakenOver(page, `${product.url}/welcome`);
  const hero = page.getByRole('form', { name: 'Start your free trial' });
  await hero.getByText('Parent or carer?').waitFor();
  await looksRight(page, 'welcome-parent-way-in', viewport);
  expect(await accessibilityFindings(page)).toBe('');
  if (viewport.name === 'mobile') {
    await typeInto(page, /^Work email/, email);
    await page.keyboard.press('Enter');
  } else {
    await hero.getByLabel('Work email').fill(email);
    await hero.getByRole('button', { name: 'Start free trial' }).click();
  }
  // Not refused: the address is offered the parent path; the school path still wants an organisation address.
  await hero.getByText(`${email} is a personal email address.`).waitFor();
  await hero.getByText('Signing up for a school? Please use your organisation email address.').waitFor();
  expect(new URL(page.url()).pathname).toBe('/welcome');
  await looksRight(page, 'welcome-personal-email', viewport);
  expect(await accessibilityFindings(page)).toBe('');
  if (viewport.name === 'mobile') {
    await tabTo(page, /^Continue as a parent$/);
    await page.keyboard.press('Enter');
  } else {
    await hero.getByRole('button', { name: 'Continue as a parent' }).click();
  }
  await page.waitForURL('**/sign-up/parent-resources');
}

async function topicsToAccount(page: Page, email: string, viewport: Viewport): Promise<void> {
  await page.getByRole('button', { name: 'Health' }).waitFor();
  // The parent path's progress bar: step 2 of 4 (topics), as from the organisation-type question.
  expect(await page.locator('[aria-current="step"]').textContent()).toContain('Step 2: current step');
  if (viewport.name === 'mobile') {
    await tabTo(page, /^Health$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Continue$/);
    await page.keyboard.press('Enter');
  } else {
    await page.getByRole('button', { name: 'Health' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
  }
  await page.waitForURL('**/sign-up/set-password');
  // The address typed on the welcome page is the account's, free address and all.
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  if (viewport.name === 'mobile') {
    await typeInto(page, /^First name/, 'Pat');
    await typeInto(page, /^Last name/, 'Parent');
    await typeInto(page, /^Password/, PASSWORD);
    await typeInto(page, /^Confirm password/, PASSWORD);
    // A parent ticks two boxes: the terms and the privacy policy (no trial, so no trial terms).
    await tabTo(page, /^I agree to the terms of service/);
    await page.keyboard.press('Space');
    await tabTo(page, /^I agree to the privacy policy/);
    await page.keyboard.press('Space');
    expect(await accessibilityFindings(page)).toBe('');
    await tabTo(page, /^Create account$/);
    await page.keyboard.press('Enter');
  } else {
    await page.getByLabel('First name').fill('Pat');
    await page.getByLabel('Last name').fill('Parent');
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    expect(await page.getByLabel(/^I agree to the/).count()).toBe(2);
    await tickConsents(page);
    expect(await accessibilityFindings(page)).toBe('');
    await page.getByRole('button', { name: 'Create account' }).click();
  }
}

async function addChild(page: Page, username: string, viewport: Viewport): Promise<void> {
  await page.waitForURL('**/sign-up/create-children');
  const child = page.getByRole('group', { name: 'Child 1' });
  await child.getByLabel('First name').waitFor();
  if (viewport.name === 'mobile') {
    await typeInto(page, /^First name/, 'Alex');
    await typeInto(page, /^Username/, username);
    await typeInto(page, /^Password/, CHILD_PASSWORD);
    await typeInto(page, /^Confirm password/, CHILD_PASSWORD);
    await tabTo(page, /^Create accounts$/);
    await page.keyboard.press('Enter');
  } else {
    await child.getByLabel('First name').fill('Alex');
    await child.getByLabel('Username').fill(username);
    await child.getByLabel(/^Password/).fill(CHILD_PASSWORD);
    await child.getByLabel(/^Confirm password/).fill(CHILD_PASSWORD);
    await page.getByRole('button', { name: 'Create accounts' }).click();
  }
  await page.waitForURL('**/sign-up/done');
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
}

describe.each(VIEWPORTS)('a parent’s way in at $name', (viewport) => {
  it('a parent signs up from the welcome page with a free address and ends in their own account', async () => {
    const email = freshEmail('pat', viewport, 'gmail.com');
    const username = `alex-${viewport.name}-${Date.now()}`;
    const page = await openPage(product.browser, viewport);
    await welcomeToTopics(page, email, viewport);
    await topicsToAccount(page, email, viewport);
    await addChild(page, username, viewport);
    await looksRight(page, 'done-parent-from-welcome', viewport);
    expect(await accessibilityFindings(page)).toBe('');

    // Their account: confirmed from the mailbox, then signed in to, with their child in it.
    await confirmAndSignIn(page, product.url, email, PASSWORD);
    await page.getByRole('heading', { name: 'Your children' }).waitFor();
    await page.getByText('Alex').first().waitFor();
    await looksRight(page, 'parent-account-from-welcome', viewport);
    await page.close();
  });

  it('the sign-in page offers a school’s and a parent’s sign-up; the parent’s leads onto the parent path by keyboard', async () => {
    const page = await openPage(product.browser, viewport);
    await openTakenOver(page, `${product.url}/sign-in`);
    const newHere = page.getByRole('region', { name: 'New here?' });
    expect(await newHere.getByRole('link', { name: 'Sign up as a teacher or school' }).getAttribute('href')).toBe('/welcome');
    await newHere.getByRole('link', { name: 'Sign up as a parent' }).waitFor();
    await looksRight(page, 'sign-in-ways-in', viewport);
    expect(await accessibilityFindings(page)).toBe('');
    await tabTo(page, /^Sign up as a parent$/);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/sign-up/parent-resources');
    await page.getByRole('heading', { name: 'What would you like your children to explore?' }).waitFor();
    await looksRight(page, 'parent-resources-from-sign-in', viewport);
    expect(await accessibilityFindings(page)).toBe('');
    await page.close();
  });
});

describe('a parent’s way in, in every language of the registration app', () => {
  it('reads in each language at both widths, fits the screen and passes axe', async () => {
    const found: string[] = [];
    for (const [language, catalogue] of Object.entries(LANGUAGES)) {
      const english = englishOnly(registrationEn, catalogue, language);
      for (const viewport of VIEWPORTS) {
        const context = await contextIn(product.browser, language, undefined, { viewport: { width: viewport.width, height: viewport.height } });
        const page = await context.newPage();
        const check = async (name: string): Promise<void> => {
          await page.waitForLoadState('networkidle');
          await screenshot(page, `registration-${name}-${language}-${viewport.name}`);
          const where = `${language} ${viewport.name} ${name}`;
          if (language !== 'en') found.push(...(await problems(page, where, english)));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 0) found.push(`${where}: ${overflow} px wider than the screen`);
          const axe = await accessibilityFindings(page);
          if (axe) found.push(`${where}: axe\n${axe}`);
        };
        await openTakenOver(page, `${product.url}/welcome`);
        const hero = page.locator('form').first();
        await hero.locator('button[type="button"]').waitFor();
        await check('welcome-parent');
        await hero.locator('input[type="email"]').fill('sam.parent@gmail.com');
        await hero.locator('button[type="submit"]').click();
        await hero.locator('[role="status"] button').waitFor();
        await check('welcome-personal-email');
        await openTakenOver(page, `${product.url}/sign-in`);
        await page.locator('#sign-in-no-account').waitFor();
        await check('sign-in-parent');
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, EVERY_LANGUAGE_TIMEOUT_MS);
});

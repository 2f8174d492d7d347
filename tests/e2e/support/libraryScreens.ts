/**
 * What the teacher-library journeys share (issue 10): a signed-in page per screen size, the look
 * at every screen (screenshot, no raw i18n key of the shell's or the library pages' catalogues,
 * nothing wider than the window, no critical or serious axe finding, in the states only a journey
 * reaches: filled editors, open dialogs) and reading the API as a signed-in viewer, the way a
 * client would check what the pages did.
 */
import { expect } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { axeFindings, describeFindings } from './axe';
import { animationsDone, screenshot, visibleRawKeys } from './browser';
import type { Viewport } from './journeys';
import type { Product } from './product';

/** The library pages' catalogues, which `visibleRawKeys` does not know. */
const LIBRARY_KEY = /\b(?:library|collectionsPage|lessonPlansPage|favorite|actions)\.[a-zA-Z_]+(?:\.[a-zA-Z_]+)*\b/g;

/** A page of this size signed in as `email`; the console's CSP (script-src 'self') is bypassed for the injected axe script. */
export async function signedInPage(product: Product, viewport: Viewport, email: string, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await product.browser.newPage({ ...options, viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });
  await product.signIn(page, email);
  return page;
}

/** Screenshot plus what a person would notice (an untranslated key, a page wider than the screen) and what axe-core finds. */
export async function looksRight(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  await screenshot(page, name);
  const text = await page.locator('body').innerText();
  const raw = [...(await visibleRawKeys(page)), ...[...text.matchAll(LIBRARY_KEY)].map((m) => m[0])];
  expect(raw, `raw i18n keys on ${name}`).toEqual([]);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
  expect(scrollWidth, `${name} is wider than the ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
  expect(describeFindings(await axeFindings(page)), `axe on ${name}`).toBe('');
}

/** The signed-in viewer's token, as the console keeps it. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('jwt'));
  if (!token) throw new Error('no token in the page: not signed in');
  return token;
}

export interface ApiRecord {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | { id: string }[] | null }>;
}

/** `GET /api/v1/{path}` as the token's viewer: the document's data. */
export async function apiGet<T extends ApiRecord | ApiRecord[]>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.api+json' } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Adds a multiple-choice task named `name` with `choices` under an activity of the open plan
 * editor, as its author does: the type brings empty choices to fill, and more are added when none
 * is left. Returns the task's card.
 */
export async function addChoiceTask(page: Page, activity: Locator, activityName: string, name: string, choices: readonly string[]): Promise<Locator> {
  await activity.getByRole('button', { name: `Add task to ${activityName}` }).click();
  await activity.getByRole('article', { name: 'Task 1', exact: true }).getByRole('textbox', { name: /^Name/ }).fill(name);
  const task = activity.getByRole('article', { name: `Task 1: ${name}`, exact: true });
  await task.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Multiple choice' }).click();
  const group = task.getByRole('group', { name: 'Choices' });
  for (const [i, text] of choices.entries()) {
    const choice = group.getByRole('textbox', { name: `Choice ${i + 1}`, exact: true });
    if ((await choice.count()) === 0) await group.getByRole('button', { name: 'Add choice' }).click();
    await choice.fill(text);
  }
  return task;
}

/**
 * A lesson plan built in the editor by the signed-in teacher on `page`: one activity (`Warm-up`)
 * with one quiz task, a multiple-choice task whose first choice is ticked correct; waits for the
 * auto-save. Answers the plan's id.
 */
export async function buildQuizPlan(page: Page, baseUrl: string, planName: string, question: string, choices: readonly string[]): Promise<string> {
  const patient = { timeout: 20_000 };
  await page.goto(`${baseUrl}/app/lesson-plans/new`);
  await page.getByRole('region', { name: 'Plan details' }).getByRole('textbox', { name: /^Name/ }).fill(planName);
  await page.waitForURL(/\/app\/lesson-plans\/\d+$/, patient);
  await page.getByRole('button', { name: 'Add activity' }).click();
  await page.getByRole('article', { name: 'Activity 1', exact: true }).getByRole('textbox', { name: /^Name/ }).fill('Warm-up');
  const activity = page.getByRole('article', { name: 'Activity 1: Warm-up', exact: true });
  const task = await addChoiceTask(page, activity, 'Warm-up', question, choices);
  await task.getByRole('checkbox', { name: 'Choice 1 is correct' }).check();
  await expect.poll(() => page.getByRole('status', { name: 'Auto-save' }).textContent(), patient).toBe('Saved');
  return new URL(page.url()).pathname.split('/').pop()!;
}

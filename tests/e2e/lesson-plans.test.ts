/**
 * Issue 10, browser journey 2, at 1280 px and at the seed's 420 px: a subscribed teacher builds a
 * lesson plan with two activities and a multiple-choice task (auto-saved), moves an activity with
 * the keyboard alone (focus on Move down, Enter), finds the new order kept after a reload, and
 * duplicates the plan from the library: the copy opens under the copy marker, in the same order;
 * then, taught, the plan's lesson fits the Lessons list: nothing wider than the window (not even
 * inside a scrolling box) and its End button on screen without scrolling.
 * Screenshots land in test-results/screenshots as `lesson-plans-*`.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiAs } from './support/api';
import { VIEWPORTS, type Viewport } from './support/journeys';
import { addChoiceTask, looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();

/** The demo's subscribed teacher (server/db/seed/demo.ts DEMO_ACCOUNTS): lesson plans are for subscribers. */
const TEACHER = 'subscribed@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const FIRST = 'Warm-up';
const SECOND = 'Story circle';

/** Waits until auto-save says everything is written (it says "Saving…" from the moment of a change). */
async function saved(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('status', { name: 'Auto-save' }).textContent(), PATIENT).toBe('Saved');
}

/** The activities' headings, in the order on screen. */
async function activityOrder(page: Page): Promise<string[]> {
  const section = page.getByRole('region', { name: 'Activities', exact: true });
  return section.getByRole('heading', { level: 3 }).allTextContents();
}

async function addActivity(page: Page, name: string, position: number): Promise<Locator> {
  await page.getByRole('button', { name: 'Add activity' }).click();
  const activity = page.getByRole('article', { name: `Activity ${position}`, exact: true });
  // The new activity's name field takes the focus.
  await activity.getByRole('textbox', { name: /^Name/ }).fill(name);
  // Named, the activity's heading (and so its name) says so.
  const named = page.getByRole('article', { name: `Activity ${position}: ${name}`, exact: true });
  await named.getByRole('textbox', { name: /^Duration/ }).fill('10');
  return named;
}

/** Elements of the page's main area reaching past the window's right edge, hidden in a scrolling box or not. */
async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('main *')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.right > width + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().right)} px`);
  });
}

/** A lesson of the plan (as Teach starts one), then the Lessons list as the teacher sees it. */
async function lessonsListFits(page: Page, viewport: Viewport, planPath: string, planName: string): Promise<void> {
  const api = await apiAs(product.url, TEACHER);
  const [klass] = await api.list('/classes?page[size]=1');
  const planId = planPath.split('/').pop()!;
  const lesson = await api.create('/lessons', 'lessons', { mode: 'remote', pacing: 'teacher' }, { lesson_plan: { type: 'lessonPlans', id: planId }, class: { type: 'classes', id: klass!.id } });
  try {
    await page.goto(`${product.url}/app/lessons?state=active`);
    const end = page.getByRole('button', { name: `End: ${planName}` });
    await end.waitFor(PATIENT);
    await looksRight(page, `lesson-plans-lessons-${viewport.name}`);
    expect(await pastTheRightEdge(page), `the lessons list at ${viewport.width} px`).toEqual([]);
    const box = await end.boundingBox();
    expect(box, 'End is laid out').not.toBeNull();
    expect(box!.x + box!.width, 'End within the window width').toBeLessThanOrEqual(viewport.width);
    expect(box!.y + box!.height, 'End on the first screen').toBeLessThanOrEqual(viewport.height);
    // The passphrase reads whole, on one line.
    const passphrase = page.getByText(String(lesson.attributes?.passphrase), { exact: true }).first();
    // Its text's line boxes, not its element's height (a table cell is as tall as its row).
    const lineTops = await passphrase.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      return new Set([...text.getClientRects()].map((box) => Math.round(box.top))).size;
    });
    expect(lineTops, 'the passphrase on one line').toBe(1);
  } finally {
    await api.call('PATCH', `/lessons/${lesson.id}`, { data: { type: 'lessons', id: lesson.id, attributes: { state: 'ended' } } });
  }
}

async function journey(viewport: Viewport): Promise<void> {
  const shot = (step: string): string => `lesson-plans-${step}-${viewport.name}`;
  const planName = `Lighthouse lesson ${viewport.name} ${Date.now()}`;
  const page = await signedInPage(product, viewport, TEACHER);

  // 1. A new plan, saved as soon as it has a name.
  await page.goto(`${product.url}/app/lesson-plans/new`);
  const details = page.getByRole('region', { name: 'Plan details' });
  await details.getByRole('textbox', { name: /^Name/ }).fill(planName);
  await page.waitForURL(/\/app\/lesson-plans\/\d+$/, PATIENT);
  const planPath = new URL(page.url()).pathname;

  // 2. Two activities; a multiple-choice task under the first.
  const first = await addActivity(page, FIRST, 1);
  await addChoiceTask(page, first, FIRST, 'Which light?', ['The lamp', 'The lens']);
  await addActivity(page, SECOND, 2);
  await saved(page);
  expect(await activityOrder(page)).toEqual([`Activity 1: ${FIRST}`, `Activity 2: ${SECOND}`]);
  await looksRight(page, shot('editor'));

  // 3. Re-ordered with the keyboard: focus on "Move Warm-up down", Enter. The focus stays on it.
  const moveDown = page.getByRole('button', { name: `Move ${FIRST} down` });
  await moveDown.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => activityOrder(page)).toEqual([`Activity 1: ${SECOND}`, `Activity 2: ${FIRST}`]);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Move ${FIRST} down`);
  await saved(page);
  await page.reload();
  await expect.poll(() => activityOrder(page), PATIENT).toEqual([`Activity 1: ${SECOND}`, `Activity 2: ${FIRST}`]);
  // The task came back with its activity, still a multiple-choice task with its choices.
  const reloadedTask = page.getByRole('article', { name: `Activity 2: ${FIRST}` }).getByRole('article', { name: 'Task 1: Which light?' });
  expect(await reloadedTask.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Multiple choice');
  expect(await reloadedTask.getByRole('textbox', { name: 'Choice 2' }).inputValue()).toBe('The lens');
  await looksRight(page, shot('reordered'));

  // 4. Duplicated from "My lesson plans": the copy opens, named with the copy marker.
  await page.getByRole('link', { name: 'Back to lesson plans' }).click();
  await page.getByRole('tab', { name: 'My lesson plans' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(planName);
  const duplicate = page.getByRole('button', { name: `Duplicate: ${planName}` });
  await duplicate.waitFor(PATIENT);
  // The search applies after a pause: until then the whole tab is listed (this plan's card among
  // them), and the look and the click would be at a list about to be redrawn. The name is unique.
  await expect.poll(() => page.getByRole('button', { name: /^(Share with my school|Stop sharing): / }).count(), PATIENT).toBe(1);
  await looksRight(page, shot('library'));
  await duplicate.click();
  await page.waitForURL((url) => /\/app\/lesson-plans\/\d+$/.test(url.pathname) && url.pathname !== planPath, PATIENT);
  await page.getByText('Lesson plan duplicated. This copy is yours to edit.').waitFor(PATIENT);
  await expect.poll(() => details.getByRole('textbox', { name: /^Name/ }).inputValue(), PATIENT).toBe(`Copy of ${planName}`);
  await expect.poll(() => activityOrder(page)).toEqual([`Activity 1: ${SECOND}`, `Activity 2: ${FIRST}`]);
  await looksRight(page, shot('copy'));

  // 5. Taught: its lesson in the Lessons list, whole at this width.
  await lessonsListFits(page, viewport, planPath, planName);
  await page.close();
}

describe('lesson plans in Chromium: build, re-order with the keyboard, duplicate', () => {
  for (const viewport of VIEWPORTS) {
    it(`a subscribed teacher at ${viewport.width} px`, () => journey(viewport));
  }
});

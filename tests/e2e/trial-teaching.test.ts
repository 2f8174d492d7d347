/**
 * Issue 25 in Chromium at 1280 and 420 px: teachers on a trial — a Riverside Academy teacher on
 * the webinar's 30-day full trial and `teacher@demo.test` on Northfield's 15-day trial — open
 * Lesson plans from the menu, build a plan with an activity and a task, share it with their
 * school, duplicate a colleague's shared plan and start a lesson for their class; a teacher whose
 * school holds no licence finds the entry locked, and its address says why and offers a webinar,
 * never a 404. Each screen is looked at (screenshot, raw keys, width, axe: no critical or serious
 * finding). Screenshots land in test-results/screenshots as `trial-teaching-*`.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiAs, type Api } from './support/api';
import { DEMO_PASSWORD } from './support/server';
import { VIEWPORTS, type Viewport } from './support/journeys';
import { addChoiceTask, looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const PATIENT = { timeout: 20_000 } as const;

/** Generated demo teachers (server/db/seed/demo.ts: every tenth user, schools in turn): the 10th and 40th are Riverside Academy's, on the full trial. */
const TEACHERS = [
  { who: 'webinar-trial', email: 'teacher0010@demo.test', colleague: 'teacher0040@demo.test', licence: 'full_trial' },
  { who: '15-day-trial', email: 'teacher@demo.test', colleague: null, licence: 'trial' },
] as const;
type Teacher = (typeof TEACHERS)[number];

/** The plan a colleague shared with the school: the demo's own (Northfield), or one made for the test. */
async function colleaguesPlan(teacher: Teacher, viewport: Viewport): Promise<string> {
  if (teacher.colleague === null) {
    const mine = await apiAs(product.url, teacher.email);
    const me = (await mine.call('GET', '/user')).json.data as { id: string };
    const shared = await mine.list('/lesson_plans?filter[shared_with_school]=true');
    const theirs = shared.find((p) => (p.relationships?.author?.data as { id: string } | null | undefined)?.id !== me.id);
    if (!theirs) throw new Error('the demo teacher has no colleague’s shared plan');
    return String(theirs.attributes?.name);
  }
  const colleague = await apiAs(product.url, teacher.colleague);
  const name = `Harbour walk ${viewport.name}`;
  await colleague.create('/lesson_plans', 'lessonPlans', { name, shared_with_school: true });
  return name;
}

async function licenceOf(api: Api): Promise<unknown> {
  const viewer = await api.call('GET', '/user');
  return (viewer.json.data as { meta?: Record<string, unknown> }).meta?.license_type;
}

async function saved(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('status', { name: 'Auto-save' }).textContent(), PATIENT).toBe('Saved');
}

/** A new plan from the library's button: a name, an activity, a multiple-choice task; auto-saved. */
async function buildPlan(page: Page, planName: string): Promise<string> {
  await page.getByRole('link', { name: 'New lesson plan' }).click();
  await page.getByRole('region', { name: 'Plan details' }).getByRole('textbox', { name: /^Name/ }).fill(planName);
  await page.waitForURL(/\/app\/lesson-plans\/\d+$/, PATIENT);
  await page.getByRole('button', { name: 'Add activity' }).click();
  await page.getByRole('article', { name: 'Activity 1', exact: true }).getByRole('textbox', { name: /^Name/ }).fill('Warm-up');
  const activity = page.getByRole('article', { name: 'Activity 1: Warm-up', exact: true });
  await activity.getByRole('textbox', { name: /^Duration/ }).fill('10');
  await addChoiceTask(page, activity, 'Warm-up', 'Which light?', ['The lamp', 'The lens']);
  await saved(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The library, searched by name in one tab. */
async function findInLibrary(page: Page, tab: string, planName: string): Promise<void> {
  await page.getByRole('link', { name: 'Back to lesson plans' }).click();
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(planName);
  // The search applies after a pause: until then the whole tab is listed, and a click on a card
  // that the search then redraws can be lost. The plan's name is unique, so one card remains.
  const cardActions = page.getByRole('button', { name: /^(Share with my school|Stop sharing): / });
  await expect.poll(() => cardActions.count(), PATIENT).toBe(1);
}

async function journey(teacher: Teacher, viewport: Viewport): Promise<void> {
  const shot = (step: string): string => `trial-teaching-${teacher.who}-${step}-${viewport.name}`;
  const api = await apiAs(product.url, teacher.email);
  expect(await licenceOf(api), `${teacher.email}'s school's licence`).toBe(teacher.licence);
  const theirs = await colleaguesPlan(teacher, viewport);
  const planName = `Lighthouse ${teacher.who} ${viewport.name} ${Date.now()}`;
  const page = await signedInPage(product, viewport, teacher.email);

  // 1. Lesson plans from the menu (at 420 px behind the menu button), open to a trial.
  if (viewport.width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
  const entry = page.getByRole('menuitem', { name: 'Lesson plans' });
  expect(await entry.getAttribute('aria-describedby'), 'no lock on the entry').toBeNull();
  await entry.click();
  await page.waitForURL(/\/app\/lesson-plans$/);
  await page.getByRole('tab', { name: 'Product lesson plans' }).waitFor(PATIENT);
  // At 420 px the menu is a modal drawer that starts closing only once the address has changed:
  // until it has gone it keeps #root aria-hidden (axe: aria-hidden-focus) and covers the page.
  if (viewport.width < 600) await entry.waitFor({ state: 'hidden', ...PATIENT });
  await looksRight(page, shot('library'));

  // 2. A plan with an activity and a multiple-choice task.
  const planId = await buildPlan(page, planName);
  await looksRight(page, shot('editor'));

  // 3. Shared with the school from My lesson plans.
  await findInLibrary(page, 'My lesson plans', planName);
  await page.getByRole('button', { name: `Share with my school: ${planName}` }).click();
  await page.getByRole('button', { name: `Stop sharing: ${planName}` }).waitFor(PATIENT);
  await looksRight(page, shot('shared'));

  // 4. A colleague's shared plan, duplicated: the copy opens, theirs to edit.
  await page.getByRole('tab', { name: 'School lesson plans' }).click();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(theirs);
  await page.getByRole('button', { name: `Duplicate: ${theirs}` }).click();
  await page.getByText('Lesson plan duplicated. This copy is yours to edit.').waitFor(PATIENT);
  await expect.poll(() => page.getByRole('region', { name: 'Plan details' }).getByRole('textbox', { name: /^Name/ }).inputValue(), PATIENT).toBe(`Copy of ${theirs}`);

  // 5. Taught to their class: Teach on their own plan, a class, Start lesson; the lesson opens.
  await page.goto(`${product.url}/app/lesson-plans/${planId}`);
  await page.getByRole('button', { name: `Teach: ${planName}` }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: /^Class/ }).click();
  await page.getByRole('option').first().click();
  // The class list is a menu of its own, closing after the pick: until it has gone it keeps the
  // dialog aria-hidden behind it, and the look would be at that state, not the dialog's.
  await page.getByRole('listbox').waitFor({ state: 'hidden', ...PATIENT });
  await looksRight(page, shot('start'));
  await dialog.getByRole('button', { name: 'Start lesson' }).click();
  await page.waitForURL(/\/app\/lessons\/\d+/, PATIENT);
  const lessonId = new URL(page.url()).pathname.split('/').pop()!;
  // The lesson's own page, not the start dialog (whose title names the plan too): the router
  // keeps the plan's page and its dialog on screen until the lesson's page has loaded.
  await page.getByRole('heading', { level: 1, name: planName, exact: true }).waitFor(PATIENT);
  await dialog.waitFor({ state: 'detached', ...PATIENT });
  await looksRight(page, shot('lesson'));
  const lesson = await api.call('GET', `/lessons/${lessonId}`);
  expect((lesson.json.data as { attributes?: Record<string, unknown> }).attributes?.state).toBe('active');
  await api.call('PATCH', `/lessons/${lessonId}`, { data: { type: 'lessons', id: lessonId, attributes: { state: 'ended' } } });
  await page.close();
}

/** A teacher of a school with no licence at all, made by the super user (the demo's lapsed teacher cannot sign in). */
async function unlicensedTeacher(): Promise<string> {
  const admin = await apiAs(product.url, 'admin@demo.test');
  const school = await admin.create('/organizations', 'organizations', { name: 'Lockside Primary School', country: 'gb' });
  const email = 'lena.lockside@lockside.sch.test';
  await admin.create('/users', 'users', { first_name: 'Lena', last_name: 'Lockside', email, role: 'teacher', job_role: 'teacher', password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD }, {
    organization: { type: 'organizations', id: school.id },
  });
  return email;
}

describe('teachers on a trial build, share, duplicate and teach lesson plans (issue 25)', () => {
  for (const teacher of TEACHERS)
    for (const viewport of VIEWPORTS) it(`a teacher on the ${teacher.who} at ${viewport.width} px`, () => journey(teacher, viewport));

  it('a teacher without a live licence finds Lesson plans locked: the entry says why, its address offers a webinar, never a 404', async () => {
    const email = await unlicensedTeacher();
    for (const viewport of VIEWPORTS) {
      const page = await signedInPage(product, viewport, email);
      if (viewport.width < 600) await page.getByRole('button', { name: 'Open menu' }).click();
      const entry = page.getByRole('menuitem', { name: 'Lesson plans' });
      const reason = page.locator(`[id="${await entry.getAttribute('aria-describedby')}"]`);
      expect(await reason.textContent()).toBe('Opens with your school’s trial or subscription, and your school has none running now.');
      await entry.click();
      await page.waitForURL(/\/app\/lesson-plans$/);
      await page.getByRole('heading', { level: 2, name: 'This page is locked' }).waitFor(PATIENT);
      // At 420 px the menu drawer closes after the address changes: looked at once it has gone.
      if (viewport.width < 600) await entry.waitFor({ state: 'hidden', ...PATIENT });
      expect(await page.getByRole('link', { name: 'Book a webinar' }).getAttribute('href')).toMatch(/^\/meetings\/\d+\/register$/);
      await looksRight(page, `trial-teaching-locked-${viewport.name}`);
      // Any address under it says the same; the API refuses what the page would have done.
      await page.goto(`${product.url}/app/lessons`);
      await page.getByRole('heading', { level: 2, name: 'This page is locked' }).waitFor(PATIENT);
      expect(new URL(page.url()).pathname).toBe('/app/lessons');
      await page.close();
    }
    const refused = await (await apiAs(product.url, email)).call('POST', '/lesson_plans', { data: { type: 'lessonPlans', attributes: { name: 'Not yet' } } });
    expect(refused.status).toBe(403);
  });
});

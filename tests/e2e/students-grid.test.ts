/**
 * Issue 25's Students grid in Chromium: `teacher@demo.test` (Northfield, on a trial) starts a
 * student-paced lesson for a class of two; the grid lists both as not joined; two students at
 * 420 px, each in their own browser context, join by the address, move and answer; the grid shows
 * each change without a reload (joined, step, answered, last seen); sorting works from the
 * keyboard; at 1280 and 420 px, axe 0 critical or serious (`looksRight`: also no raw key, nothing
 * wider than the window); then the grid in every language the console offers, no English left.
 * Screenshots land in test-results/screenshots as `students-grid-*`.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { joinAddress } from '../../domain/joinAddress';
import { studentsGridEn } from '../../i18n/en.studentsGrid';
import { studentsGridEs } from '../../i18n/es/studentsGrid';
import { studentsGridFi } from '../../i18n/fi/studentsGrid';
import { studentsGridPt } from '../../i18n/pt/studentsGrid';
import { apiAs, type ApiResource } from './support/api';
import { VIEWPORTS } from './support/journeys';
import { contextIn, englishOnly, problems } from './support/languages';
import { looksRight } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'teacher@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const [DESKTOP, MOBILE] = VIEWPORTS;
const CONSOLE = { es: studentsGridEs, fi: studentsGridFi, pt: studentsGridPt };

const ref = (type: string, record: ApiResource): { type: string; id: string } => ({ type, id: record.id });

/** Two new students of the teacher's school in a new class, a plan of one activity and two choice tasks, and a student-paced lesson. */
async function classLesson(stamp: string): Promise<{ lesson: ApiResource; names: [string, string] }> {
  const teacher = await apiAs(product.url, TEACHER);
  const admin = await apiAs(product.url, 'admin@demo.test');
  const me = (await teacher.call('GET', '/user')).json.data as ApiResource;
  const school = me.relationships?.organization?.data as { type: string; id: string };
  const names: [string, string] = [`Ada Grid${stamp}`, `Bo Grid${stamp}`];
  const students = [];
  for (const name of names) {
    const [first, last] = name.split(' ');
    students.push(await admin.create('/users', 'users', { first_name: first, last_name: last, role: 'student' }, { organization: school }));
  }
  const klass = await teacher.create('/classes', 'classes', { class_name: `Grid ${stamp}` }, { students: students.map((s) => ref('users', s)) });
  const plan = await teacher.create('/lesson_plans', 'lessonPlans', { name: `Magnets grid ${stamp}` });
  const activity = await teacher.create('/lesson_plan_activities', 'lessonPlanActivities', { name: 'What sticks?', position: 0 }, { lesson_plan: ref('lessonPlans', plan) });
  for (const [position, name] of ['Which sticks to a magnet?', 'Which is heavier?'].entries())
    await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name, task_type: 'multiple_choice', choices: ['Iron nail', 'Wooden spoon'], position }, { activity: ref('lessonPlanActivities', activity) });
  const lesson = await teacher.create('/lessons', 'lessons', { mode: 'remote', pacing: 'student' }, { lesson_plan: ref('lessonPlans', plan), class: ref('classes', klass) });
  return { lesson, names };
}

const grid = (page: Page): Locator => page.getByRole('table', { name: studentsGridEn.label });
/** The first line of a name cell: at phone widths the Release action sits under the name. */
const nameOnly = (text: string): string => text.split('\n')[0] ?? '';
/** The grid's row of a student, as its cells' texts (the Release action left out). */
async function rowOf(page: Page, name: string): Promise<string[]> {
  const row = grid(page).getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });
  const [first = '', ...rest] = await row.locator('th, td').allInnerTexts();
  return [nameOnly(first), ...rest].slice(0, 5);
}
const names = async (page: Page): Promise<string[]> => (await grid(page).getByRole('rowheader').allInnerTexts()).map(nameOnly);

/** A student at 420 px in a context of their own: joins by the address, picking their name. */
async function studentJoins(address: string, name: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: MOBILE.width, height: MOBILE.height }, bypassCSP: true });
  const phone = await context.newPage();
  await phone.goto(address);
  await phone.getByRole('list', { name: 'Pick your name' }).getByRole('button', { name }).click(PATIENT);
  await phone.getByText(/Step 1 of 3/).waitFor(PATIENT);
  return phone;
}

async function teacherPage(width: number, height: number, language = 'en'): Promise<Page> {
  const context = await contextIn(product.browser, language, await product.token(TEACHER), { viewport: { width, height }, bypassCSP: true });
  return context.newPage();
}

describe('the Students grid in Chromium (issue 25)', () => {
  it('lists the whole class, follows two students live at both widths, and sorts from the keyboard', async () => {
    const stamp = String(Date.now());
    const { lesson, names: [ada, bo] } = await classLesson(stamp);
    const desk = await teacherPage(DESKTOP.width, DESKTOP.height);
    const phoneDesk = await teacherPage(MOBILE.width, MOBILE.height);
    for (const page of [desk, phoneDesk]) {
      await page.goto(`${product.url}/app/lessons/${lesson.id}?tab=students`);
      await page.getByText('0 of 2 joined').waitFor(PATIENT);
      expect(await rowOf(page, ada)).toEqual([ada, 'Not joined', '—', '—', 'Not seen']);
      expect(await rowOf(page, bo)).toEqual([bo, 'Not joined', '—', '—', 'Not seen']);
    }
    await looksRight(desk, 'students-grid-empty-desktop');
    await looksRight(phoneDesk, 'students-grid-empty-mobile');

    const address = joinAddress(product.url, String(lesson.attributes?.passphrase));
    const adaPhone = await studentJoins(address, ada);
    for (const page of [desk, phoneDesk]) {
      await page.getByText('1 of 2 joined').waitFor(PATIENT);
      await expect.poll(() => rowOf(page, ada), PATIENT).toEqual([ada, 'Joined', 'Activity 1\nWhat sticks?', 'Nothing to answer', 'now']);
    }
    const boPhone = await studentJoins(address, bo);
    await desk.getByText('2 of 2 joined').waitFor(PATIENT);

    // Ada moves to the first task: her step, and not answered yet; then she answers it.
    await adaPhone.getByRole('button', { name: 'Next' }).click();
    await adaPhone.getByRole('heading', { name: 'Which sticks to a magnet?' }).waitFor(PATIENT);
    await expect.poll(() => rowOf(desk, ada), PATIENT).toEqual([ada, 'Joined', 'Activity 1 · Task 1\nWhich sticks to a magnet?', 'Not answered', 'now']);
    await adaPhone.getByRole('radio', { name: 'Iron nail' }).check();
    await adaPhone.getByRole('button', { name: 'Send answer' }).click();
    await adaPhone.getByText('Saved').waitFor(PATIENT);
    for (const page of [desk, phoneDesk]) await expect.poll(async () => (await rowOf(page, ada))[3], PATIENT).toBe('Answered');
    // Bo goes two steps on: the grid follows him too.
    await boPhone.getByRole('button', { name: 'Next' }).click();
    await boPhone.getByRole('button', { name: 'Next' }).click();
    await boPhone.getByRole('heading', { name: 'Which is heavier?' }).waitFor(PATIENT);
    await expect.poll(async () => (await rowOf(phoneDesk, bo)).slice(2, 4), PATIENT).toEqual(['Activity 1 · Task 2\nWhich is heavier?', 'Not answered']);
    await looksRight(desk, 'students-grid-live-desktop');
    await looksRight(phoneDesk, 'students-grid-live-mobile');
    await looksRight(adaPhone, 'students-grid-student-mobile');

    // Sorting from the keyboard: Step, then Step again (descending); the heading says which.
    const stepSort = desk.getByRole('columnheader', { name: /^Step/ }).getByRole('button');
    await stepSort.focus();
    await desk.keyboard.press('Enter');
    await expect.poll(() => desk.getByRole('columnheader', { name: /^Step/ }).getAttribute('aria-sort'), PATIENT).toBe('ascending');
    expect(await names(desk)).toEqual([ada, bo]);
    await desk.keyboard.press('Enter');
    await expect.poll(() => desk.getByRole('columnheader', { name: /^Step/ }).getAttribute('aria-sort'), PATIENT).toBe('descending');
    expect(await names(desk)).toEqual([bo, ada]);
    await desk.keyboard.press('Shift+Tab');
    await desk.keyboard.press('Enter');
    await expect.poll(() => desk.getByRole('columnheader', { name: /^Joined/ }).getAttribute('aria-sort'), PATIENT).toBe('ascending');
    await looksRight(desk, 'students-grid-sorted-desktop');

    for (const page of [desk, phoneDesk, adaPhone, boPhone]) await page.context().close();
    const teacher = await apiAs(product.url, TEACHER);
    await teacher.call('PATCH', `/lessons/${lesson.id}`, { data: { type: 'lessons', id: lesson.id, attributes: { state: 'ended' } } });
  });

  it('is said in every language the console offers, at 1280 and 420 px', async () => {
    const { lesson } = await classLesson(`${Date.now()}-lng`);
    const found: string[] = [];
    for (const [language, catalogue] of Object.entries(CONSOLE)) {
      const english = englishOnly({ studentsGrid: studentsGridEn }, { studentsGrid: catalogue }, language);
      for (const viewport of [DESKTOP, MOBILE]) {
        const page = await teacherPage(viewport.width, viewport.height, language);
        await page.goto(`${product.url}/app/lessons/${lesson.id}?tab=students`);
        await page.getByRole('table', { name: catalogue.label }).waitFor(PATIENT);
        found.push(...(await problems(page, `${language} ${viewport.name} students`, english)));
        await looksRight(page, `students-grid-${language}-${viewport.name}`);
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
    const teacher = await apiAs(product.url, TEACHER);
    await teacher.call('PATCH', `/lessons/${lesson.id}`, { data: { type: 'lessons', id: lesson.id, attributes: { state: 'ended' } } });
  });
});

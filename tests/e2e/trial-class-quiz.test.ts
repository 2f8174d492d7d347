/**
 * Issue 25's "done when", in Chromium: a teacher on a trial (`teacher@demo.test`, Northfield's
 * trial) builds a plan with a quiz task in the editor and teaches it to a class of 30. Each
 * student is a 420 px browser context of their own that opens the join address (what scanning
 * the lesson's QR code opens) and only picks their name; the teacher's Students grid, open on a
 * second screen at 420 px, follows every join and answer without a reload; the teacher reveals
 * the answer, each student sees whether they were right and their score; the report's scores
 * rank the class and its CSV downloads with a row per student. Screens: `trial-class-*`.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { joinAddress } from '../../domain/joinAddress';
import { apiAs, type ApiResource } from './support/api';
import { VIEWPORTS } from './support/journeys';
import { buildQuizPlan, looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'teacher@demo.test';
const PATIENT = { timeout: 30_000 } as const;
const [DESKTOP, MOBILE] = VIEWPORTS;
const CLASS_SIZE = 30;
/** Students opening the address at the same moment: a class scanning the board, kept to what two cores can render. */
const AT_ONCE = 6;
const QUESTION = 'Which is a volcano?';

const ref = (type: string, record: ApiResource): { type: string; id: string } => ({ type, id: record.id });

/** A new class of CLASS_SIZE students of the teacher's school, their names in order. */
async function classOfThirty(stamp: string): Promise<{ classId: string; names: string[] }> {
  const teacher = await apiAs(product.url, TEACHER);
  const admin = await apiAs(product.url, 'admin@demo.test');
  const me = (await teacher.call('GET', '/user')).json.data as ApiResource;
  const school = me.relationships?.organization?.data as { type: string; id: string };
  const names = Array.from({ length: CLASS_SIZE }, (_, i) => `Pupil${String(i + 1).padStart(2, '0')} Q${stamp}`);
  const students: ApiResource[] = [];
  for (const name of names) {
    const [first, last] = name.split(' ');
    students.push(await admin.create('/users', 'users', { first_name: first, last_name: last, role: 'student' }, { organization: school }));
  }
  const klass = await teacher.create('/classes', 'classes', { class_name: `Quiz class ${stamp}` }, { students: students.map((s) => ref('users', s)) });
  return { classId: klass.id, names };
}

/** In groups of AT_ONCE, in order. */
async function inGroups<T, R>(items: readonly T[], each: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += AT_ONCE) out.push(...(await Promise.all(items.slice(i, i + AT_ONCE).map((item, j) => each(item, i + j)))));
  return out;
}

/** A student at 420 px in a context of their own: the join address, then their name from the class list. */
async function scanAndJoin(address: string, name: string): Promise<Page> {
  const context = await product.browser.newContext({ viewport: { width: MOBILE.width, height: MOBILE.height }, bypassCSP: true });
  const phone = await context.newPage();
  await phone.goto(address);
  await phone.getByRole('list', { name: 'Pick your name' }).getByRole('button', { name, exact: true }).click(PATIENT);
  await phone.locator('#step-heading').waitFor(PATIENT);
  return phone;
}

const joinedText = (page: Page): Promise<string | null> => page.getByText(/\d+ of \d+ joined/).first().textContent();

describe('a trial teacher teaches a quiz to a class of 30 (issue 25, done when)', () => {
  it('builds it, the class joins by the address at 420 px, answers, sees the reveal and their scores; the grid follows live; the report downloads', async () => {
    const stamp = String(Date.now());
    const { classId, names } = await classOfThirty(stamp);
    const desk = await signedInPage(product, DESKTOP, TEACHER);
    const planId = await buildQuizPlan(desk, product.url, `Volcanoes for 30 ${stamp}`, QUESTION, ['Etna', 'Everest']);
    const teacher = await apiAs(product.url, TEACHER);
    const lesson = await teacher.create('/lessons', 'lessons', { mode: 'remote', pacing: 'teacher' }, { lesson_plan: { type: 'lessonPlans', id: planId }, class: { type: 'classes', id: classId } });
    const address = joinAddress(product.url, String(lesson.attributes?.passphrase));

    // The teacher's second screen: the Students grid at 420 px, every pupil listed before anyone joins.
    const grid = await signedInPage(product, MOBILE, TEACHER);
    await grid.goto(`${product.url}/app/lessons/${lesson.id}?tab=students`);
    await expect.poll(() => joinedText(grid), PATIENT).toBe(`0 of ${CLASS_SIZE} joined`);
    await desk.goto(`${product.url}/app/lessons/${lesson.id}`);

    const phones = await inGroups(names, (name) => scanAndJoin(address, name));
    await expect.poll(() => joinedText(grid), PATIENT).toBe(`${CLASS_SIZE} of ${CLASS_SIZE} joined`);
    await looksRight(grid, 'trial-class-grid-joined-mobile');

    // The teacher moves the class to the quiz task; two in three answer right.
    await desk.getByRole('button', { name: 'Next' }).click();
    await desk.getByText('Correct answer: Etna').waitFor(PATIENT);
    const rightOnes = new Set(names.filter((_, i) => i % 3 !== 2));
    await inGroups(phones, async (phone, i) => {
      await phone.getByRole('heading', { name: QUESTION }).waitFor(PATIENT);
      await phone.getByRole('radio', { name: rightOnes.has(names[i]!) ? 'Etna' : 'Everest' }).check();
      await phone.getByRole('button', { name: 'Send answer' }).click();
      await phone.getByRole('status').filter({ hasText: 'Saved' }).waitFor(PATIENT);
    });
    const answeredCells = grid.getByRole('table', { name: 'Students and their progress' }).getByRole('cell', { name: 'Answered', exact: true });
    await expect.poll(() => answeredCells.count(), PATIENT).toBe(CLASS_SIZE);
    await looksRight(grid, 'trial-class-grid-answered-mobile');

    await desk.getByRole('button', { name: 'Reveal the answer to the class' }).click();
    await desk.getByText('The answer is shown to the class.').waitFor(PATIENT);
    await inGroups(phones, async (phone, i) => {
      const right = rightOnes.has(names[i]!);
      await phone.getByText(right ? 'You were right!' : 'Not this time.').waitFor(PATIENT);
      await phone.getByText(`Your score: ${right ? 1 : 0} of 1`).waitFor(PATIENT);
    });
    await looksRight(phones[0]!, 'trial-class-student-right-mobile');
    await looksRight(phones[2]!, 'trial-class-student-wrong-mobile');

    // The report: the class ranked by score, and its file with a row per student.
    await desk.getByRole('tab', { name: 'Report' }).click();
    const scores = desk.getByRole('table', { name: 'Correct answers out of 1 revealed quiz tasks' });
    await expect.poll(async () => (await scores.getByRole('row').allTextContents()).length, PATIENT).toBe(CLASS_SIZE + 1);
    const ranked = (await scores.getByRole('row').allTextContents()).slice(1).map((row) => row.endsWith('1 of 1'));
    expect(ranked).toEqual([...Array(rightOnes.size).fill(true), ...Array(CLASS_SIZE - rightOnes.size).fill(false)]);
    const [download] = await Promise.all([desk.waitForEvent('download', PATIENT), desk.getByRole('button', { name: 'Download CSV' }).click()]);
    const rows = Papa.parse<string[]>((await readFile((await download.path())!)).toString('utf8').slice(1), { newline: '\r\n', skipEmptyLines: true }).data;
    const quizRows = rows.slice(1).filter((row) => row.includes(QUESTION));
    expect(new Set(quizRows.map((row) => row[0])).size).toBe(CLASS_SIZE);
    await looksRight(desk, 'trial-class-report-desktop');

    for (const page of [...phones, grid, desk]) await page.context().close();
    await teacher.call('PATCH', `/lessons/${lesson.id}`, { data: { type: 'lessons', id: lesson.id, attributes: { state: 'ended' } } });
    // Thirty browser contexts on two cores, beside other browser files in CI.
  }, 400_000);
});

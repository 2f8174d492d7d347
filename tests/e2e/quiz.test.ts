/**
 * Issue 25's quiz mode in Chromium: a teacher on a trial (`teacher@demo.test`, Northfield's
 * 15-day trial) builds a plan with a quiz task in the editor (a multiple-choice task with its
 * correct choice ticked) and starts a quick session; two students at 420 px, each in a browser
 * context of their own, join by the join address and answer (one right, one wrong); the teacher
 * reveals the answer; each student sees whether they were right, with the right choice marked;
 * the teacher's Report tab shows the scores; the leaderboard switched on shows on the students'
 * screens. Each new screen: screenshot (`quiz-*`), no raw keys, not wider than the window, no
 * critical or serious axe finding; then the students' quiz screens in every language the student
 * app offers, at 1280 and 420 px, with no English left.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { joinAddress } from '../../domain/joinAddress';
import { studentEn } from '../../i18n/student/en';
import { studentEs } from '../../i18n/student/es';
import { studentFi } from '../../i18n/student/fi';
import { studentPt } from '../../i18n/student/pt';
import { studentRu } from '../../i18n/student/ru';
import { studentSv } from '../../i18n/student/sv';
import { apiAs } from './support/api';
import { VIEWPORTS } from './support/journeys';
import { contextIn, englishOnly, problems } from './support/languages';
import { buildQuizPlan, looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'teacher@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const [DESKTOP, MOBILE] = VIEWPORTS;
const STUDENT = { es: studentEs, fi: studentFi, pt: studentPt, sv: studentSv, ru: studentRu };

/** A student at 420 px in a context of their own, joined by the address with a typed name. */
async function studentJoins(address: string, name: string, language: keyof typeof STUDENT | 'en' = 'en', width: number = MOBILE.width, height: number = MOBILE.height): Promise<Page> {
  const who = (language === 'en' ? studentEn : STUDENT[language]).who;
  const context = await contextIn(product.browser, language, undefined, { viewport: { width, height }, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(address);
  await page.getByLabel(new RegExp(`^${who.displayName}`)).fill(name, PATIENT);
  await page.getByRole('button', { name: who.submit, exact: true }).click();
  await page.locator('#step-heading').waitFor(PATIENT);
  return page;
}

describe('quiz mode in Chromium (issue 25)', () => {
  it('a trial teacher builds a quiz, two students answer, the reveal says who was right, the scores and the leaderboard show', async () => {
    const stamp = String(Date.now());
    const desk = await signedInPage(product, DESKTOP, TEACHER);
    const planId = await buildQuizPlan(desk, product.url, `Volcanoes ${stamp}`, 'Which is a volcano?', ['Etna', 'Everest']);
    await looksRight(desk, 'quiz-editor-desktop');
    // A quick session (remote, no class): students join by the address and type their names.
    const teacher = await apiAs(product.url, TEACHER);
    const lesson = await teacher.create('/lessons', 'lessons', { mode: 'remote', pacing: 'teacher' }, { lesson_plan: { type: 'lessonPlans', id: planId } });
    const address = joinAddress(product.url, String(lesson.attributes?.passphrase));

    await desk.goto(`${product.url}/app/lessons/${lesson.id}`);
    await desk.getByRole('button', { name: 'Next' }).click();
    await desk.getByText('Correct answer: Etna').waitFor(PATIENT);
    await looksRight(desk, 'quiz-teach-desktop');

    const right = await studentJoins(address, `Robin ${stamp}`);
    const wrong = await studentJoins(address, `Sky ${stamp}`);
    for (const [page, choice] of [[right, 'Etna'], [wrong, 'Everest']] as const) {
      await page.getByRole('heading', { name: 'Which is a volcano?' }).waitFor(PATIENT);
      await page.getByRole('radio', { name: choice }).check();
      await page.getByRole('button', { name: 'Send answer' }).click();
      await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor(PATIENT);
    }
    await looksRight(right, 'quiz-student-answered-mobile');

    await desk.getByRole('button', { name: 'Reveal the answer to the class' }).click();
    await desk.getByText('The answer is shown to the class.').waitFor(PATIENT);
    await right.getByText('You were right!').waitFor(PATIENT);
    await wrong.getByText('Not this time.').waitFor(PATIENT);
    expect(await wrong.getByRole('list', { name: 'The choices' }).getByRole('listitem').allTextContents()).toEqual(['EtnaRight answer', 'EverestYour choice']);
    await right.getByText('Your score: 1 of 1').waitFor(PATIENT);
    await wrong.getByText('Your score: 0 of 1').waitFor(PATIENT);
    await looksRight(right, 'quiz-student-right-mobile');
    await looksRight(wrong, 'quiz-student-wrong-mobile');

    await desk.getByRole('tab', { name: 'Report' }).click();
    const scores = desk.getByRole('table', { name: 'Correct answers out of 1 revealed quiz tasks' });
    await scores.waitFor(PATIENT);
    await expect.poll(() => scores.getByRole('row').allTextContents()).toEqual(['PlaceStudentScore', `1Robin ${stamp}1 of 1`, `2Sky ${stamp}0 of 1`]);
    await looksRight(desk, 'quiz-report-desktop');

    await desk.getByRole('tab', { name: 'Teach' }).click();
    // The switch shows the server's answer: it turns on once the PATCH is done.
    await desk.getByRole('switch', { name: 'Show the leaderboard to students' }).click();
    for (const page of [right, wrong]) await page.getByRole('heading', { name: 'Leaderboard' }).waitFor(PATIENT);
    expect(await wrong.getByRole('region', { name: 'Leaderboard' }).getByRole('listitem').allTextContents()).toEqual([`1. Robin ${stamp}1 of 1`, `2. Sky ${stamp} (you)0 of 1`]);
    await looksRight(wrong, 'quiz-student-leaderboard-mobile');

    // The students' quiz screens in every language the student app offers, at both widths.
    const found: string[] = [];
    for (const [language, catalogue] of Object.entries(STUDENT)) {
      const english = englishOnly({ student: studentEn }, { student: catalogue }, language);
      for (const viewport of VIEWPORTS) {
        const page = await studentJoins(address, `Kim ${language} ${viewport.name} ${stamp}`, language as keyof typeof STUDENT, viewport.width, viewport.height);
        await page.getByRole('list').filter({ has: page.getByRole('listitem') }).first().waitFor(PATIENT);
        await page.locator('#quiz-board-heading').waitFor(PATIENT);
        found.push(...(await problems(page, `quiz ${language} ${viewport.name}`, english)));
        await looksRight(page, `quiz-student-${language}-${viewport.name}`);
        await page.context().close();
      }
    }
    expect(found).toEqual([]);
    for (const page of [right, wrong]) await page.context().close();
    await desk.close();
    // A long journey: five languages at two widths after the lesson, beside other browser files in CI.
  }, 300_000);
});

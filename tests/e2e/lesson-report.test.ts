/**
 * A lesson's report taken away, in Chromium (issue 25): the teacher's Download CSV saves the
 * server's file (its name, the byte order mark, one row per student and task, a formula typed
 * by a student written as text), and printing (print media emulated) leaves out the app bar,
 * the menu, the tabs and the buttons and gives the report the page's width. The report screen
 * at 1280 and 420 px and in print: screenshot (`lesson-report-*`), no raw keys, not wider than
 * the window, no critical or serious axe finding.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { en } from '../../i18n/en';
import { es } from '../../i18n/es';
import { fi } from '../../i18n/fi';
import { pt } from '../../i18n/pt';
import { reportCsvTexts } from '../../i18n/reportCsv';
import { apiAs, apiCall, type ApiResource } from './support/api';
import { axeFindings, describeFindings } from './support/axe';
import { contextIn, englishOnly, problems } from './support/languages';
import { looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'subscribed@demo.test';
const ORG_ADMIN = 'orgadmin@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
const PHONE = { name: 'mobile', width: 420, height: 860 } as const;
const FORMULA = '=HYPERLINK("http://evil.example","Click")';

const ref = (type: string, record: ApiResource): { type: string; id: string } => ({ type, id: record.id });

/** A class of one student, a plan with a task of each answerable type, a lesson of it, and the student's answers. */
async function answeredLesson(stamp: string): Promise<{ lessonId: string; planName: string; studentId: string }> {
  const orgAdmin = await apiAs(product.url, ORG_ADMIN);
  const teacher = await apiAs(product.url, TEACHER);
  const student = await orgAdmin.create('/users', 'users', { first_name: 'Robin', last_name: `Lake ${stamp}`, role: 'student' });
  const klass = await teacher.create('/classes', 'classes', { class_name: `Year 6 ${stamp}` }, { students: [ref('users', student)] });
  const planName = `Rocks and soil ${stamp}`;
  const plan = await teacher.create('/lesson_plans', 'lessonPlans', { name: planName });
  const activity = await teacher.create('/lesson_plan_activities', 'lessonPlanActivities', { name: 'Rocks outside', position: 0 }, { lesson_plan: ref('lessonPlans', plan) });
  const onActivity = { activity: ref('lessonPlanActivities', activity) };
  const choice = await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name: 'Which is a rock?', task_type: 'multiple_choice', action_type: 'think', choices: ['Granite', 'Wood'], position: 0 }, onActivity);
  const rating = await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name: 'How sure are you?', task_type: 'rating', action_type: 'think', rating_style: 'stars', position: 1 }, onActivity);
  const talk = await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name: 'What did you find?', task_type: 'discussion', action_type: 'discuss', position: 2 }, onActivity);
  const lesson = await teacher.create('/lessons', 'lessons', { mode: 'remote', pacing: 'student' }, { lesson_plan: ref('lessonPlans', plan), class: ref('classes', klass) });
  const join = await apiCall(product.url, null, 'POST', '/user/passphrase_logins', {
    data: { type: 'passphraseLogins', attributes: { passphrase: lesson.attributes?.passphrase, user_token: `device-${stamp}`, student_id: student.id } },
  });
  const token = (join.json.data as ApiResource | undefined)?.attributes?.jwt as string;
  const answerWith = async (task: ApiResource, attributes: Record<string, unknown>): Promise<void> => {
    const relationships = { entity: { data: ref('lessonPlanTasks', task) }, lesson: { data: ref('lessons', lesson) } };
    const res = await apiCall(product.url, token, 'POST', '/experiences', { data: { type: 'experiences', attributes, relationships } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  };
  await answerWith(choice, { choices: ['0'] });
  await answerWith(rating, { rating: 4 });
  await answerWith(talk, { answer_text: `${FORMULA}\nand "quartz", I think` });
  return { lessonId: lesson.id, planName, studentId: student.id };
}

async function openReport(page: Page, lessonId: string, actions: string = en.lessonReport.actions): Promise<void> {
  await page.goto(`${product.url}/app/lessons/${lessonId}?tab=report`);
  await page.getByRole('region', { name: 'What did you find?' }).getByRole('cell', { name: /quartz/ }).waitFor(PATIENT);
  await page.getByRole('group', { name: actions }).waitFor(PATIENT);
}

/** The file the teacher's Download CSV saves, read back. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download', PATIENT), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

describe('a lesson’s report taken away, in Chromium', () => {
  it('downloads as CSV with the answers, and prints without the console around it', async () => {
    const stamp = String(Date.now());
    const { lessonId, planName, studentId } = await answeredLesson(stamp);
    const desk = await signedInPage(product, DESKTOP, TEACHER);
    await openReport(desk, lessonId);
    await looksRight(desk, 'lesson-report-desktop');

    // Download CSV: the server's file, saved by the browser.
    const { name: fileName, bytes } = await downloaded(desk, 'Download CSV');
    const day = new Date().toISOString().slice(0, 10);
    expect(fileName).toBe(`${planName.replace(/ /g, '-')}-${day}.csv`);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { newline: '\r\n' }).data;
    expect(rows[0]?.slice(0, 7)).toEqual(['Student', 'Student ID', 'Task no.', 'Activity', 'Task', 'Task type', 'Answer']);
    // The browser's own zone names the times' column.
    expect(rows[0]?.[7]).toMatch(/^Answered at \(.+\)$/);
    const name = `Robin Lake ${stamp}`;
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([
      [name, studentId, '1', 'Rocks outside', 'Which is a rock?', 'Multiple choice', 'Granite'],
      [name, studentId, '2', 'Rocks outside', 'How sure are you?', 'Rating', '4'],
      [name, studentId, '3', 'Rocks outside', 'What did you find?', 'Discussion', `'${FORMULA}\nand "quartz", I think`],
    ]);
    for (const row of rows.slice(1)) expect(row[7]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    // Print: the report alone, the page's width.
    await desk.emulateMedia({ media: 'print' });
    await looksRight(desk, 'lesson-report-print');
    for (const chrome of [desk.locator('header.MuiAppBar-root'), desk.locator('.RaSidebar-root'), desk.getByRole('tablist'), desk.getByRole('link', { name: 'All lessons' })])
      expect(await chrome.isVisible(), String(chrome)).toBe(false);
    const buttons = desk.getByRole('button').filter({ visible: true });
    expect(await buttons.evaluateAll((all) => all.map((b) => b.outerHTML.slice(0, 200)))).toEqual([]);
    // Nor the join panel's passphrase and QR code.
    expect(await desk.locator('#lesson-passphrase-label').isVisible()).toBe(false);
    expect(await desk.getByRole('img').filter({ visible: true }).count()).toBe(0);
    const report = desk.getByRole('tabpanel');
    const box = (await report.boundingBox())!;
    expect(box.x).toBeLessThan(24);
    expect(box.width).toBeGreaterThan(DESKTOP.width - 48);
    await expect.poll(() => desk.getByRole('heading', { level: 1, name: planName }).isVisible()).toBe(true);
    await desk.emulateMedia({ media: 'screen' });
    expect(await desk.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    await desk.close();

    const phone = await signedInPage(product, PHONE, TEACHER);
    await openReport(phone, lessonId);
    await looksRight(phone, 'lesson-report-mobile');
    await phone.close();
  });

  it.each([
    ['fi', fi],
    ['es', es],
    ['pt', pt],
  ] as const)('in %s: the buttons, the report and the file speak the language; axe finds nothing serious', async (language, catalogue) => {
    const stamp = String(Date.now());
    const { lessonId } = await answeredLesson(stamp);
    const context = await contextIn(product.browser, language, await product.token(TEACHER), { bypassCSP: true });
    const page = await context.newPage();
    await openReport(page, lessonId, catalogue.lessonReport.actions);
    const path = `/app/lessons/${lessonId}?tab=report`;
    expect(await problems(page, path, englishOnly(en, catalogue, language))).toEqual([]);
    expect(describeFindings(await axeFindings(page)), `axe on the report in ${language}`).toBe('');
    await page.getByRole('button', { name: catalogue.lessonReport.print }).waitFor(PATIENT);
    const { bytes } = await downloaded(page, catalogue.lessonReport.downloadCsv);
    const [heading] = Papa.parse<string[]>(bytes.toString('utf8').slice(1), { newline: '\r\n' }).data;
    expect(heading?.slice(0, 7)).toEqual(Object.values(reportCsvTexts(language).columns).slice(0, 7));
    await context.close();
  });
});

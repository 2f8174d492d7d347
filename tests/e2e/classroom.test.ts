/**
 * Issue 11's journey in two browsers at once: a teacher (1280 px) starts a remote, teacher-paced
 * lesson for a class from the lesson plan page; a student (420 px, another browser context)
 * joins with the passphrase; the teacher's Students view shows them without a reload; the
 * teacher moves to a multiple-choice task, the student's screen follows and they answer (the
 * student uses the keyboard alone: Tab, arrows, Enter); the
 * teacher's Report shows the answer without a reload; the student goes offline, answers the next
 * task, comes back, and the answer arrives once; the teacher ends the lesson and the passphrase
 * no longer works; before that, a content task's film plays on the teacher's Teach panel and on the
 * student's device. Every screen of both: screenshot (`classroom-*`), no raw keys, not wider than
 * the window, no critical or serious axe finding.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { normalisePassphrase, PASSPHRASE_PATTERN } from '../../domain/lessons';
import { apiAs, apiCall, type Api, type ApiResource } from './support/api';
import { looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'subscribed@demo.test';
const ORG_ADMIN = 'orgadmin@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const DESKTOP = { name: 'desktop', width: 1280, height: 900 } as const;
const PHONE = { width: 420, height: 860 } as const;
const MAX_TABS = 40;

const ref = (type: string, record: ApiResource): { type: string; id: string } => ({ type, id: record.id });

/** A plan of one activity with a multiple-choice, a discussion and a content task (a film), and a class of one student. */
async function lessonMaterial(stamp: string): Promise<{ teacher: Api; plan: ApiResource; studentName: string; filmName: string }> {
  const orgAdmin = await apiAs(product.url, ORG_ADMIN);
  const teacher = await apiAs(product.url, TEACHER);
  const student = await orgAdmin.create('/users', 'users', { first_name: 'Robin', last_name: `Lake ${stamp}`, role: 'student' });
  await teacher.create('/classes', 'classes', { class_name: `Year 5 ${stamp}` }, { students: [ref('users', student)] });
  const plan = await teacher.create('/lesson_plans', 'lessonPlans', { name: `Light and shadow ${stamp}` });
  const activity = await teacher.create('/lesson_plan_activities', 'lessonPlanActivities', { name: 'Shadows outside', position: 0 }, { lesson_plan: ref('lessonPlans', plan) });
  const onActivity = { activity: ref('lessonPlanActivities', activity) };
  await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name: 'Which makes a shadow?', task_type: 'multiple_choice', action_type: 'think', choices: ['A torch', 'A window', 'A tree'], position: 0 }, onActivity);
  await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name: 'Why does it?', task_type: 'discussion', action_type: 'discuss', position: 1 }, onActivity);
  // The subscribed school's library is unlocked: its teacher and students play every film.
  const [film] = await teacher.list('/contents?filter[content_type]=video&page[size]=1&sort=name');
  const filmName = String(film!.attributes?.name);
  await teacher.create('/lesson_plan_tasks', 'lessonPlanTasks', { name: 'Watch the film', task_type: 'content', action_type: 'explore', position: 2 }, { ...onActivity, content: ref('contents', film!) });
  return { teacher, plan, studentName: 'Robin', filmName };
}

async function studentLooksRight(page: Page, name: string): Promise<void> {
  await looksRight(page, `classroom-student-${name}`);
}

/** Presses Tab until `target` has the focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.waitFor(PATIENT);
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${MAX_TABS} presses of Tab`);
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tab', { name, selected: true }).waitFor(PATIENT);
}

describe('a live lesson in Chromium: teacher and student side by side', () => {
  it('runs a whole lesson: join, follow, answer (also offline), report and end', async () => {
    const stamp = String(Date.now());
    const { teacher, plan, studentName, filmName } = await lessonMaterial(stamp);

    // 1. The teacher starts a remote, teacher-paced lesson for the class.
    const desk = await signedInPage(product, DESKTOP, TEACHER);
    await desk.goto(`${product.url}/app/lesson-plans/${plan.id}`);
    await desk.getByRole('button', { name: 'Teach' }).first().click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Remote, on students’ devices' }).check();
    await dialog.getByRole('combobox', { name: /^Class/ }).click();
    await desk.getByRole('option', { name: `Year 5 ${stamp}` }).click();
    // The class list is a menu of its own: until it has closed it keeps the dialog aria-hidden.
    await desk.getByRole('listbox').waitFor({ state: 'hidden', ...PATIENT });
    await dialog.getByRole('radio', { name: /^Teacher-paced/ }).check();
    await looksRight(desk, 'classroom-teacher-start');
    await dialog.getByRole('button', { name: 'Start lesson' }).click();
    await desk.waitForURL(/\/app\/lessons\/\d+/, PATIENT);
    const lessonId = /\/app\/lessons\/(\d+)/.exec(desk.url())![1]!;
    // The lesson's own page, not the start dialog: the address changes before that page is drawn,
    // and until then the plan's page and its dialog (#root aria-hidden behind it) stay on screen.
    await desk.getByRole('heading', { level: 1, name: `Light and shadow ${stamp}`, exact: true }).waitFor(PATIENT);
    await dialog.waitFor({ state: 'detached', ...PATIENT });
    // Shown spaced out, to be read aloud.
    const shown = (await desk.locator('[aria-labelledby="lesson-passphrase-label"]').textContent(PATIENT)) ?? '';
    const passphrase = normalisePassphrase(shown);
    expect(passphrase).toMatch(PASSPHRASE_PATTERN);
    await looksRight(desk, 'classroom-teacher-teach');
    await openTab(desk, 'Students');

    // 2. The student joins in another browser context, as the passphrase is read aloud.
    const phone = await product.browser.newPage({ viewport: PHONE, bypassCSP: true });
    await phone.goto(`${product.url}/student`);
    // The student side is done with the keyboard alone.
    await tabTo(phone, phone.getByLabel(/^Passphrase/));
    await phone.keyboard.type(passphrase.replace(/-/g, ' '));
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { name: 'Who are you?' }).waitFor(PATIENT);
    await studentLooksRight(phone, 'who');
    await tabTo(phone, phone.getByRole('button', { name: new RegExp(`^${studentName}`) }));
    await phone.keyboard.press('Enter');
    await phone.getByText(/Step 1 of 4/).waitFor(PATIENT);
    await studentLooksRight(phone, 'intro');

    // 3. The teacher's Students grid shows them joined, without a reload (it listed the class's student as not joined).
    const studentRow = desk
      .getByRole('table', { name: 'Students and their progress' })
      .getByRole('row')
      .filter({ has: desk.getByRole('rowheader', { name: new RegExp(`^${studentName}`) }) });
    await studentRow.getByRole('cell', { name: 'Joined', exact: true }).waitFor(PATIENT);
    await looksRight(desk, 'classroom-teacher-students');

    // 4. The teacher moves to the multiple-choice task; the student's screen follows; they answer.
    await openTab(desk, 'Teach');
    await desk.getByRole('button', { name: 'Next' }).click();
    await desk.getByText('Step 2 of 4').waitFor(PATIENT);
    await phone.getByRole('heading', { name: 'Which makes a shadow?' }).waitFor(PATIENT);
    await openTab(desk, 'Report');
    await tabTo(phone, phone.getByRole('radio', { name: 'A torch' }));
    await phone.keyboard.press('ArrowDown');
    await phone.keyboard.press('ArrowDown');
    expect(await phone.getByRole('radio', { name: 'A tree' }).isChecked()).toBe(true);
    await tabTo(phone, phone.getByRole('button', { name: 'Send answer' }));
    await phone.keyboard.press('Enter');
    await phone.getByRole('status').filter({ hasText: 'Saved' }).waitFor(PATIENT);
    await studentLooksRight(phone, 'answered');

    // 5. The teacher's Report shows it, without a reload.
    const report = desk.getByRole('region', { name: /Which makes a shadow\?/ });
    await report.getByRole('cell', { name: 'A tree' }).waitFor(PATIENT);
    await expect.poll(() => report.innerText(), PATIENT).toContain('1 of 1 (100%)');
    await looksRight(desk, 'classroom-teacher-report');

    // 6. Offline: the answer waits on the device and arrives once when the connection is back.
    await openTab(desk, 'Teach');
    await desk.getByRole('button', { name: 'Next' }).click();
    await phone.getByRole('heading', { name: 'Why does it?' }).waitFor(PATIENT);
    await phone.context().setOffline(true);
    await tabTo(phone, phone.getByRole('textbox', { name: /^Write your answer/ }));
    await phone.keyboard.type('The tree blocks the sunlight.');
    await tabTo(phone, phone.getByRole('button', { name: 'Send answer' }));
    await phone.keyboard.press('Enter');
    await phone.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor(PATIENT);
    await studentLooksRight(phone, 'offline');
    await phone.context().setOffline(false);
    await phone.getByRole('status').filter({ hasText: 'Saved' }).waitFor(PATIENT);
    const answers = await teacher.list(`/experiences?filter[lesson]=${lessonId}&page[size]=500`);
    expect(answers.map((a) => a.attributes?.answer_text ?? a.attributes?.choices)).toEqual([['2'], 'The tree blocks the sunlight.']);

    // 7. The content task: its film plays in the teacher's Teach panel and on the student's device.
    await desk.getByRole('button', { name: 'Next' }).click();
    await desk.getByText('Step 4 of 4').waitFor(PATIENT);
    await desk.getByRole('region', { name: 'Teach' }).locator(`video[aria-label="${filmName}"]`).waitFor(PATIENT);
    await looksRight(desk, 'classroom-teacher-film');
    await phone.getByRole('heading', { name: 'Watch the film' }).waitFor(PATIENT);
    await phone.locator(`video[aria-label="${filmName}"]`).waitFor(PATIENT);
    await studentLooksRight(phone, 'film');

    // 8. The teacher ends the lesson: the student is told, and the passphrase no longer works.
    await desk.getByRole('button', { name: 'End', exact: true }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'End lesson' }).click();
    await phone.getByRole('heading', { name: 'This lesson has ended' }).waitFor(PATIENT);
    await studentLooksRight(phone, 'ended');
    const lookUp = await apiCall(product.url, null, 'GET', `/user/passphrase_logins?filter[passphrase]=${passphrase}`);
    expect(lookUp.status).toBe(404);
    const late = await product.browser.newPage({ viewport: PHONE, bypassCSP: true });
    await late.goto(`${product.url}/student`);
    await late.getByLabel(/^Passphrase/).fill(passphrase);
    await late.getByRole('button', { name: 'Join' }).click();
    await late.getByRole('alert').filter({ hasText: 'Incorrect passphrase' }).waitFor(PATIENT);
    for (const page of [desk, phone, late]) await page.close();
  });
});

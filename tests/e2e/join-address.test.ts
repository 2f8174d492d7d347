/**
 * Issue 25's join address in Chromium: the teacher's lesson page (1280 and 420 px) shows the
 * address carrying the passphrase and its QR code, drawn from exactly that address; the
 * front-of-class view shows them large, opens and closes from the keyboard; a student at 420 px
 * opens the address and joins without typing the passphrase, by picking their name in a class
 * lesson or typing a name in a class-less one; an unknown passphrase in the address is refused on
 * the filled field. Every screen: screenshot (`join-*`), no raw keys, not wider than the window,
 * no critical or serious axe finding; then the same screens in the console's other languages
 * (es, fi, pt) and the student app's (es, fi, pt, sv, ru), with no English left.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { joinAddress } from '../../domain/joinAddress';
import { lessonsPageEn } from '../../i18n/en.lessonsPage';
import { lessonsPageEs } from '../../i18n/es/lessonsPage';
import { lessonsPageFi } from '../../i18n/fi/lessonsPage';
import { lessonsPagePt } from '../../i18n/pt/lessonsPage';
import { studentEn } from '../../i18n/student/en';
import { studentEs } from '../../i18n/student/es';
import { studentFi } from '../../i18n/student/fi';
import { studentPt } from '../../i18n/student/pt';
import { studentRu } from '../../i18n/student/ru';
import { studentSv } from '../../i18n/student/sv';
import { apiAs, type ApiResource } from './support/api';
import { VIEWPORTS, type Viewport } from './support/journeys';
import { contextIn, englishOnly, problems } from './support/languages';
import { looksRight, signedInPage } from './support/libraryScreens';
import { useProduct } from './support/product';

const product = useProduct();
const TEACHER = 'subscribed@demo.test';
const ORG_ADMIN = 'orgadmin@demo.test';
const PATIENT = { timeout: 20_000 } as const;
const [DESKTOP, MOBILE] = VIEWPORTS;
const MAX_TABS = 40;
const CONSOLE = { es: lessonsPageEs, fi: lessonsPageFi, pt: lessonsPagePt };
const STUDENT = { es: studentEs, fi: studentFi, pt: studentPt, sv: studentSv, ru: studentRu };

const ref = (type: string, record: ApiResource): { type: string; id: string } => ({ type, id: record.id });

/** A plan of one activity, a class of one student, and a lesson of each kind on them. */
async function lessons(stamp: string): Promise<{ classLesson: ApiResource; classless: ApiResource; studentName: string }> {
  const orgAdmin = await apiAs(product.url, ORG_ADMIN);
  const teacher = await apiAs(product.url, TEACHER);
  const student = await orgAdmin.create('/users', 'users', { first_name: 'Sasha', last_name: `Reed ${stamp}`, role: 'student' });
  const klass = await teacher.create('/classes', 'classes', { class_name: `Year 4 ${stamp}` }, { students: [ref('users', student)] });
  const plan = await teacher.create('/lesson_plans', 'lessonPlans', { name: `Magnets ${stamp}` });
  await teacher.create('/lesson_plan_activities', 'lessonPlanActivities', { name: 'What sticks?', position: 0 }, { lesson_plan: ref('lessonPlans', plan) });
  const onPlan = { lesson_plan: ref('lessonPlans', plan) };
  const classLesson = await teacher.create('/lessons', 'lessons', { mode: 'remote', pacing: 'teacher' }, { ...onPlan, class: ref('classes', klass) });
  const classless = await teacher.create('/lessons', 'lessons', { mode: 'front_no_class', pacing: 'teacher' }, onPlan);
  return { classLesson, classless, studentName: `Sasha Reed ${stamp}` };
}

/** What the lesson pages' catalogue would show if a key were missing. */
async function noLessonKeys(page: Page): Promise<void> {
  expect((await page.locator('body').innerText()).match(/\blessonsPage\.[a-zA-Z.]+/g) ?? []).toEqual([]);
}

async function tabTo(page: Page, name: string): Promise<void> {
  const target = page.getByRole('button', { name });
  await target.waitFor(PATIENT);
  for (let presses = 0; presses < MAX_TABS; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${name}: not reached with ${MAX_TABS} presses of Tab`);
}

/** The SVG an `<img>` shows from a data: address. */
async function svgShown(page: Page, scope = page.locator('body')): Promise<string> {
  const src = (await scope.getByRole('img', { name: 'QR code of the join address' }).getAttribute('src', PATIENT)) ?? '';
  expect(src).toMatch(/^data:image\/svg\+xml/);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
}

const qrOf = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });

/** The teacher's lesson page and front-of-class view at one width; returns the address shown. */
async function teacherSees(viewport: Viewport, lesson: ApiResource): Promise<string> {
  const passphrase = String(lesson.attributes?.passphrase);
  const desk = await signedInPage(product, viewport, TEACHER);
  await desk.goto(`${product.url}/app/lessons/${lesson.id}`);
  const address = (await desk.getByLabel('Join address').textContent(PATIENT)) ?? '';
  expect(address).toBe(joinAddress(product.url, passphrase));
  // The code encodes exactly the address: `qrcode` run here on it draws the very same SVG.
  expect(await svgShown(desk)).toBe(await qrOf(address));
  await noLessonKeys(desk);
  await looksRight(desk, `join-teacher-lesson-${viewport.name}`);

  // The front-of-class view, from the keyboard alone.
  await tabTo(desk, 'Show to the class');
  await desk.keyboard.press('Enter');
  const view = desk.getByRole('dialog', { name: 'Join the lesson' });
  await view.waitFor(PATIENT);
  expect(await svgShown(desk, view)).toBe(await qrOf(address));
  await expect.poll(() => view.getByLabel('Passphrase').textContent()).toBe(passphrase.split('-').join(' '));
  const sizes = await view.evaluate((dialog) => {
    const px = (el: Element | null): number => (el ? parseFloat(getComputedStyle(el).fontSize) : 0);
    const qr = dialog.querySelector('img')?.getBoundingClientRect();
    return { qr: Math.min(qr?.width ?? 0, qr?.height ?? 0), passphrase: px(dialog.querySelector('[aria-labelledby$="-passphrase"]')), address: px(dialog.querySelector('[data-testid="front-address"]')) };
  });
  // Large for the room: at 1280 px a code over 400 px and the passphrase in 70 px type.
  const wide = viewport.width >= 1280;
  expect(sizes.qr).toBeGreaterThanOrEqual(wide ? 400 : 320);
  expect(sizes.passphrase).toBeGreaterThanOrEqual(wide ? 70 : 36);
  expect(sizes.address).toBeGreaterThanOrEqual(wide ? 40 : 24);
  await noLessonKeys(desk);
  await looksRight(desk, `join-front-${viewport.name}`);
  await desk.keyboard.press('Escape');
  await view.waitFor({ state: 'detached', ...PATIENT });
  expect(await desk.getByRole('button', { name: 'Show to the class' }).evaluate((el) => el === document.activeElement)).toBe(true);
  await desk.close();
  return address;
}

describe('the join address in Chromium', () => {
  it('is on the lesson page and its front-of-class view, and a student at 420 px joins by it without typing', async () => {
    const stamp = String(Date.now());
    const { classLesson, classless, studentName } = await lessons(stamp);
    await teacherSees(MOBILE, classLesson);
    const address = await teacherSees(DESKTOP, classLesson);

    // A student "scans" the code: the address opens the app at "Who are you?".
    const phone = await product.browser.newPage({ viewport: { width: MOBILE.width, height: MOBILE.height }, bypassCSP: true });
    await phone.goto(address);
    await phone.getByRole('heading', { name: 'Who are you?' }).waitFor(PATIENT);
    await looksRight(phone, 'join-student-who-mobile');
    await phone.getByRole('list', { name: 'Pick your name' }).getByRole('button', { name: studentName }).click();
    await phone.getByText(/Step 1 of \d+/).waitFor(PATIENT);
    // Once in, the app's own address: a reload returns to the lesson, not to the join.
    expect(new URL(phone.url()).pathname).toBe('/student');
    await looksRight(phone, 'join-student-lesson-mobile');
    const teacher = await apiAs(product.url, TEACHER);
    const joined = (await teacher.call('GET', `/lessons/${classLesson.id}?include=students`)).json.data as ApiResource;
    expect(joined.relationships?.students?.data).toHaveLength(1);
    await phone.close();

    // A class-less lesson: the address asks for a name instead.
    const guest = await product.browser.newPage({ viewport: { width: MOBILE.width, height: MOBILE.height }, bypassCSP: true });
    await guest.goto(joinAddress(product.url, String(classless.attributes?.passphrase)));
    await guest.getByRole('heading', { name: 'Who are you?' }).waitFor(PATIENT);
    await guest.getByLabel(/^Your name/).fill('Kim');
    await guest.getByRole('button', { name: 'Start' }).click();
    await guest.getByText(/Step 1 of \d+/).waitFor(PATIENT);
    await guest.close();

    // An address whose lesson does not exist (or has ended): refused on the filled field.
    const late = await product.browser.newPage({ viewport: { width: MOBILE.width, height: MOBILE.height }, bypassCSP: true });
    await late.goto(joinAddress(product.url, 'no-such-words-here-22'));
    await late.getByRole('alert').filter({ hasText: 'Incorrect passphrase' }).waitFor(PATIENT);
    expect(await late.getByLabel(/^Passphrase/).inputValue()).toBe('no-such-words-here-22');
    await looksRight(late, 'join-student-incorrect-mobile');
    await late.close();
  });

  // One lesson for every language; each language is its own test, so a busy machine slows one
  // language's screens without running the whole round into a single test's timeout.
  let lessonOfLanguages: ReturnType<typeof lessons> | undefined;
  const languagesLesson = () => (lessonOfLanguages ??= lessons(`${Date.now()}-lng`));

  for (const [language, catalogue] of Object.entries(CONSOLE)) {
    it(`is said in ${language} on the console's lesson page and front screen, at 1280 and 420 px`, async () => {
      const { classLesson } = await languagesLesson();
      const jwt = await product.token(TEACHER);
      const found: string[] = [];
      const english = englishOnly({ lessonsPage: lessonsPageEn }, { lessonsPage: catalogue }, language);
      for (const viewport of [DESKTOP, MOBILE]) {
        const context = await contextIn(product.browser, language, jwt, { viewport: { width: viewport.width, height: viewport.height }, bypassCSP: true });
        const desk = await context.newPage();
        await desk.goto(`${product.url}/app/lessons/${classLesson.id}`);
        await desk.getByRole('img', { name: catalogue.join.qrCode }).waitFor(PATIENT);
        found.push(...(await problems(desk, `${language} ${viewport.name} lesson`, english)));
        await noLessonKeys(desk);
        await looksRight(desk, `join-teacher-lesson-${language}-${viewport.name}`);
        await desk.getByRole('button', { name: catalogue.join.show }).click();
        await desk.getByRole('dialog', { name: catalogue.join.frontTitle }).getByRole('img', { name: catalogue.join.qrCode }).waitFor(PATIENT);
        found.push(...(await problems(desk, `${language} ${viewport.name} front`, english)));
        await noLessonKeys(desk);
        await looksRight(desk, `join-front-${language}-${viewport.name}`);
        await context.close();
      }
      expect(found).toEqual([]);
    });
  }

  it('is said in every language the student app offers, at 420 px', async () => {
    const { classLesson } = await languagesLesson();
    const passphrase = String(classLesson.attributes?.passphrase);
    const found: string[] = [];
    for (const [language, catalogue] of Object.entries(STUDENT)) {
      const english = englishOnly({ student: studentEn }, { student: catalogue }, language);
      const context = await contextIn(product.browser, language, undefined, { viewport: { width: MOBILE.width, height: MOBILE.height }, bypassCSP: true });
      const phone = await context.newPage();
      await phone.goto(joinAddress(product.url, passphrase));
      await phone.getByRole('heading', { name: catalogue.who.heading }).waitFor(PATIENT);
      found.push(...(await problems(phone, `${language} student who`, english)));
      await looksRight(phone, `join-student-who-${language}-mobile`);
      await phone.goto(joinAddress(product.url, 'no-such-words-here-22'));
      await phone.getByRole('alert').filter({ hasText: catalogue.join.errors.incorrect }).waitFor(PATIENT);
      found.push(...(await problems(phone, `${language} student incorrect`, english)));
      await context.close();
    }
    expect(found).toEqual([]);
  });
});

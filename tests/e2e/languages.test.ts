/**
 * Issue 14 in Chromium: every route of the registration app and the student app in each of
 * their languages (fi, pt, es, sv, ru) shows no raw catalogue key and no English left over: the
 * page's visible texts, placeholders, aria-labels and titles are compared with what the English
 * catalogue says and the language's does not (support/languages.ts). Pages are only read here;
 * their looks and axe are the other journeys' job. The console's routes are read in fi, pt and es
 * by the walk through every console screen (accessibility.test.ts), which opens each anyway.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct } from './support/product';
import { apiAs } from './support/api';
import { linkFromMail } from './support/mailbox';
import { openRoute, tracked } from './support/consoleNavigation';
import { contextIn, englishOnly, problems } from './support/languages';
import { ownedByReact } from './support/journeys';
import { registrationEn } from '../../i18n/registration/en';
import { registrationFi } from '../../i18n/registration/fi';
import { registrationPt } from '../../i18n/registration/pt';
import { registrationEs } from '../../i18n/registration/es';
import { registrationSv } from '../../i18n/registration/sv';
import { registrationRu } from '../../i18n/registration/ru';
import { studentEn } from '../../i18n/student/en';
import { studentFi } from '../../i18n/student/fi';
import { studentPt } from '../../i18n/student/pt';
import { studentEs } from '../../i18n/student/es';
import { studentSv } from '../../i18n/student/sv';
import { studentRu } from '../../i18n/student/ru';

const product = useProduct();

const REGISTRATION = { fi: registrationFi, pt: registrationPt, es: registrationEs, sv: registrationSv, ru: registrationRu };
const STUDENT = { fi: studentFi, pt: studentPt, es: studentEs, sv: studentSv, ru: studentRu };
const REGISTRATION_TIMEOUT_MS = 300_000;

/**
 * Opens a path and waits until the page speaks `language`. The context's language reaches the
 * server only from the second request (its cookie is set by a script in the page), so a first
 * `/welcome` arrives drawn in English and the app draws it again once its catalogue is in.
 */
async function visit(page: Page, path: string, language: string): Promise<void> {
  await page.goto(`${product.url}${path}`);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
  await expect.poll(() => page.locator('#root > *').first().evaluate(ownedByReact)).toBe(true);
  await page.waitForLoadState('networkidle');
}

/** A future booking of the demo webinar by teacher@, with its join token (from the confirmation mail). */
async function demoBooking(): Promise<{ meetingId: string; attendeeId: string; token: string }> {
  const api = await apiAs(product.url, 'teacher@demo.test');
  const [meeting] = await api.list('/meetings?filter[q]=Getting%20started');
  if (!meeting) throw new Error('no demo webinar');
  const sessions = await api.list(`/meetings/${meeting.id}/occurrences?filter[future]=true&sort=start_date`);
  const session = sessions.at(-1);
  if (!session) throw new Error('no future session');
  const attendee = await api.create(`/meetings/${meeting.id}/attendees`, 'meetingAttendees', { attendance_status: 'scheduled', email: 'teacher@demo.test' }, { occurrence: { type: 'meetingOccurrences', id: session.id } });
  const link = await linkFromMail(product.url, 'teacher@demo.test', '/meetings/join/');
  return { meetingId: meeting.id, attendeeId: attendee.id, token: link.split('/meetings/join/')[1] ?? '' };
}

describe('every screen in every language the product offers', () => {
  it('registration app: fi, pt, es, sv and ru, signed out and signed in', async () => {
    const booking = await demoBooking();
    const teacher = await product.token('teacher@demo.test');
    const parent = await product.token('parent@demo.test');
    const visitorPaths = ['/welcome', '/sign-in', '/forgot-password', '/change-password?reset_token=x', '/sign-up/organization-type', '/sign-up/user-type', '/sign-up/organization', '/sign-up/set-password', '/sign-up/parent-resources'];
    const teacherPaths = [
      '/sign-up/setting-account', '/sign-up/teachers', '/sign-up/plan', '/sign-up/confirm-skip', '/sign-up/done', '/sign-up/complete', '/sign-up/invites-sent',
      `/meetings/${booking.meetingId}/register`, `/meetings/${booking.meetingId}/attendance/${booking.attendeeId}/book`, `/meetings/${booking.meetingId}/attendance/${booking.attendeeId}/invite`,
      `/meetings/join/${booking.token}/book`, `/meetings/reschedule/${booking.token}/book`, `/meetings/reschedule/${booking.token}/complete`,
    ];
    const found: string[] = [];
    for (const [language, catalogue] of Object.entries(REGISTRATION)) {
      const english = englishOnly(registrationEn, catalogue, language);
      for (const [jwt, paths] of [[undefined, visitorPaths], [teacher, teacherPaths], [parent, ['/sign-up/create-children']]] as const) {
        const context = await contextIn(product.browser, language, jwt);
        const target = tracked(await context.newPage());
        await visit(target.page, paths[0]!, language);
        for (const path of paths) {
          if (path !== paths[0]) await openRoute(target, path, '');
          found.push(...(await problems(target.page, `${language} ${path}`, english)));
        }
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, REGISTRATION_TIMEOUT_MS);

  it('student app: fi, pt, es, sv and ru', async () => {
    const found: string[] = [];
    for (const [language, catalogue] of Object.entries(STUDENT)) {
      const context = await contextIn(product.browser, language);
      const page = await context.newPage();
      await visit(page, '/student', language);
      const english = englishOnly({ student: studentEn }, { student: catalogue }, language);
      found.push(...(await problems(page, `${language} /student`, english)));
      // A wrong passphrase: the error is said in the language too.
      await page.locator('input').first().fill('no such words 1');
      await page.keyboard.press('Enter');
      await page.getByRole('alert').first().waitFor();
      found.push(...(await problems(page, `${language} /student (wrong passphrase)`, english)));
      await context.close();
    }
    expect(found).toEqual([]);
  });

});

/**
 * Issue 13 in Chromium against the real server, one journey in serial steps:
 * 1. a new teacher signs up and, from the plan step, books the suggested webinar, which the
 *    webinars page (/meetings) then lists among their bookings;
 * 2. the confirmation mail's join link, before the window, says "upcoming" with a countdown;
 * 3. with the server's clock moved inside the window (TEST_CLOCK), the teacher accesses the
 *    webinar by keyboard: the meeting opens in a new window and the booking becomes attended;
 * 4. a demo teacher, signed out, opens their join link, signs in, comes back and reschedules;
 *    the old booking's page then says it was rescheduled;
 * 5. the calendar files (mail attachment, booking page, join page) parse with ical.js, and the
 *    rescheduled one keeps the UID with a higher SEQUENCE.
 * Screens are photographed at 1280 and 420 px into /tmp/webinar-shots/ (outside the repo) and
 * checked for raw keys and horizontal overflow; the join and reschedule pages get axe as well.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import ICAL from 'ical.js';
import { useProduct, DEMO_PASSWORD } from './support/product';
import { setServerClock } from './support/server';
import { linkFromMail, readMailbox } from './support/mailbox';
import { apiAs, apiCall, type ApiResource } from './support/api';
import { axeFindings, describeFindings } from './support/axe';
import { animationsDone, screenshot, visibleRawKeys } from './support/browser';
import { freshEmail, tickConsents, VIEWPORTS, openTakenOver } from './support/journeys';

const product = useProduct({ testClock: true });
const ZOOM = 'https://meet.example.test/getting-started';
const DESKTOP = { width: 1280, height: 900 };
const SECOND = 'subscribed@demo.test';

/** Each screen at 1280 and 420 px: a photograph to look at, no raw keys, nothing wider than the window. */
async function shots(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (const width of [1280, 420]) {
    await page.setViewportSize({ width, height: 900 });
    await animationsDone(page);
    await screenshot(page, `webinar-${name}-${width}`);
    expect(await visibleRawKeys(page), `raw i18n keys on ${name}`).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} is wider than ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize(DESKTOP);
}

/** axe's critical and serious findings (the app's CSP stays on). */
async function axe(page: Page): Promise<string> {
  return describeFindings(await axeFindings(page));
}

/** Tabs from the top of the page until the focus is on the control with this text. */
async function tabTo(page: Page, text: string): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === text) return;
  }
  throw new Error(`"${text}" cannot be reached with Tab`);
}

/** A mailed link on this server (the mail's origin may be the configured public one). */
const onProduct = (link: string): string => `${product.url}${new URL(link).pathname}`;
const tokenOf = (joinLink: string): string => decodeURIComponent(new URL(joinLink).pathname.split('/')[3] ?? '');

interface CalendarEvent {
  uid: string;
  start: Date;
  sequence: number;
}
function parseIcs(text: string): CalendarEvent {
  const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error(`no VEVENT in\n${text}`);
  const event = new ICAL.Event(vevent);
  return { uid: event.uid, start: event.startDate.toJSDate(), sequence: event.sequence };
}
async function icsAt(url: string): Promise<CalendarEvent> {
  const res = await fetch(url);
  expect(res.headers.get('content-type') ?? '').toContain('text/calendar');
  return parseIcs(await res.text());
}
/** The calendar file attached to the mail that carries this join link. */
async function mailedIcs(to: string, token: string): Promise<CalendarEvent> {
  const mail = (await readMailbox(product.url)).find((m) => m.to === to && m.links.some((l) => l.includes(`/meetings/join/${token}`)));
  expect(mail?.attachments.length, `the confirmation to ${to} has a calendar file`).toBe(1);
  return icsAt(mail!.attachments[0]!);
}

/** The booking as the public join endpoint sees it: status and session start. */
async function bookingByToken(token: string): Promise<{ status: string; start: Date }> {
  const answer = await apiCall(product.url, null, 'GET', `/meeting_attendees/${token}?include=occurrence`);
  expect(answer.status).toBe(200);
  const included = (answer.json as { included?: ApiResource[] }).included ?? [];
  const occurrence = included.find((r) => r.type === 'meetingOccurrences');
  return { status: String((answer.json.data as ApiResource).attributes?.attendance_status), start: new Date(String(occurrence?.attributes?.start_date)) };
}

/** The first day with sessions that is not today, and its first time: the calendar opens on the first month with one. */
async function pickSession(page: Page): Promise<void> {
  const days = page.locator('td button:not([disabled])');
  await days.first().waitFor();
  const today = String(new Date().getDate());
  const texts = await days.allInnerTexts();
  const index = texts.length > 1 && texts[0]?.trim() === today ? 1 : 0;
  await days.nth(index).click();
  await page.getByRole('radio').first().check();
}

describe('webinar join and reschedule (issue 13)', () => {
  let teacher: BrowserContext;
  let page: Page;
  let email = '';
  let joinLink = '';
  let start = new Date(0);
  let second: BrowserContext;
  let page2: Page;
  let oldToken = '';
  let newToken = '';

  it('1. a new teacher signs up and books a slot from the plan step', async () => {
    teacher = await product.browser.newContext({ viewport: DESKTOP });
    // The meeting's link is an outside address: the test answers for it.
    await teacher.route('https://meet.example.test/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Meeting</title><h1>Meeting room</h1>' }));
    page = await teacher.newPage();
    email = freshEmail('ada', VIEWPORTS[0]);
    await openTakenOver(page, `${product.url}/welcome`);
    const capture = page.getByRole('form', { name: 'Start your free trial' }).first();
    await capture.getByLabel('Work email').fill(email);
    await capture.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL('**/sign-up/organization-type');
    await page.getByRole('button', { name: /^Organization/ }).click();
    await page.waitForURL('**/sign-up/user-type');
    await page.getByRole('radio', { name: /Teacher/ }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/sign-up/organization');
    await page.getByRole('button', { name: 'United Kingdom' }).click();
    await page.getByLabel('School address').fill('Kingfisher');
    await page.getByRole('option', { name: /14 Kingfisher Lane/ }).click();
    await page.getByLabel('School name').fill('Kingfisher Primary webinars');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/sign-up/set-password');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel(/^Password/).fill('sunflower42');
    await page.getByLabel(/^Confirm password/).fill('sunflower42');
    await tickConsents(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/sign-up/setting-account');
    await page.getByLabel('Where did you hear about us?').fill('A webinar');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/sign-up/teachers');
    await page.getByRole('button', { name: '10+' }).click();
    await page.waitForURL('**/sign-up/plan');
    await page.getByRole('radio', { name: /With webinar/ }).waitFor();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await page.waitForURL(/\/meetings\/\d+\/register$/);
    await page.getByRole('heading', { name: 'Book your free webinar' }).waitFor();
    // The calendar opens on the month of the first session ahead, whichever month that is.
    const meetingId = /\/meetings\/(\d+)\/register$/.exec(page.url())?.[1] ?? '';
    const [ahead] = await (await apiAs(product.url, SECOND)).list(`/meetings/${meetingId}/occurrences?filter[future]=true&sort=start_date&page[size]=1`);
    const firstStart = new Date(String(ahead?.attributes?.start_date));
    const monthLabel = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric' }).format(firstStart);
    await page.getByText(monthLabel, { exact: true }).waitFor();
    await pickSession(page);
    await shots(page, 'register');
    await page.getByRole('button', { name: 'Book this time' }).click();
    await page.getByRole('heading', { name: 'You are booked!' }).waitFor();
    const [, , attendeeId = ''] = /\/meetings\/(\d+)\/attendance\/(\d+)\/book$/.exec(page.url()) ?? [];
    await page.getByRole('link', { name: 'Add to calendar' }).waitFor();
    await shots(page, 'booking');

    joinLink = onProduct(await linkFromMail(product.url, email, `/meetings/join/${attendeeId}.`));
    start = (await bookingByToken(tokenOf(joinLink))).start;
    // The booking page's file is the server's own: the mailed one, with the session's start.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar' }).click()]);
    const fromPage = parseIcs(readFileSync((await download.path())!, 'utf8'));
    const fromMail = await mailedIcs(email, tokenOf(joinLink));
    expect(fromMail.start.toISOString()).toBe(start.toISOString());
    expect(fromMail.uid).not.toBe('');
    expect(fromPage).toEqual(fromMail);
  });

  it('1b. the webinars page lists the teacher’s booking, leading to it, and the webinars to book', async () => {
    await page.goto(`${product.url}/meetings`);
    await page.getByRole('heading', { name: 'Your bookings' }).waitFor();
    const booking = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Open booking' }) });
    expect(await booking.count()).toBe(1);
    expect(await booking.getByRole('heading').innerText()).toBe('Getting started webinar');
    await page.getByRole('link', { name: 'Choose a session: Getting started webinar' }).waitFor();
    await shots(page, 'meetings');
    expect(await axe(page)).toBe('');
    await booking.getByRole('link', { name: 'Open booking' }).click();
    await page.getByRole('heading', { name: 'You are booked!' }).waitFor();
  });

  it('2. the mailed join link, before the window, shows "upcoming" with a countdown', async () => {
    await page.goto(joinLink);
    await page.waitForURL(`**/meetings/join/${tokenOf(joinLink)}/book`);
    await page.getByText('This webinar is upcoming.').waitFor();
    expect(await page.getByRole('timer').innerText()).toMatch(/^(\d+ days? )?\d{1,2}:\d{2}:\d{2}$/);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Getting started webinar');
    expect(await page.getByRole('button', { name: 'Access webinar' }).count()).toBe(0);
    await shots(page, 'join-upcoming');
    expect(await axe(page)).toBe('');
    await tabTo(page, 'Reschedule');
  });

  it('3. inside the window the teacher accesses the webinar by keyboard and is marked attended', async () => {
    await setServerClock(product.url, new Date(start.getTime() - 10 * 60_000));
    await page.reload();
    await page.getByText('The webinar is open. Come in!').waitFor();
    await shots(page, 'join-open');
    expect(await axe(page)).toBe('');
    await tabTo(page, 'Access webinar');
    const [popup] = await Promise.all([teacher.waitForEvent('page'), page.keyboard.press('Enter')]);
    await popup.waitForURL(ZOOM);
    expect(await page.getByRole('link', { name: /Join the webinar/ }).getAttribute('href')).toBe(ZOOM);
    // Attended: the simpler view, with the platform button and no more reschedule or cancel.
    await page.getByRole('button', { name: 'Open the platform' }).waitFor();
    expect(await page.getByRole('link', { name: 'Reschedule' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel booking' }).count()).toBe(0);
    expect((await bookingByToken(tokenOf(joinLink))).status).toBe('attended');
    await popup.close();
    await shots(page, 'after-access');
    await setServerClock(product.url, null);
  });

  it('4. a second attendee signs in from the join link and reschedules to another session', async () => {
    const api = await apiAs(product.url, SECOND);
    const meetings = await api.list('/meetings');
    const meeting = meetings.find((m) => m.attributes?.name === 'Getting started webinar') ?? meetings[0]!;
    const from = new Date(Date.now() + 2 * 3600_000).toISOString();
    const sessions = await api.list(`/meetings/${meeting.id}/occurrences?filter[start_date][gte]=${encodeURIComponent(from)}&sort=start_date`);
    expect(sessions.length, `sessions of meeting ${meeting.id}`).toBeGreaterThan(2);
    const booked = await api.create(`/meetings/${meeting.id}/attendees`, 'meetingAttendees',
      { attendance_status: 'scheduled', email: SECOND, first_name: 'Sam', last_name: 'Subscribed' },
      { meeting: { type: 'meetings', id: meeting.id }, occurrence: { type: 'meetingOccurrences', id: sessions[1]!.id } });
    const link = onProduct(await linkFromMail(product.url, SECOND, `/meetings/join/${booked.id}.`));
    oldToken = tokenOf(link);

    // Signed out, the link leads to sign-in, and sign-in back to the join page.
    second = await product.browser.newContext({ viewport: DESKTOP });
    page2 = await second.newPage();
    await page2.goto(link);
    await page2.waitForURL(/\/sign-in\?redirect=/);
    await page2.getByLabel('Email or username').fill(SECOND);
    await page2.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page2.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page2.waitForURL(`**/meetings/join/${oldToken}/book`);
    await page2.getByText('This webinar is upcoming.').waitFor();

    await tabTo(page2, 'Reschedule');
    await page2.keyboard.press('Enter');
    await page2.waitForURL(`**/meetings/reschedule/${oldToken}/book`);
    await page2.getByRole('heading', { name: 'Choose a new time' }).waitFor();
    await page2.getByText(/You have \d+ bookings? for this webinar/).waitFor();
    await pickSession(page2);
    await shots(page2, 'reschedule-book');
    expect(await axe(page2)).toBe('');
    await page2.getByRole('button', { name: 'Move my booking' }).click();

    await page2.waitForURL(/\/meetings\/reschedule\/[^/]+\/complete$/);
    newToken = decodeURIComponent(new URL(page2.url()).pathname.split('/')[3] ?? '');
    expect(newToken).not.toBe(oldToken);
    await page2.getByRole('heading', { name: 'Your booking is moved' }).waitFor();
    await shots(page2, 'reschedule-complete');
    expect(await axe(page2)).toBe('');
    expect((await bookingByToken(oldToken)).status).toBe('rescheduled');
    expect((await bookingByToken(newToken)).status).toBe('scheduled');

    await page2.goto(`${product.url}/meetings/join/${oldToken}`);
    await page2.getByText(/This booking was moved to another session/).waitFor();
    expect(await page2.getByRole('button', { name: 'Access webinar' }).count()).toBe(0);
    expect(await page2.getByRole('link', { name: 'Go to your new booking' }).getAttribute('href')).toBe(`/meetings/join/${newToken}/book`);
    await shots(page2, 'old-booking-rescheduled');
  });

  it('5. the rescheduled calendar entry keeps its UID with a higher SEQUENCE', async () => {
    const before = await mailedIcs(SECOND, oldToken);
    await linkFromMail(product.url, SECOND, `/meetings/join/${newToken}`);
    const after = await mailedIcs(SECOND, newToken);
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect(after.start.toISOString()).toBe((await bookingByToken(newToken)).start.toISOString());
    // The reschedule-complete page's link is the same public file.
    await page2.goto(`${product.url}/meetings/reschedule/${newToken}/complete`);
    const href = await page2.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
    expect(await icsAt(new URL(href ?? '', product.url).href)).toEqual(after);
  });

  it('5b. the join page offers the booking’s calendar file', async () => {
    await page2.goto(`${product.url}/meetings/join/${newToken}`);
    await page2.getByText('This webinar is upcoming.').waitFor();
    const link = page2.getByRole('link', { name: 'Add to calendar' });
    expect(await link.count(), 'an "Add to calendar" link on the join page').toBe(1);
    const event = await icsAt(new URL((await link.getAttribute('href')) ?? '', product.url).href);
    expect(event.start.toISOString()).toBe((await bookingByToken(newToken)).start.toISOString());
  });
});

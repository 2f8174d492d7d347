/**
 * Sign-up journeys in Chromium against the real server, at desktop and 420 px (issue 4):
 * 1. a teacher signs up from /welcome with a school email through every step, books the suggested
 *    webinar, invites a colleague, enters the product with the trial note, confirms their email
 *    from the outbox and signs in again;
 * 2. a parent signs up with two children, ends on the done page, and a child signs in by username;
 * 5. a colleague's webinar invite is accepted, leading to an account in the inviter's school; the
 *    used link then says so and offers sign-in.
 * At 420 px the teacher types the school's address by hand ("I can't find the address").
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useProduct, DEMO_PASSWORD } from './support/product';
import { confirmAndSignIn, linkFromMail } from './support/mailbox';
import { freshEmail, looksRight, openPage, tickConsents, VIEWPORTS, type Viewport, openTakenOver } from './support/journeys';
import { axeFindings, describeFindings } from './support/axe';

const product = useProduct();
const PASSWORD = 'sunflower42';

/** axe's critical and serious findings (the journey keeps the app's CSP). */
async function accessibilityFindings(page: Page): Promise<string> {
  return describeFindings(await axeFindings(page));
}

async function clickContinue(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Chooses the first day with sessions (this month or the next) and its first time. */
async function bookFirstSession(page: Page, viewport: Viewport): Promise<void> {
  await page.getByRole('heading', { name: 'Book your free webinar' }).waitFor();
  await page.waitForLoadState('networkidle');
  const enabledDay = page.locator('td button:not([disabled])');
  if ((await enabledDay.count()) === 0) {
    await page.getByRole('button', { name: 'Next month' }).click();
    await enabledDay.first().waitFor();
  }
  await looksRight(page, 'webinar-register', viewport);
  await enabledDay.first().click();
  await page.getByRole('radio').first().check();
  if (viewport.name === 'mobile') expect(await page.getByRole('button', { name: 'Back to calendar' }).isVisible()).toBe(true);
  await page.getByRole('button', { name: 'Book this time' }).click();
  await page.getByRole('heading', { name: 'You are booked!' }).waitFor();
}

async function createAccount(page: Page, first: string, last: string): Promise<void> {
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await tickConsents(page);
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe.each(VIEWPORTS)('sign-up journeys at $name', (viewport) => {
  it('a teacher signs up from the welcome page, books the webinar and lands in the product with the trial note', async () => {
    const email = freshEmail('ada', viewport);
    const page = await openPage(product.browser, viewport);
    await openTakenOver(page, `${product.url}/welcome`);
    await looksRight(page, 'welcome', viewport);
    const capture = page.getByRole('form', { name: 'Start your free trial' }).first();
    await capture.getByLabel('Work email').fill(email);
    await capture.getByRole('button', { name: 'Start free trial' }).click();

    await page.waitForURL('**/sign-up/organization-type');
    await page.waitForFunction(() => document.title === 'Registration - Organisation type');
    expect(await page.getByRole('list', { name: 'Sign-up progress' }).count()).toBe(0);
    await looksRight(page, 'organization-type', viewport);
    await page.getByRole('button', { name: /^Organization/ }).click();

    await page.waitForURL('**/sign-up/user-type');
    // The router moves between screens in a transition: the address changes while the screen
    // being left is still drawn, so each screen is looked at once its own heading is there.
    await page.getByRole('heading', { level: 1, name: 'What is your role?', exact: true }).waitFor();
    await looksRight(page, 'user-type', viewport);
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: /Teacher/ }).check();
    await clickContinue(page);

    await page.waitForURL('**/sign-up/organization');
    await page.getByRole('button', { name: 'United Kingdom' }).click();
    if (viewport.name === 'desktop') {
      await page.getByLabel('School address').fill('Kingfisher');
      await page.getByRole('option', { name: /14 Kingfisher Lane/ }).click();
    } else {
      // On the small screen the address is one the search does not know: typed by hand, by keyboard.
      await page.getByLabel('School address').fill('3 Harbour Row');
      await page.getByRole('button', { name: 'I can’t find the address' }).click();
      await page.keyboard.type('3 Harbour Row');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Stornoway');
      await page.keyboard.press('Tab');
      await page.keyboard.type('HS1 2XX');
      await looksRight(page, 'organization-typed-address', viewport);
      expect(await accessibilityFindings(page)).toBe('');
    }
    await page.getByLabel('School name').fill(`Kingfisher Primary ${viewport.name}`);
    await page.getByRole('button', { name: 'Continue', exact: true }).waitFor();
    await looksRight(page, 'organization', viewport);
    await clickContinue(page);

    await page.waitForURL('**/sign-up/set-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await looksRight(page, 'set-password', viewport);
    await createAccount(page, 'Ada', 'Lovelace');

    await page.waitForURL('**/sign-up/setting-account');
    await page.getByLabel('Where did you hear about us?').fill('A colleague at a conference');
    await looksRight(page, 'setting-account', viewport);
    await clickContinue(page);

    await page.waitForURL('**/sign-up/teachers');
    await page.getByRole('heading', { level: 1, name: 'How many teachers will use the platform?', exact: true }).waitFor();
    await looksRight(page, 'teachers', viewport);
    await page.getByRole('button', { name: '10+' }).click();

    await page.waitForURL('**/sign-up/plan');
    await page.getByRole('radio', { name: /With webinar/ }).waitFor();
    expect(await page.getByRole('radio', { name: /With webinar/ }).isChecked()).toBe(true);
    await looksRight(page, 'plan', viewport);
    await clickContinue(page);

    await page.waitForURL(/\/meetings\/\d+\/register$/);
    await bookFirstSession(page, viewport);
    await looksRight(page, 'webinar-booked', viewport);
    await page.getByRole('link', { name: 'Invite colleagues' }).click();

    await page.waitForURL(/\/attendance\/\d+\/invite$/);
    expect(await page.getByRole('button', { name: 'Send invitations' }).isDisabled()).toBe(true);
    const colleague = freshEmail('grace', viewport);
    await page.getByLabel('Colleague’s email').fill(colleague.toUpperCase());
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByText(colleague).waitFor();
    expect(await page.getByRole('button', { name: 'Send invitations' }).isDisabled()).toBe(false);
    expect(await page.getByText('Please enter a valid email address').count()).toBe(0);
    await looksRight(page, 'webinar-invite', viewport);
    await page.getByRole('button', { name: 'Send invitations' }).click();

    await page.waitForURL('**/sign-up/invites-sent');
    await page.getByRole('heading', { level: 1, name: 'Your invitations are on their way', exact: true }).waitFor();
    await looksRight(page, 'invites-sent', viewport);
    expect(await linkFromMail(product.url, colleague, '/sign-up/invite/')).toContain('/sign-up/invite/');
    await page.getByRole('button', { name: 'Open the platform' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app') && !u.search.includes('jwt='));
    await page.getByText(/\d+ days? left in your trial/).waitFor();

    // Confirming the address from the outbox, then signing in again, leads back to the product.
    await confirmAndSignIn(page, product.url, email, PASSWORD);
    await page.getByText(/\d+ days? left in your trial/).waitFor();
    await looksRight(page, 'teacher-in-shell', viewport);
    await page.close();
  });

  it('a parent signs up with two children, and a child signs in with their username', async () => {
    const email = freshEmail('pat', viewport, 'gmail.com');
    const page = await openPage(product.browser, viewport);
    await page.goto(`${product.url}/sign-up/organization-type`);
    await page.getByRole('button', { name: /^Parent/ }).click();

    await page.waitForURL('**/sign-up/parent-resources');
    await page.getByRole('button', { name: 'Health' }).click();
    await page.getByRole('button', { name: 'Natural environment' }).click();
    await looksRight(page, 'parent-resources', viewport);
    await clickContinue(page);

    await page.waitForURL('**/sign-up/set-password');
    await page.getByLabel('Email').fill(email);
    await createAccount(page, 'Pat', 'Parent');

    await page.waitForURL('**/sign-up/create-children');
    const kids = [`kid-a-${viewport.name}-${Date.now()}`, `kid-b-${viewport.name}-${Date.now()}`];
    await page.getByRole('button', { name: 'Add another child' }).click();
    for (const [i, username] of kids.entries()) {
      const child = page.getByRole('group', { name: `Child ${i + 1}` });
      await child.getByLabel('First name').fill(i === 0 ? 'Alex' : 'Sam');
      await child.getByLabel('Username').fill(username);
      await child.getByLabel(/^Password/).fill('kidpass1');
      await child.getByLabel(/^Confirm password/).fill('kidpass1');
    }
    expect(await page.getByRole('button', { name: 'Remove child 1' }).count()).toBe(0);
    await looksRight(page, 'create-children', viewport);
    await page.getByRole('button', { name: 'Create accounts' }).click();

    await page.waitForURL('**/sign-up/done');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await page.getByRole('button', { name: 'Take me to the platform' }).count()).toBe(viewport.name === 'desktop' ? 1 : 0);
    await looksRight(page, 'done-parent', viewport);

    await page.evaluate(() => localStorage.clear());
    await openTakenOver(page, `${product.url}/sign-in`);
    await page.getByLabel('Email or username').fill(kids[1]!);
    await page.getByLabel('Password', { exact: true }).fill('kidpass1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/app') && !u.search.includes('jwt='));
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
    await page.close();
  });

  it('a colleague accepts a webinar invite and joins the inviter’s school', async () => {
    const invitee = freshEmail('lin', viewport, 'elsewhere.org');
    // A teacher of Northfield Primary invites a colleague whose address is not at the school's domain.
    const api = async (path: string, init: { method: string; body: unknown; token?: string }): Promise<Record<string, any>> => { // eslint-disable-line @typescript-eslint/no-explicit-any
      const res = await fetch(`${product.url}/api/v1${path}`, {
        method: init.method,
        headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
        body: JSON.stringify(init.body),
      });
      return (await res.json()) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    const token = (await api('/user/tokens', { method: 'POST', body: { data: { type: 'tokens', attributes: { email: 'teacher@demo.test', password: DEMO_PASSWORD } } } })).data.attributes.jwt as string;
    const meetings = await (await fetch(`${product.url}/api/v1/meetings`, { headers: { accept: 'application/vnd.api+json', authorization: `Bearer ${token}` } })).json() as { data: { id: string }[] };
    const meetingId = meetings.data[0]!.id;
    const created = await api(`/meetings/${meetingId}/invites`, { method: 'POST', token, body: { data: { type: 'meetingInvites', attributes: { email: invitee }, relationships: { meeting: { data: { type: 'meetings', id: meetingId } } } } } });
    expect(created.data?.type).toBe('meetingInvites');

    const page = await openPage(product.browser, viewport);
    await page.goto(await linkFromMail(product.url, invitee, '/sign-up/invite/'));
    await page.getByRole('heading', { name: 'You have been invited' }).waitFor();
    await page.getByText('Northfield Primary School').waitFor();
    await looksRight(page, 'invite', viewport);
    await clickContinue(page);

    await page.waitForURL('**/sign-up/set-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(invitee);
    await createAccount(page, 'Lin', 'Colleague');

    await page.waitForURL('**/sign-up/organization/existing');
    await page.getByText(/Northfield Primary School/).first().waitFor();
    await looksRight(page, 'invite-organization', viewport);
    await clickContinue(page);
    // Joined: routed as after the plan, to the school licence's suggested webinar.
    await page.waitForURL(/\/meetings\/\d+\/register$/);
    await page.getByRole('heading', { name: 'Book your free webinar' }).waitFor();

    // The link has done its work: opened again, it says so and offers sign-in.
    await page.goto(await linkFromMail(product.url, invitee, '/sign-up/invite/'));
    await page.getByRole('heading', { name: 'This invitation has already been used' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).count()).toBe(0);
    await looksRight(page, 'invite-used', viewport);
    expect(await accessibilityFindings(page)).toBe('');
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/sign-in');
    await page.close();
  });
});

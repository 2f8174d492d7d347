import type { Page } from 'playwright-core';

/**
 * Reads the development mailbox page (/mailbox) the way a person testing the product would: the
 * newest mail to an address, and the first link in it that matches a path.
 */
export interface MailboxEntry {
  subject: string;
  to: string;
  links: string[];
  /** Absolute addresses of the mail's attached files, in order. */
  attachments: string[];
}

const decode = (text: string): string => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");

export async function readMailbox(baseUrl: string): Promise<MailboxEntry[]> {
  const html = await (await fetch(`${baseUrl}/mailbox`)).text();
  return [...html.matchAll(/<article>([\s\S]*?)<\/article>/g)].map(([, body = '']) => ({
    subject: decode(/<h2>(.*?)<\/h2>/.exec(body)?.[1] ?? ''),
    to: decode(/<p>To (.*?),/.exec(body)?.[1] ?? ''),
    links: [...body.matchAll(/<a href="([^"]+)"/g)].map((m) => decode(m[1] ?? '')),
    attachments: [...body.matchAll(/<a class="attachment" href="([^"]+)"/g)].map((m) => `${baseUrl}${decode(m[1] ?? '')}`),
  }));
}

/** The first link to `pathPart` in the newest mail to `to`, waiting a little for it to arrive. */
export async function linkFromMail(baseUrl: string, to: string, pathPart: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mail = (await readMailbox(baseUrl)).find((m) => m.to === to && m.links.some((l) => l.includes(pathPart)));
    const link = mail?.links.find((l) => l.includes(pathPart));
    if (link) return link;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with a link to ${pathPart}`);
}

/**
 * Follows the confirmation link mailed to `email` in a browser with no session, then signs in on
 * the page it opens, as a new account's owner does; resolves once the console is open.
 */
export async function confirmAndSignIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.goto(await linkFromMail(baseUrl, email, '/sign-in?confirmation_token='));
  await page.getByText('Your email address is confirmed').waitFor();
  await page.getByLabel('Email or username').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((u) => u.pathname.startsWith('/app') && !u.search.includes('jwt='));
}

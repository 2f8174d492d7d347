/**
 * The one way the product sends email: every message is written to the outbox table (which the
 * development mailbox lists) and logged in one line, inside the caller's transaction, so a mail
 * exists only if what it tells of was committed. With SMTP_URL set, the outbox is then delivered
 * by jobs/deliverMail.ts (mail/delivery.ts).
 */
import type { Db } from '../db/client';
import { mailOutbox, type MailAttachment } from '../db/extraTables';

export type { MailAttachment };

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** Files sent with the mail, e.g. a webinar booking's calendar entry. */
  attachments?: readonly MailAttachment[];
}

const outboxRow = (mail: Mail): typeof mailOutbox.$inferInsert => ({
  toAddress: mail.to,
  subject: mail.subject,
  body: mail.body,
  attachments: [...(mail.attachments ?? [])],
});

export async function sendMail(db: Db, mail: Mail, log: (line: string) => void = () => undefined): Promise<void> {
  await db.insert(mailOutbox).values(outboxRow(mail));
  log(`mail queued to ${mail.to}: ${mail.subject}`);
}

/** Many messages in one INSERT (bulk imports mail up to 1,000 people), each logged like sendMail's. */
export async function sendMails(db: Db, mails: readonly Mail[], log: (line: string) => void = () => undefined): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(mails.map(outboxRow));
  for (const m of mails) log(`mail queued to ${m.to}: ${m.subject}`);
}

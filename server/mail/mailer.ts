/**
 * The one way the product sends email: every message is written to the outbox table (which the
 * development mailbox lists) and logged in one line. Delivery over SMTP is a later adapter.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export async function sendMail(db: Db, mail: Mail, log: (line: string) => void = () => undefined): Promise<void> {
  await db.execute(sql`INSERT INTO mail_outbox (to_address, subject, body) VALUES (${mail.to}, ${mail.subject}, ${mail.body})`);
  log(`mail queued to ${mail.to}: ${mail.subject}`);
}

/** Many messages in one INSERT (bulk imports mail up to 1,000 people), each logged like sendMail's. */
export async function sendMails(db: Db, mails: readonly Mail[], log: (line: string) => void = () => undefined): Promise<void> {
  if (mails.length === 0) return;
  const rows = JSON.stringify(mails.map((m) => ({ to_address: m.to, subject: m.subject, body: m.body })));
  await db.execute(sql`INSERT INTO mail_outbox (to_address, subject, body)
    SELECT r.to_address, r.subject, r.body FROM jsonb_to_recordset(${rows}::jsonb) AS r(to_address text, subject text, body text)`);
  for (const m of mails) log(`mail queued to ${m.to}: ${m.subject}`);
}

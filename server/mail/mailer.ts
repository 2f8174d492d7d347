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

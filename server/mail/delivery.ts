/**
 * Delivery of the outbox over SMTP (issue 15), run by server/jobs/deliverMail.ts when SMTP_URL
 * is set. Each run takes due mail one at a time, up to a batch: it claims a mail, sends it, and
 * records the outcome:
 *
 * - claim: one statement locks the next due row with FOR UPDATE SKIP LOCKED, counts the attempt
 *   and moves `next_attempt_at` MAIL_CLAIM_MS ahead, then commits. Another process running at
 *   once skips the locked row, and once committed the row is no longer due, so two processes
 *   never send the same mail (the transport's timeouts end a send long before its claim).
 * - send, after the commit and outside any transaction: PGlite runs one transaction at a time
 *   for the whole process, so a transaction held open across an SMTP conversation would stall
 *   every API request for as long as the mail server takes (on PostgreSQL it would hold a pooled
 *   connection as long).
 * - success sets `sent_at`; failure records a short `last_error` and the next attempt after a
 *   backoff; after MAIL_MAX_ATTEMPTS the mail stays unsent with its last error.
 *
 * Delivery is at least once, and that is accepted: a process that stops between the SMTP server's
 * acceptance and recording `sent_at` leaves the mail claimed, and it is sent again once the claim
 * runs out (same Message-ID, transport.ts). A mail that stops the process while being sent also
 * counts its attempt, so it cannot loop forever.
 */
import { and, asc, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/extraTables';
import { outboxMessage, type MailTransport, type OutboxMail } from './transport';

const MINUTE = 60_000;

// The retry policy, in one place. Waits after failed attempts 1, 2, 3 … are 1, 2, 4, 8, 16, 32
// and 60 minutes: the eighth and last attempt comes about two hours after the first, long
// enough to ride out a mail server's restart or a short outage without sending stale links.
export const MAIL_MAX_ATTEMPTS = 8;
const RETRY_FIRST_MS = MINUTE;
const RETRY_MAX_MS = 60 * MINUTE;
/**
 * How long a claimed mail is left to its sender before another run may take it again (the
 * sender stopped mid-send). Far longer than the transport's timeouts allow a send to last.
 */
export const MAIL_CLAIM_MS = 10 * MINUTE;
/**
 * Mail queued longer ago than this is never sent: it waited while delivery was off (no SMTP_URL,
 * or queued before delivery existed), and its links and news are stale by now.
 */
export const MAIL_MAX_AGE_MS = 24 * 60 * MINUTE;
/** Mails per run at most, so a scheduled run (and the stop that waits for it) stays short. */
export const MAIL_BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 300;
/**
 * nodemailer's codes for a server that refused this one mail (its sender, recipients or content).
 * Any other failure (no connection, login refused, TLS) would fail every mail alike, so the run
 * stops there instead of spending every waiting mail's attempts on an outage.
 */
const REFUSED_THIS_MAIL = new Set(['EENVELOPE', 'EMESSAGE']);

/** The wait after the `attempts`-th failed attempt. */
function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(attempts - 1, 0), RETRY_MAX_MS);
}

export interface DeliveryOptions {
  /** The sender (MAIL_FROM). */
  from: string;
  /** The clock: what is due, and the times recorded. */
  now?: Date;
  /** At most this many mails (MAIL_BATCH_SIZE). */
  limit?: number;
  log?: (line: string) => void;
  /** Hears each send's outcome as it is recorded (the mail_deliveries_total metric, server/metrics/). */
  counted?: (outcome: DeliveryOutcome) => void;
}

export type DeliveryOutcome = 'sent' | 'failed';

export interface DeliveryResult {
  sent: number;
  failed: number;
}

/** Sends due mail, one claim at a time, up to `limit`; returns how many were sent and how many failed. */
export async function deliverPending(db: Db, transport: MailTransport, options: DeliveryOptions): Promise<DeliveryResult> {
  const now = options.now ?? new Date();
  const result = { sent: 0, failed: 0 };
  for (let n = 0; n < (options.limit ?? MAIL_BATCH_SIZE); n++) {
    const mail = await claimNext(db, now);
    if (!mail) break;
    const failure = await send(transport, mail, options.from);
    if (!failure) {
      await db.update(mailOutbox).set({ sentAt: now, lastError: null }).where(eq(mailOutbox.id, mail.id));
      result.sent++;
      options.counted?.('sent');
      continue;
    }
    options.log?.(`mail ${mail.id} to ${mail.toAddress} not sent (attempt ${mail.attempts} of ${MAIL_MAX_ATTEMPTS}): ${failure.error}`);
    await db
      .update(mailOutbox)
      .set({ lastError: failure.error, nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)) })
      .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
    result.failed++;
    options.counted?.('failed');
    if (!failure.onlyThisMail) break;
  }
  return result;
}

/** Sends one mail; undefined when the SMTP server accepted it, else why not. */
async function send(transport: MailTransport, mail: OutboxMail, from: string): Promise<{ error: string; onlyThisMail: boolean } | undefined> {
  try {
    await transport.sendMail(outboxMessage(mail, from));
    return undefined;
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    return { error: describeError(err), onlyThisMail: typeof code === 'string' && REFUSED_THIS_MAIL.has(code) };
  }
}

/**
 * The oldest due mail, locked, counted as attempted and moved out of reach for MAIL_CLAIM_MS, in
 * one statement (its own transaction). One mail per claim, so a claim never has to outlast more
 * than one send, and processes running at once share the work mail by mail.
 */
async function claimNext(db: Db, now: Date): Promise<(OutboxMail & { attempts: number }) | undefined> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS),
        lte(mailOutbox.nextAttemptAt, now),
        gt(mailOutbox.createdAt, new Date(now.getTime() - MAIL_MAX_AGE_MS)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + MAIL_CLAIM_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      attachments: mailOutbox.attachments,
      createdAt: mailOutbox.createdAt,
      attempts: mailOutbox.attempts,
    });
  return mail;
}

/**
 * The failure as one short line for `last_error` and the log: the SMTP server's answer or the
 * network error. Credentials in a URL (`//user:pass@`) are cut, should any error quote one.
 */
function describeError(err: unknown): string {
  const text = (err instanceof Error ? err.message : String(err)).replace(/\/\/[^/@\s]*@/g, '//').replace(/\s+/g, ' ').trim();
  return text.length > ERROR_MAX_LENGTH ? `${text.slice(0, ERROR_MAX_LENGTH - 1)}…` : text || 'unknown error';
}

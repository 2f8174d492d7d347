import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/client';
import { mailOutbox } from '../db/extraTables';
import { deliverPending, MAIL_MAX_AGE_MS, MAIL_MAX_ATTEMPTS } from '../mail/delivery';
import { sendMail, sendMails } from '../mail/mailer';
import { smtpTransport } from '../mail/transport';
import { startTestApp, type TestApp } from '../../tests/support/testApp';
import { testDbKinds, type TestDatabase } from '../../tests/support/testDatabase';
import { attachment, bodyPart, header, startSmtpServer, type TestSmtpServer } from '../../tests/support/smtpServer';
import { startMailDelivery } from './deliverMail';

const kinds = await testDbKinds({ postgres: 'delivery claims mails with FOR UPDATE SKIP LOCKED, and two processes must send each mail once' });
const FROM = '"Education platform" <no-reply@school.test>';
const MINUTE = 60_000;
const ICS = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:b1@school.test', 'SUMMARY:Getting started', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
/** Queued mail is due from its insert, stamped by the database's clock to the microsecond: a second later it surely is. */
const afterQueueing = (): Date => new Date(Date.now() + 1000);
const booking = {
  to: 'ada@example.test',
  subject: 'Booked: Getting started',
  body: 'You are booked.\nJoin here: https://school.test/meetings/join/1',
  attachments: [{ filename: 'webinar.ics', content_type: 'text/calendar; charset=utf-8', content: ICS }],
};

describe.each(kinds)('mail delivery over SMTP on %s', (kind) => {
  let t: TestApp;
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let db: Db;
  beforeAll(async () => {
    t = await startTestApp(kind, { mailbox: true });
    database = t.database;
    db = database.db;
  });
  beforeEach(async () => {
    await database.reset();
    smtp = await startSmtpServer();
  });
  afterEach(async () => smtp.close());
  afterAll(async () => t.close());

  const deliver = (now: Date) => deliverPending(db, smtpTransport(smtp.url), { from: FROM, now });
  const row = async () => (await db.select().from(mailOutbox))[0]!;
  const mailboxDelivery = async (): Promise<string | undefined> =>
    /<p class="delivery">(.*?)<\/p>/.exec((await t.app.inject({ method: 'GET', url: '/mailbox' })).body)?.[1];

  it('sends a queued mail with its calendar file and records it as sent', async () => {
    await sendMail(db, booking);
    const now = afterQueueing();
    expect(await deliver(now)).toEqual({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const { raw, to } = smtp.received[0]!;
    expect(to).toEqual(['ada@example.test']);
    expect(header(raw, 'To')).toBe('ada@example.test');
    expect(header(raw, 'From')).toBe('Education platform <no-reply@school.test>');
    expect(header(raw, 'Subject')).toBe('Booked: Getting started');
    expect(header(raw, 'Message-ID')).toMatch(/^<outbox\.\d+\.\d+@school\.test>$/);
    // SMTP ends lines with CRLF.
    const lines = (type: string): string => bodyPart(raw, type)?.text.replace(/\r\n/g, '\n') ?? '';
    expect(lines('text/plain')).toBe(booking.body);
    // The same words as HTML beside the text, the address a link.
    const html = lines('text/html');
    expect(html).toContain('<p>You are booked.<br>\nJoin here: <a href="https://school.test/meetings/join/1">https://school.test/meetings/join/1</a></p>');
    const ics = attachment(raw, 'webinar.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(ics?.text).toBe(ICS);
    const sent = await row();
    expect(sent.sentAt?.getTime()).toBe(now.getTime());
    expect(sent.attempts).toBe(1);
    expect(await deliver(new Date(now.getTime() + MINUTE))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a refused mail once it is due, not before', async () => {
    await sendMail(db, booking);
    const now = afterQueueing();
    smtp.refuseRecipients = 'Mailbox busy, try again later';
    expect(await deliver(now)).toEqual({ sent: 0, failed: 1 });
    const failed = await row();
    expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
    expect(failed.lastError).toMatch(/451 Mailbox busy, try again later/);
    expect(failed.lastError).not.toContain(encodeURIComponent('p@ss word'));
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);
    expect(await mailboxDelivery()).toMatch(/^Attempt 1 of 8 failed: .*451 Mailbox busy, try again later; next at /);

    smtp.refuseRecipients = undefined;
    expect(await deliver(new Date(now.getTime() + MINUTE - 1000))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.recipientsOffered).toHaveLength(1);
    expect(await deliver(new Date(now.getTime() + MINUTE))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => header(m.raw, 'Subject'))).toEqual(['Booked: Getting started']);
    expect(await row()).toMatchObject({ attempts: 2, lastError: null });
    expect(await mailboxDelivery()).toMatch(/^Sent /);
  });

  it(`waits longer after each failure and gives up after ${MAIL_MAX_ATTEMPTS} attempts`, async () => {
    await sendMail(db, booking);
    smtp.refuseRecipients = 'Mailbox busy, try again later';
    const waits: number[] = [];
    let now = afterQueueing();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      expect(await deliver(now)).toEqual({ sent: 0, failed: 1 });
      const next = (await row()).nextAttemptAt;
      waits.push((next.getTime() - now.getTime()) / MINUTE);
      now = next;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
    smtp.refuseRecipients = undefined;
    expect(await deliver(new Date(now.getTime() + 60 * MINUTE))).toEqual({ sent: 0, failed: 0 });
    expect(smtp.recipientsOffered).toHaveLength(MAIL_MAX_ATTEMPTS);
    expect(await row()).toMatchObject({ sentAt: null, attempts: MAIL_MAX_ATTEMPTS, lastError: expect.stringContaining('Mailbox busy') });
  });

  it('stops a run when the mail server cannot be reached, keeping the other mails\' attempts', async () => {
    await sendMails(db, [booking, { ...booking, to: 'bo@example.test' }]);
    await smtp.close();
    expect(await deliver(afterQueueing())).toEqual({ sent: 0, failed: 1 });
    const rows = await db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(rows.map((r) => r.attempts)).toEqual([1, 0]);
    expect(rows[0]?.lastError).toMatch(/ECONNREFUSED/);
    smtp = await startSmtpServer();
  });

  it('does not send mail queued over a day ago, while delivery was off', async () => {
    const longAgo = new Date(Date.now() - MAIL_MAX_AGE_MS - 1000);
    await db.insert(mailOutbox).values({ toAddress: 'old@example.test', subject: 'Stale', body: 'old', createdAt: longAgo, nextAttemptAt: longAgo });
    await sendMail(db, booking);
    const now = afterQueueing();
    expect(await deliver(now)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['ada@example.test']]);
  });

  it('keeps the database free for other work while a mail is being sent', async () => {
    await sendMail(db, booking);
    let release = (): void => undefined;
    smtp.holdData = new Promise((resolve) => (release = resolve));
    const dataStarted = new Promise<void>((resolve) => (smtp.onDataStart = resolve));
    const delivering = deliver(afterQueueing());
    await dataStarted;
    // PGlite runs one transaction at a time: had delivery kept one open, this would wait for the mail server.
    expect(await db.select({ id: mailOutbox.id, sentAt: mailOutbox.sentAt }).from(mailOutbox)).toEqual([{ id: 1, sentAt: null }]);
    release();
    expect(await delivering).toEqual({ sent: 1, failed: 0 });
  });

  it('the delivery started with SMTP_URL sends, and its stop waits for the send in progress', async () => {
    await sendMail(db, booking);
    let release = (): void => undefined;
    smtp.holdData = new Promise((resolve) => (release = resolve));
    const dataStarted = new Promise<void>((resolve) => (smtp.onDataStart = resolve));
    const delivery = startMailDelivery(db, { smtpUrl: smtp.url, mailFrom: FROM }, afterQueueing);
    await dataStarted;
    const stopping = delivery.stop();
    release();
    await stopping;
    expect((await row()).sentAt).not.toBeNull();
    expect(smtp.received).toHaveLength(1);
  });

  it.runIf(kind === 'postgres')('two processes delivering at once send each mail exactly once', async () => {
    const mails = Array.from({ length: 30 }, (_, n) => ({ to: `p${n}@example.test`, subject: `Mail ${n}`, body: `Hello ${n}` }));
    await sendMails(db, mails);
    const first = await openDatabase({ url: database.url! });
    const second = await openDatabase({ url: database.url! });
    const now = afterQueueing();
    const drain = async (other: Db): Promise<number> => {
      const transport = smtpTransport(smtp.url);
      let sent = 0;
      for (;;) {
        const result = await deliverPending(other, transport, { from: FROM, now, limit: 3 });
        sent += result.sent;
        if (result.sent + result.failed === 0) return sent;
      }
    };
    try {
      const counts = await Promise.all([drain(first.db), drain(second.db)]);
      expect(counts[0] + counts[1]).toBe(30);
      const subjects = smtp.received.map((m) => header(m.raw, 'Subject')).sort();
      expect(subjects).toEqual(mails.map((m) => m.subject).sort());
      // Each mail was claimed once and recorded as sent.
      const rows = await db.select({ attempts: mailOutbox.attempts, sentAt: mailOutbox.sentAt }).from(mailOutbox);
      expect(rows.filter((r) => r.attempts !== 1 || r.sentAt === null)).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

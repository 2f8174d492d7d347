/**
 * The SMTP side of mail delivery: the nodemailer transport that SMTP_URL names, the sender
 * address by default, and an outbox row as the message nodemailer sends.
 */
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailAttachment } from '../db/extraTables';
import { mailHtml } from './html';

/** What delivery needs of a transport; a nodemailer transporter is one. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close?(): void;
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 minutes on a silent socket by default; a
 * mail is claimed for delivery.ts's MAIL_CLAIM_MS while it is sent, so a stuck server must give
 * up well within that. SMTP_URL's query (`?socketTimeout=…`) overrides these.
 */
const SMTP_TIMEOUTS_MS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/**
 * SMTP_URL as given, once it is smtp://[user:pass@]host[:port] (STARTTLS when the server offers
 * it) or smtps://… (TLS from the start, port 465 by default); user and password URL-encoded.
 * Other nodemailer options may follow as a query, e.g. `?pool=true` to keep connections open.
 * config.ts checks it at start, so a wrong one stops the start instead of every delivery.
 */
export function checkSmtpUrl(url: string): string {
  const protocol = /^([a-z]+):\/\//i.exec(url)?.[1]?.toLowerCase();
  // The URL may hold a password: the message never repeats it.
  if (protocol !== 'smtp' && protocol !== 'smtps') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return url;
}

export function smtpTransport(url: string): MailTransport {
  return nodemailer.createTransport({ ...SMTP_TIMEOUTS_MS, url: checkSmtpUrl(url) });
}

/** The sender when MAIL_FROM is not set: the product's name at the public address's host. */
export function defaultMailFrom(publicUrl: string): string {
  return `"Education platform" <no-reply@${new URL(publicUrl).hostname}>`;
}

/** The outbox columns a message is made of. */
export interface OutboxMail {
  id: number;
  toAddress: string;
  subject: string;
  body: string;
  attachments: readonly MailAttachment[];
  createdAt: Date;
}

const domainOf = (from: string): string => /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';

/**
 * A calendar file's METHOD (REQUEST, CANCEL) belongs in its Content-Type too (RFC 6047): mail
 * clients read it there to offer "add to calendar" or remove the entry.
 */
function contentType(file: MailAttachment): string {
  if (!/^text\/calendar\b/i.test(file.content_type) || /;\s*method=/i.test(file.content_type)) return file.content_type;
  const method = /^METHOD:([A-Z-]+)\r?$/m.exec(file.content)?.[1];
  return method ? `${file.content_type}; method=${method}` : file.content_type;
}

/**
 * The message for one outbox row: its text, and the same as HTML (server/mail/html.ts). Its
 * Message-ID is derived from the row, so a mail sent twice (delivery is at least once) carries
 * the same id both times and receivers can tell.
 */
export function outboxMessage(mail: OutboxMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.toAddress,
    subject: mail.subject,
    text: mail.body,
    html: mailHtml(mail.body),
    messageId: `<outbox.${mail.id}.${mail.createdAt.getTime()}@${domainOf(from)}>`,
    date: mail.createdAt,
    attachments: mail.attachments.map((file) => ({ filename: file.filename, content: file.content, contentType: contentType(file) })),
  };
}
